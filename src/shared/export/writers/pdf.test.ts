import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { autotablePdf } from '../../../../scripts/bench/autotablePdf';
import { benchLabels, ticketColumns, ticketRows } from '../../../../scripts/bench/ticketRows';
import { buildExportFile } from '../buildExport';
import { createRowFormatter, formatHeaders } from '../format';
import { testJob, testRows } from '../testRows';
import type { ExportJob, ExportRow } from '../types';
import { PDF_LAYOUT } from './pdf';

/** Runs a poppler-utils reader; npm test installs them (scripts/ensure-pdftotext.ts), and without them the test fails saying so. */
function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
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

const pdfFile = async (job: ExportJob, rows: ExportRow[]) => writeTemp(await buildExportFile(job, rows));

/** Each page's text in content-stream order (pdftotext -raw), split into words. */
function pageWords(file: string): string[][] {
  return poppler('pdftotext', ['-raw', file, '-'])
    .split('\f')
    .filter((page) => page.trim())
    .map((page) => page.split(/\s+/).filter(Boolean));
}

/** The words of the rows, page after page, each page's title and header left out. */
function rowWords(file: string, headers: string[]): string[] {
  const head = headers.join(' ').split(/\s+/);
  return pageWords(file).flatMap((words) => {
    const at = words.findIndex((_, i) => head.every((word, j) => words[i + j] === word));
    if (at < 0) throw new Error(`a page without the header: ${words.slice(0, 20).join(' ')}`);
    return words.slice(at + head.length);
  });
}

/** The rows' words grouped by row (a ticket id starts each), each row's words sorted. */
function rowsOf(words: string[]): string[][] {
  const rows: string[][] = [];
  for (const word of words) {
    if (/^1\d{5}$/.test(word)) rows.push([]);
    rows.at(-1)?.push(word);
  }
  return rows.map((row) => [...row].sort());
}

/** Words with their page and box (pdftotext -bbox), in points from the page's top left. */
function wordBoxes(file: string): Array<{ page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }> {
  const html = poppler('pdftotext', ['-bbox', file, '-']);
  const words = [];
  let page = -1;
  for (const match of html.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    if (match[0] === '<page ') page += 1;
    else words.push({ page, text: match[5]!, xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), yMax: Number(match[4]) });
  }
  return words;
}

