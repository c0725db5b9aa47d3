import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildExportFile } from '../buildExport';
import { testJob, testRows } from '../testRows';

/** Runs a poppler-utils reader; npm test installs them (scripts/ensure-pdftotext.ts), and without them the test fails saying so. */
function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: run "npx tsx scripts/ensure-pdftotext.ts" (installs poppler-utils)`);
    }
    throw error;
  }
}

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

  it('has the title with its date, the headers and the rows, without emoji (pdftotext), on A2', async () => {
    const rows = testRows(30);
    const file = await writeTemp(await buildExportFile(testJob({ format: 'pdf', title: 'Tickets 🚀 activos' }), rows));
    const text = poppler('pdftotext', ['-layout', file, '-']);
    expect(text).toMatch(/Tickets activos\s+05\/11\/2026/);
    for (const header of ['Ticket', 'Cliente', 'Descripción', 'Fecha de cierre', 'Estado', 'Avance']) expect(text).toContain(header);
    expect(text).toMatch(/1001\s+Cliente 1\s+=1\+1\s+10\/03\/2026 12:30:00\s+Inactivo\s+1/);
    expect(text).toMatch(/1000\s+Cliente, "Especial"\s+Revisión de terminal 0\s+---\s+Activo\s+0/);
    expect(text).toContain('línea dos');
    expect(text).not.toMatch(/🚀|🔧/u);
    const info = poppler('pdfinfo', [file]);
    expect(info).toMatch(/Page size:\s+1190\.5\d* x 1683\.7\d* pts \(A2\)/);
  });

  it('prints landscape on A1', async () => {
    const file = await writeTemp(await buildExportFile(testJob({ format: 'pdf', pdfOrientation: 'landscape' }), testRows(5)));
    const info = poppler('pdfinfo', [file]);
    expect(info).toMatch(/Page size:\s+2383\.9\d* x 1683\.7\d* pts/);
  });
});
