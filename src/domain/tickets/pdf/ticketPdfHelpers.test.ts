import fs from 'node:fs';
import path from 'node:path';
import { ticketPdfFileName, TICKET_PDF_ZIP_NAME } from './fileNames';
import { fitInBox, readImageInfo } from './imageInfo';
import { fillLabel, toPdfText } from './pdfText';
import { png } from './testing/testTicketPdf';
import { LIMITS } from '../../../shared/validation/limits';

describe('readImageInfo', () => {
  it('reads a PNG and a JPEG size from their headers', () => {
    expect(readImageInfo(png(64, 48))).toEqual({ format: 'PNG', width: 64, height: 48 });
    const jpeg = new Uint8Array(fs.readFileSync(path.join(__dirname, '../../../../test/fixtures/engineer-visit/equipo.jpg')));
    const info = readImageInfo(jpeg);
    expect(info?.format).toBe('JPEG');
    expect(info!.width).toBeGreaterThan(0);
    expect(info!.height).toBeGreaterThan(0);
  });

  it('refuses other files, truncated headers and images over the pixel cap', () => {
    expect(readImageInfo(new TextEncoder().encode('%PDF-1.4 no es imagen'))).toBeNull();
    expect(readImageInfo(png(4, 4).slice(0, 20))).toBeNull();
    expect(readImageInfo(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    const declaring = (width: number, height: number) => {
      const image = png(4, 4);
      new DataView(image.buffer).setUint32(16, width);
      new DataView(image.buffer).setUint32(20, height);
      return image;
    };
    expect(readImageInfo(declaring(LIMITS.imageMaxPixels / 1000, 1000))).not.toBeNull();
    expect(readImageInfo(declaring(LIMITS.imageMaxPixels / 1000 + 1, 1000))).toBeNull();
  });

  it('fits a size in a box keeping its aspect', () => {
    expect(fitInBox(400, 100, 200, 200)).toEqual({ width: 200, height: 50 });
    expect(fitInBox(10, 20, 200, 200)).toEqual({ width: 100, height: 200 });
  });
});

describe('toPdfText', () => {
  it('strips emoji, keeps accents and ©®™, and replaces characters the PDF fonts lack', () => {
    expect(toPdfText('Revisión ✅ lista 👨‍🔧 Marca® ©2026 ™')).toBe('Revisión lista Marca® ©2026 ™');
    expect(toPdfText('Señal → débil 中')).toBe('Señal ? débil ?');
    expect(toPdfText('“Cita” — fin…')).toBe('“Cita” — fin…');
    expect(toPdfText('uno\r\ndos\tcon\u00a0espacio')).toBe('uno\ndos con\u00a0espacio');
    expect(toPdfText(null)).toBe('');
  });

  it('fills placeholders', () => {
    expect(fillLabel('Página {page} de {pages}', { page: 2, pages: 5 })).toBe('Página 2 de 5');
    expect(fillLabel('Hola {name}', {})).toBe('Hola {name}');
  });
});

describe('ticket PDF file names', () => {
  const day = new Date(2026, 10, 5, 12);

  it('names a ticket PDF by its id and the day, within the 30-character rule', () => {
    expect(ticketPdfFileName(100123, day)).toBe('Ticket_100123_05_11_2026.pdf');
    expect(ticketPdfFileName(123456789012, day)).toBe('123456789012_05_11_2026.pdf');
    expect(ticketPdfFileName(123456789012, day).length).toBeLessThanOrEqual(30);
  });

  it('names the massive zip Detalle_de_tickets.zip', () => {
    expect(TICKET_PDF_ZIP_NAME).toBe('Detalle_de_tickets.zip');
  });
});
