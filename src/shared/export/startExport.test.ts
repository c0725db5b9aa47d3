import type { ApiError } from '../../core/errors/apiError';
import { EXPORT_LIMIT } from './limits';
import { ExportError, type ExportProgress, type ExportRow } from './types';
import { EXPORT_PAGE_SIZE, EXPORT_PAGES_IN_FLIGHT, startExport, type ExportRequest } from './startExport';
import { testColumns, testLabels, testRows } from './testRows';

const day = new Date(2026, 10, 5, 12);
const base = (overrides: Partial<ExportRequest>): ExportRequest => ({
  format: 'csv',
  columns: testColumns,
  labels: testLabels,
  title: 'Tickets',
  fileBaseName: 'Tickets activos',
  date: day,
  timeZone: 'America/Mexico_City',
  ...overrides,
});

async function recordCount(blob: Blob): Promise<number> {
  const text = await blob.text();
  // Records end with CRLF; one row of testRows holds a quoted CRLF of its own.
  return text.split('\r\n').length - 1 - 1;
}

function pager(total: number) {
  const all = testRows(total);
  return jest.fn(async (pageSize: number, pageNumber: number): Promise<ExportRow[]> => all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize));
}

describe('startExport (in-process: jest has no Worker)', () => {
  it('exports the given rows in chunks, reporting collecting then writing progress', async () => {
    const progress: ExportProgress[] = [];
    const rows = testRows(1600);
    const result = await startExport(base({ rows }), { onProgress: (p) => progress.push(p) });
    expect(result.fileName).toBe('Tickets activos_05_11_2026.csv');
    expect(result.rowCount).toBe(1600);
    expect(await recordCount(result.blob)).toBe(1600 + 1);
    const collecting = progress.filter((p) => p.phase === 'collecting').map((p) => p.done);
    expect(collecting).toEqual([500, 1000, 1500, 1600]);
    expect(progress.at(-1)).toEqual({ phase: 'writing', done: 1600, total: 1600 });
  });

  it('fetches the whole filtered result page by page (1-based) when there are no rows', async () => {
    const fetchPage = pager(2300);
    const result = await startExport(base({ fetchPage, total: 2300, format: 'xlsx' }));
    expect(fetchPage.mock.calls).toEqual([
      [EXPORT_PAGE_SIZE, 1, expect.any(AbortSignal)],
      [EXPORT_PAGE_SIZE, 2, expect.any(AbortSignal)],
      [EXPORT_PAGE_SIZE, 3, expect.any(AbortSignal)],
    ]);
    expect(result.rowCount).toBe(2300);
    expect(result.fileName).toBe('Tickets activo_05_11_2026.xlsx');
    expect(result.blob.size).toBeGreaterThan(1000);
  });

  it('refuses more than 15,000 rows before doing any work', async () => {
    const fetchPage = pager(10);
    await expect(startExport(base({ fetchPage, total: 15001 }))).rejects.toMatchObject({ code: 'limit' });
    await expect(startExport(base({ rows: new Array(15001).fill({}) }))).rejects.toMatchObject({ code: 'limit' });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('refuses when the server turns out to hold more than 15,000 rows', async () => {
    const fetchPage = jest.fn(async (pageSize: number) => new Array<ExportRow>(pageSize).fill({ ticketId: 1 }));
    await expect(startExport(base({ fetchPage, total: 14000, pageSize: 6000 }))).rejects.toMatchObject({ code: 'limit' });
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('refuses after the first request when the server counts more than 15,000 rows', async () => {
    const fetchPage = jest.fn(async (pageSize: number) => ({ rows: testRows(pageSize), totalCount: EXPORT_LIMIT + 1 }));
    await expect(startExport(base({ fetchPage, total: 14000 }))).rejects.toMatchObject({ code: 'limit' });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('exports a server count of exactly 15,000, every fetched row once and in order', async () => {
    const all = testRows(2300);
    const fetchPage = jest.fn(async (pageSize: number, pageNumber: number) => ({ rows: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalCount: EXPORT_LIMIT }));
    const progress: ExportProgress[] = [];
    const result = await startExport(base({ fetchPage, total: EXPORT_LIMIT }), { onProgress: (p) => progress.push(p) });
    expect(result.rowCount).toBe(2300);
    const ids = (await result.blob.text()).match(/^\d+(?=,)/gm)!.map(Number);
    expect(ids).toEqual(all.map((row) => row.ticketId));
    expect(progress.filter((p) => p.phase === 'collecting').at(-1)).toMatchObject({ done: 2300 });
  });

  it('keeps pages requested ahead once the first is in, none past the count, and writes the rows in order however the answers are timed', async () => {
    const pages = EXPORT_PAGES_IN_FLIGHT + 2;
    const all = testRows(pages * EXPORT_PAGE_SIZE);
    const events: string[] = [];
    // Later pages answer sooner.
    const fetchPage = jest.fn(async (pageSize: number, pageNumber: number) => {
      events.push(`request ${pageNumber}`);
      await new Promise((resolve) => setTimeout(resolve, 10 * (pages - pageNumber)));
      return { rows: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalCount: all.length };
    });
    const onProgress = (p: ExportProgress) => {
      if (p.phase === 'collecting') events.push(`handed ${p.done}`);
    };
    const result = await startExport(base({ fetchPage, total: all.length }), { onProgress });
    const ahead = Array.from({ length: EXPORT_PAGES_IN_FLIGHT }, (_, i) => `request ${i + 2}`);
    expect(events.slice(0, EXPORT_PAGES_IN_FLIGHT + 2)).toEqual(['request 1', ...ahead, 'handed 500']);
    expect(events.indexOf(`request ${pages}`)).toBeLessThan(events.indexOf(`handed ${EXPORT_PAGE_SIZE + 500}`));
    expect(fetchPage).toHaveBeenCalledTimes(pages);
    const ids = (await result.blob.text()).match(/^\d+(?=,)/gm)!.map(Number);
    expect(ids).toEqual(all.map((row) => row.ticketId));
  });

  it('stops at a short page, the result having shrunk since the grid counted it', async () => {
    const fetchPage = pager(EXPORT_PAGE_SIZE + 10);
    const result = await startExport(base({ fetchPage, total: 5 * EXPORT_PAGE_SIZE }));
    expect(result.rowCount).toBe(EXPORT_PAGE_SIZE + 10);
  });

  it('cancels while the next page is being fetched: that request stops and no further page is asked for', async () => {
    const controller = new AbortController();
    const requests: AbortSignal[] = [];
    const fetchPage = jest.fn(async (pageSize: number, _number: number, request: AbortSignal) => {
      requests.push(request);
      if (requests.length === 1) return { rows: testRows(pageSize), totalCount: 5 * pageSize };
      controller.abort();
      return new Promise<never>(() => undefined);
    });
    await expect(startExport(base({ fetchPage, total: 5 * EXPORT_PAGE_SIZE }), { signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(requests.map((request) => request.aborted)).toEqual([true, true]);
  });

  it('gives noData for zero records, announced or fetched', async () => {
    await expect(startExport(base({ rows: [] }))).rejects.toMatchObject({ code: 'noData' });
    await expect(startExport(base({ fetchPage: pager(0), total: 0 }))).rejects.toMatchObject({ code: 'noData' });
    await expect(startExport(base({ fetchPage: pager(0), total: 5 }))).rejects.toMatchObject({ code: 'noData' });
  });

  it('cancels while a page is being fetched, and stops that request', async () => {
    const controller = new AbortController();
    const requests: AbortSignal[] = [];
    const fetchPage = jest.fn(
      (_size: number, _number: number, request: AbortSignal) =>
        new Promise<ExportRow[]>(() => {
          requests.push(request);
          controller.abort();
        }),
    );
    const error = await startExport(base({ fetchPage, total: 50 }), { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportError);
    expect((error as ExportError).code).toBe('cancelled');
    expect(requests.map((request) => request.aborted)).toEqual([true]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('cancels while the file is being written', async () => {
    const controller = new AbortController();
    const onProgress = (p: ExportProgress) => {
      if (p.phase === 'writing' && p.done > 0) controller.abort();
    };
    await expect(startExport(base({ rows: testRows(12000) }), { signal: controller.signal, onProgress })).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('reports a failed page fetch as failed', async () => {
    const fetchPage = jest.fn(async () => {
      throw new Error('Request failed, please try again later');
    });
    await expect(startExport(base({ fetchPage, total: 10 }))).rejects.toMatchObject({ code: 'failed', message: 'Request failed, please try again later' });
  });

  it('fails mid-export on a page the server refused, with the request error for the user and no file', async () => {
    const refused: ApiError = { status: 503, message: null, messageKey: 'errors.requestFailed' };
    const all = testRows(2 * EXPORT_PAGE_SIZE);
    const requests: AbortSignal[] = [];
    const fetchPage = jest.fn(async (pageSize: number, pageNumber: number, request: AbortSignal) => {
      requests.push(request);
      if (pageNumber === 2) throw refused;
      return { rows: all.slice(0, pageSize), totalCount: 3 * EXPORT_PAGE_SIZE };
    });
    const progress: ExportProgress[] = [];
    const error = await startExport(base({ fetchPage, total: 3 * EXPORT_PAGE_SIZE }), { onProgress: (p) => progress.push(p) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'failed', detail: refused });
    // Only the pages already requested ahead when page 2 failed, each stopped.
    expect(fetchPage).toHaveBeenCalledTimes(Math.min(3, 1 + EXPORT_PAGES_IN_FLIGHT));
    expect(requests.every((request) => request.aborted)).toBe(true);
    expect(progress.some((p) => p.phase === 'writing')).toBe(false);
  });
});
