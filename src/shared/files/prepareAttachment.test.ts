import { makePdf, makePng } from '../../../test/sandbox/filestorage/bytes';
import { LIMITS } from '../validation/limits';
import { canvasCodec } from './canvasCodec';
import { prepareAttachment } from './prepareAttachment';
import { encoded } from './testing/fakeCanvasCodec';

// jsdom has no canvas: the canvas adapter is replaced at its module boundary.
jest.mock('./canvasCodec', () => jest.requireActual('./testing/fakeCanvasCodec'));

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const file = (parts: BlobPart[], name: string) => new File(parts, name);
const checker = (x: number, y: number): [number, number, number] => ((x + y) % 2 ? [255, 255, 255] : [0, 0, 0]);

describe('prepareAttachment', () => {
  it('accepts Word, Excel and PDF files whose bytes match their extension, unchanged', async () => {
    for (const [bytes, name] of [
      [Uint8Array.from(OLE2), 'informe.doc'],
      [Uint8Array.from(ZIP), 'informe.DOCX'],
      [Uint8Array.from(OLE2), 'costos.xls'],
      [Uint8Array.from(ZIP), 'costos.xlsx'],
      [makePdf(['Acta']), 'acta.pdf'],
    ] as const) {
      const original = file([bytes], name);
      expect(await prepareAttachment(original)).toEqual({ ok: true, attachment: { blob: original, fileName: name, size: bytes.length, isImage: false, rotated: false } });
    }
  });

  it('refuses other types by name', async () => {
    expect(await prepareAttachment(file(['MZ'], 'instalador.exe'))).toEqual({ ok: false, problem: 'invalidFormat' });
    expect(await prepareAttachment(file(['x'], 'notas.txt'))).toEqual({ ok: false, problem: 'invalidFormat' });
    expect(await prepareAttachment(file([makePdf(['x'])], '.pdf'))).toEqual({ ok: false, problem: 'invalidFormat' });
  });

  it('refuses a renamed file: the bytes are checked, not only the extension', async () => {
    expect(await prepareAttachment(file([makePng(4, 4, checker)], 'factura.pdf'))).toEqual({ ok: false, problem: 'contentMismatch' });
    expect(await prepareAttachment(file(['<html>'], 'foto.jpg'))).toEqual({ ok: false, problem: 'contentMismatch' });
    expect(await prepareAttachment(file([Uint8Array.from(ZIP)], 'viejo.doc'))).toEqual({ ok: false, problem: 'contentMismatch' });
  });

  it('takes exactly 10 MB and refuses one byte more, and empty files', async () => {
    const pdf = makePdf(['x']);
    const filler = (n: number) => new Uint8Array(n - pdf.length);
    expect(await prepareAttachment(file([pdf, filler(LIMITS.attachmentMaxBytes)], 'grande.pdf'))).toMatchObject({ ok: true });
    expect(await prepareAttachment(file([pdf, filler(LIMITS.attachmentMaxBytes + 1)], 'grande.pdf'))).toEqual({ ok: false, problem: 'tooLarge' });
    expect(await prepareAttachment(file([], 'vacio.pdf'))).toEqual({ ok: false, problem: 'empty' });
  });

  it('checks the 10 MB limit again once a turned photo is re-encoded: exactly the limit passes, one byte more does not', async () => {
    const reencoded = (bytes: number) => new File([new Uint8Array(bytes)], 'encoded.jpg', { type: 'image/jpeg' });
    const encode = jest.spyOn(canvasCodec, 'encodeJpeg');
    const portrait = makePng(6, 10, checker);
    expect(portrait.length).toBeLessThan(LIMITS.attachmentMaxBytes);
    encode.mockResolvedValueOnce(reencoded(LIMITS.attachmentMaxBytes));
    expect(await prepareAttachment(file([portrait], 'placa.png'))).toMatchObject({ ok: true, attachment: { size: LIMITS.attachmentMaxBytes, rotated: true } });
    encode.mockResolvedValueOnce(reencoded(LIMITS.attachmentMaxBytes + 1));
    expect(await prepareAttachment(file([portrait], 'placa.png'))).toEqual({ ok: false, problem: 'tooLarge' });
    encode.mockRestore();
  });

  it('refuses a name longer than the service stores', async () => {
    expect(await prepareAttachment(file([makePdf(['x'])], `${'a'.repeat(252)}.pdf`))).toEqual({ ok: false, problem: 'nameTooLong' });
  });

  it('sends images through the sharpness check and the landscape turn', async () => {
    encoded.splice(0);
    const portrait = await prepareAttachment(file([makePng(6, 10, checker)], 'placa.png'));
    expect(portrait).toMatchObject({ ok: true, attachment: { fileName: 'placa.jpg', isImage: true, rotated: true } });
    expect(encoded).toEqual([{ width: 10, height: 6, quality: 0.95 }]);
    expect(await prepareAttachment(file([makePng(10, 6, [90, 90, 90])], 'borrosa.png'))).toEqual({ ok: false, problem: 'invalidImage' });
  });
});
