import JSZip from 'jszip';
import { buildExportFile } from '../buildExport';
import { testJob, testRows } from '../testRows';
import type { ExportFormat, ExportRow } from '../types';
import { TICK_ROWS } from './context';

/** The rows in chunks of uneven sizes, around and across the writers' slices of TICK_ROWS, as a worker receives them. */
async function* unevenChunks(rows: readonly ExportRow[]) {
  const sizes = [1, TICK_ROWS - 1, TICK_ROWS + 1, 0, 2 * TICK_ROWS + 7];
  let start = 0;
  for (let i = 0; start < rows.length; i++) {
    const size = sizes[i % sizes.length]!;
    yield rows.slice(start, start + size);
    start += size;
  }
}

/** What the user opens: the CSV's bytes; the workbook's sheet (the zip around it holds a timestamp). */
async function content(format: ExportFormat, blob: Blob): Promise<string> {
  if (format === 'csv') return Buffer.from(await blob.arrayBuffer()).toString('base64');
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  return zip.file('xl/worksheets/sheet1.xml')!.async('string');
}

describe('writing rows as they arrive', () => {
  it.each<ExportFormat>(['csv', 'xlsx'])('writes the same %s from uneven chunks as from every row at once, in order', async (format) => {
    const rows = testRows(3 * TICK_ROWS + 20);
    const job = testJob({ format, fileName: `t.${format}` });
    const atOnce = await content(format, await buildExportFile(job, rows));
    const done: number[] = [];
    const chunked = await buildExportFile(job, unevenChunks(rows), { onProgress: (n) => done.push(n) });
    expect(await content(format, chunked)).toBe(atOnce);
    expect(done.at(-1)).toBe(rows.length);
  });

  it('draws every row of every chunk in the PDF', async () => {
    const done: number[] = [];
    await buildExportFile(testJob({ format: 'pdf' }), unevenChunks(testRows(40)), { onProgress: (n) => done.push(n) });
    expect(done.at(-1)).toBe(40);
  });
});
