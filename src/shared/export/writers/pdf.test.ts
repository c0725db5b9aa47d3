import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildExportFile } from '../buildExport';
import { testJob, testRows } from '../testRows';

const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFINFO = '/usr/bin/pdfinfo';
const hasPoppler = fs.existsSync(PDFTOTEXT) && fs.existsSync(PDFINFO);
if (!hasPoppler) {
  console.warn(`PDF text check skipped: ${PDFTOTEXT} or ${PDFINFO} is missing (apt-get install poppler-utils)`);
}
const withPoppler = hasPoppler ? it : it.skip;

async function writeTemp(blob: Blob): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-pdf-')), 'out.pdf');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  return file;
}

describe('PDF', () => {
  it('is a compressed PDF', async () => {
    const blob = await buildExportFile(testJob({ format: 'pdf', title: 'Tickets 🚀 activos' }), testRows(30));
    expect(blob.type).toBe('application/pdf');
    const bytes = Buffer.from(await blob.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/FlateDecode');
  });

  it('reports the rows drawn page by page and stops when cancelled', async () => {
    const done: number[] = [];
    await buildExportFile(testJob({ format: 'pdf' }), testRows(400), { onProgress: (n) => done.push(n) });
    const pages = done.filter((n) => n > 0);
    expect(pages.length).toBeGreaterThan(2);
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
    expect(pages.at(-1)).toBe(400);

    let cancelled = false;
    await expect(
      buildExportFile(testJob({ format: 'pdf' }), testRows(400), {
        onProgress: (n) => {
          if (n > 0) cancelled = true;
        },
        isCancelled: () => cancelled,
      }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  withPoppler('has the title with its date, the headers and the rows, without emoji (pdftotext), on A2', async () => {
    const rows = testRows(30);
    const file = await writeTemp(await buildExportFile(testJob({ format: 'pdf', title: 'Tickets 🚀 activos' }), rows));
    const text = execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Tickets activos\s+05\/11\/2026/);
    for (const header of ['Ticket', 'Cliente', 'Descripción', 'Fecha de cierre', 'Estado', 'Avance']) expect(text).toContain(header);
    expect(text).toMatch(/1001\s+Cliente 1\s+=1\+1\s+10\/03\/2026 12:30:00\s+Inactivo\s+1/);
    expect(text).toMatch(/1000\s+Cliente, "Especial"\s+Revisión de terminal 0\s+---\s+Activo\s+0/);
    expect(text).toContain('línea dos');
    expect(text).not.toMatch(/🚀|🔧/u);
    const info = execFileSync(PDFINFO, [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+1190\.5\d* x 1683\.7\d* pts \(A2\)/);
  });

  withPoppler('prints landscape on A1', async () => {
    const file = await writeTemp(await buildExportFile(testJob({ format: 'pdf', pdfOrientation: 'landscape' }), testRows(5)));
    const info = execFileSync(PDFINFO, [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+2383\.9\d* x 1683\.7\d* pts/);
  });
});