/** Each page's content stream, inflated. */
function pageStreams(bytes: Buffer): string[] {
  const streams: string[] = [];
  const text = bytes.toString('latin1');
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(zlib.inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // not a Flate stream
    }
  }
  return streams;
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

  it('prints landscape on A1, the table across its width', async () => {
    const file = await pdfFile(testJob({ format: 'pdf', pdfOrientation: 'landscape' }), testRows(5));
    const info = poppler('pdfinfo', [file]);
    expect(info).toMatch(/Page size:\s+2383\.9\d* x 1683\.7\d* pts/);
    // The last header sits in the last third of the 841 mm page: the columns are sized to A1, not A2.
    const avance = wordBoxes(file).find((word) => word.text === 'Avance');
    expect(avance!.xMin).toBeGreaterThan((2383.9 * 2) / 3);
  });

  describe('reads back as jspdf-autotable drew it (pdftotext), on the same formatted rows', () => {
    const job = (pdfOrientation: ExportJob['pdfOrientation']) => testJob({ format: 'pdf', columns: ticketColumns, labels: benchLabels, pdfOrientation });
    const rows = ticketRows(150);
    const reference = async (exportJob: ExportJob) => {
      const format = createRowFormatter(exportJob.columns, { labels: exportJob.labels, timeZone: exportJob.timeZone, guard: false, stripEmoji: true });
      const headers = formatHeaders(exportJob.columns, { guard: false, stripEmoji: true });
      const blob = autotablePdf(headers, rows.map(format), { title: `${exportJob.title}  ${exportJob.titleDate}`, landscape: exportJob.pdfOrientation === 'landscape' });
      return { headers, file: await writeTemp(blob) };
    };

    it('landscape: the same words in the same order, title, header and every row', async () => {
      const { headers, file: old } = await reference(job('landscape'));
      const file = await pdfFile(job('landscape'), rows);
      expect(pageWords(file)[0]!.slice(0, 3)).toEqual(pageWords(old)[0]!.slice(0, 3));
      const words = rowWords(file, headers);
      expect(words.length).toBeGreaterThan(8000);
      expect(words).toEqual(rowWords(old, headers));
    });

    it('portrait: the same rows in the same order, each with the same words (autotable splits a row over two pages, the new writer does not)', async () => {
      const { headers, file: old } = await reference(job('portrait'));
      const file = await pdfFile(job('portrait'), rows);
      const ours = rowsOf(rowWords(file, headers));
      expect(ours).toHaveLength(150);
      expect(ours).toEqual(rowsOf(rowWords(old, headers)));
    });
  });

  it('repeats the blue header at the top of every page', async () => {
    const file = await pdfFile(testJob({ format: 'pdf' }), testRows(400));
    const pages = pageWords(file);
    expect(pages.length).toBeGreaterThan(2);
    const header = ['Ticket', 'Cliente', 'Descripción', 'Fecha', 'de', 'cierre', 'Estado', 'Avance'];
    pages.forEach((words, page) => {
      const start = page === 0 ? 3 : 0; // the title and its date first
      expect(words.slice(start, start + header.length)).toEqual(header);
    });
    const blue = `${PDF_LAYOUT.headFill.map((v) => Math.round((v / 255) * 100) / 100).join(' ')} rg`;
    const streams = pageStreams(fs.readFileSync(file)).filter((stream) => stream.includes(' Tf '));
    expect(streams).toHaveLength(pages.length);
    for (const stream of streams) expect(stream).toContain(blue);
  });

  it('wraps a long cell within its column and moves its row whole to the next page', async () => {
    // Rows of 40 numbered words each: some of them meet the bottom of a page.
    const rows = testRows(60).map((row, r) => ({ ...row, tasksDescription: Array.from({ length: 40 }, (_, w) => `r${r}w${w}`).join(' ') }));
    const file = await pdfFile(testJob({ format: 'pdf' }), rows);
    const words = wordBoxes(file);
    const pages = new Set(words.map((word) => word.page));
    expect(pages.size).toBeGreaterThan(1);
    const headers = words.filter((word) => word.page === 0);
    const column = { from: headers.find((w) => w.text === 'Descripción')!.xMin, to: headers.find((w) => w.text === 'Fecha')!.xMin };
    const bottom = 1683.78 - (PDF_LAYOUT.margin * 72) / 25.4;
    rows.forEach((_, r) => {
      const cell = words.filter((word) => word.text.startsWith(`r${r}w`));
      expect(cell.map((word) => word.text)).toEqual(Array.from({ length: 40 }, (__, w) => `r${r}w${w}`));
      // One page for the whole row, several lines within the column, above the bottom margin.
      expect(new Set(cell.map((word) => word.page)).size).toBe(1);
      expect(new Set(cell.map((word) => Math.round(word.yMin))).size).toBeGreaterThan(1);
      for (const word of cell) {
        expect(word.xMin).toBeGreaterThanOrEqual(column.from - 1);
        expect(word.xMax).toBeLessThan(column.to);
        expect(word.yMax).toBeLessThan(bottom);
      }
    });
    // The row that did not fit at the bottom of a page is the first of the next one.
    const firstOnPage1 = words.find((word) => word.page === 1 && /^r\d+w0$/.test(word.text));
    const lastOnPage0 = words.filter((word) => word.page === 0 && /^r\d+w39$/.test(word.text)).at(-1);
    expect(Number(firstOnPage1!.text.slice(1, -2))).toBe(Number(lastOnPage0!.text.slice(1, -3)) + 1);
  });

  it('continues a row taller than a whole page over the next pages, every word drawn in order', async () => {
    // Far more words than one A2 page holds in the description column.
    const words = Array.from({ length: 12_000 }, (_, w) => `w${w}`);
    const rows = testRows(3).map((row, r) => (r === 1 ? { ...row, tasksDescription: words.join(' ') } : row));
    const file = await pdfFile(testJob({ format: 'pdf' }), rows);
    const drawn = wordBoxes(file).filter((word) => /^w\d+$/.test(word.text));
    expect(drawn.map((word) => word.text)).toEqual(words);
    expect(new Set(drawn.map((word) => word.page)).size).toBeGreaterThan(1);
  });

  it('strips emoji from the title, the headers and the cells, keeping ©, ® and ™', async () => {
    const columns = [{ field: 'name', header: 'Nombre ⭐' }, { field: 'note', header: 'Nota' }];
    const rows = [{ name: 'Listo ✅ hoy', note: 'Marca™ y © 🚨' }];
    const file = await pdfFile(testJob({ format: 'pdf', columns, title: 'Tickets 🚀 activos' }), rows);
    expect(pageWords(file)[0]).toEqual(['Tickets', 'activos', '05/11/2026', 'Nombre', 'Nota', 'Listo', 'hoy', 'Marca™', 'y', '©']);
  });
});
