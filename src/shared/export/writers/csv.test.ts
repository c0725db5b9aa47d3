import fc from 'fast-check';
import Papa from 'papaparse';
import { buildExportFile } from '../buildExport';
import { guardCell } from '../format';
import { testJob, testRows } from '../testRows';
import { csvField, csvRecord, UTF8_BOM } from './csv';

async function csvText(blob: Blob): Promise<string> {
  // Blob.text() would drop the BOM; read the bytes.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

describe('CSV', () => {
  it('quotes per RFC 4180: commas, quotes and line breaks; quotes doubled', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvRecord(['a', 1, 'b,c'])).toBe('a,1,"b,c"\r\n');
  });

  it('writes a BOM, the headers, one CRLF record per row, formatted and guarded', async () => {
    const rows = testRows(4);
    const blob = await buildExportFile(testJob(), rows);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = await csvText(blob);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Ticket,Cliente,Descripción,Fecha de cierre,Estado,Avance');
    expect(lines[1]).toBe('1000,"Cliente, ""Especial""",Revisión de terminal 0,---,Activo,0');
    expect(lines[2]).toBe("1001,Cliente 1,'=1+1,10/03/2026 12:30:00,Inactivo,1");
    expect(text).toContain('"Línea uno\r\nlínea dos 🔧"');
    expect(text).toContain(',0.01\r\n');
    expect(text.endsWith('\r\n')).toBe(true);

    const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(5);
  });

  it('reads back, through an independent parser, exactly the guarded text of any cell', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 20 }), async (texts) => {
        const rows = texts.map((t) => ({ clientName: t }));
        const blob = await buildExportFile(testJob({ columns: [{ field: 'clientName', header: 'Cliente' }] }), rows);
        const text = await csvText(blob);
        const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' });
        const cells = parsed.data.slice(1, texts.length + 1).map((r) => r[0]);
        expect(cells).toEqual(texts.map(guardCell));
      }),
      { numRuns: 100 },
    );
  });

  it('reports progress and stops when cancelled', async () => {
    const progress: number[] = [];
    let cancelled = false;
    await expect(
      buildExportFile(testJob(), testRows(3000), {
        onProgress: (done) => {
          progress.push(done);
          if (done >= 1000) cancelled = true;
        },
        isCancelled: () => cancelled,
      }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    expect(progress.slice(0, 2)).toEqual([500, 1000]);
  });
});
