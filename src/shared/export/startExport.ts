import { currentTimeZone } from './dates';
import { buildExportFileName, buildPdfTitle } from './fileName';
import { checkExportCount, EXPORT_LIMIT } from './limits';
import { defineWorkerTask } from '../workers/runInWorker';
import { yieldToEventLoop } from './slicing';
import { toExportError } from './toExportError';
import {
  ExportError,
  type ExportColumn,
  type ExportFormat,
  type ExportJob,
  type ExportLabels,
  type ExportProgress,
  type ExportRow,
  type PdfOrientation,
} from './types';

/** Rows per message to the worker: cloning 500 ticket rows takes a few ms (the bench prints it). */
export const EXPORT_CHUNK_ROWS = 500;
/** Rows per server page when exporting the whole filtered result (parsing 1,000 stays well under 50 ms). */
export const EXPORT_PAGE_SIZE = 1000;
/**
 * Pages requested ahead of the one being handed over. With one, each request waited for the page before
 * it to be parsed and converted (about 50 ms a page in Chromium, `npm run bench -- export-browser`).
 */
export const EXPORT_PAGES_IN_FLIGHT = 2;

/**
 * One page of the filtered result: its rows, or its rows with the server's count for the whole filter
 * (checked on the first page, so an export over the limit stops after one request).
 */
export type ExportPage = readonly ExportRow[] | { rows: readonly ExportRow[]; totalCount: number };

export interface ExportRequest {
  format: ExportFormat;
  columns: ExportColumn[];
  /** Translated flag texts (active/inactive, yes/no). */
  labels: ExportLabels;
  /** PDF title and sheet name; 'Clientes' when empty. */
  title?: string;
  /** File name before `_DD_MM_YYYY.<ext>`; 'Clientes' when empty; cut to fit 30 characters. */
  fileBaseName?: string;
  /** The rows to export (a selection) ... */
  rows?: readonly ExportRow[];
  /**
   * ... or every row of the current filter, page by page (pageNumber starts at 1). `signal` aborts when
   * the export is cancelled or fails: the request under way should stop.
   */
  fetchPage?: (pageSize: number, pageNumber: number, signal: AbortSignal) => Promise<ExportPage>;
  /** How many rows fetchPage will give (the grid's total count); ignored with `rows`. */
  total?: number;
  pageSize?: number;
  /** PDF only: portrait prints on A2 (the default), landscape on A1. */
  pdfOrientation?: PdfOrientation;
  /** The day in the file name and PDF title; now by default. */
  date?: Date;
  /** Zone to show dates in; luxon's default zone (the page's) by default. */
  timeZone?: string;
}

export interface ExportOptions {
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}

export interface ExportResult {
  blob: Blob;
  fileName: string;
  rowCount: number;
}

const exportWorker = defineWorkerTask<ExportJob, { blob: Blob; fileName: string }, ExportProgress, ExportRow[]>({
  spawn: async () => (await import('./spawnWorker')).spawnExportWorker(),
  load: async () => (await import('./exportTask')).exportTask,
});

/**
 * Exports rows to a CSV, XLSX or PDF file, built in a Web Worker (in the page where there is none:
 * jest, node). The page only slices rows into chunks of 500, each cloned when the worker asks for it,
 * so no main-thread task is long; with `fetchPage` it fetches the filtered result page by page (1,000
 * rows each, the next page requested while this one is handed over) and hands the pages over the same
 * way. The worker writes each chunk as it arrives.
 *
 * Rejects with ExportError: 'noData' (0 rows), 'limit' (over 15,000: the caller asks the user to
 * filter and clears the selection), 'cancelled' (the signal aborted), 'failed' (anything else).
 */
export async function startExport(request: ExportRequest, options: ExportOptions = {}): Promise<ExportResult> {
  const { signal, onProgress } = options;
  const announced = request.rows ? request.rows.length : (request.total ?? 0);
  const check = checkExportCount(announced);
  if (check !== 'ok') throw new ExportError(check);
  if (!request.rows && !request.fetchPage) throw new ExportError('failed', 'Nothing to export: give rows or fetchPage');
  if (signal?.aborted) throw new ExportError('cancelled');

  const date = request.date ?? new Date();
  const title = buildPdfTitle(request.title, date);
  const job: ExportJob = {
    format: request.format,
    columns: request.columns.map(({ field, header, format }) => ({ field, header, format })),
    labels: { ...request.labels },
    title: title.text,
    titleDate: title.date,
    fileName: buildExportFileName(request.fileBaseName, request.format, date),
    timeZone: request.timeZone ?? currentTimeZone(),
    total: announced,
    pdfOrientation: request.pdfOrientation ?? 'portrait',
  };

  let sent = 0;
  // Code after a yield runs when the worker asks for the next chunk, i.e. once it holds this one.
  async function* chunksOf(rows: readonly ExportRow[]) {
    for (let start = 0; start < rows.length; start += EXPORT_CHUNK_ROWS) {
      const chunk = rows.slice(start, start + EXPORT_CHUNK_ROWS);
      yield chunk;
      sent += chunk.length;
      onProgress?.({ phase: 'collecting', done: sent, total: Math.max(job.total, sent) });
    }
  }
  // Stops a page request under way once the export is over, cancelled or not.
  const fetching = new AbortController();
  const stopFetching = () => fetching.abort();
  signal?.addEventListener('abort', stopFetching, { once: true });
  const pageSize = Math.max(1, request.pageSize ?? EXPORT_PAGE_SIZE);
  const requestPage = (page: number) => {
    const answer = request.fetchPage!(pageSize, page, fetching.signal);
    // Awaited in its turn; until then a failure must not count as unhandled.
    answer.catch(() => undefined);
    return answer;
  };
  // The first page is requested at once, while the worker starts; once it has shown the filter within the
  // limit, EXPORT_PAGES_IN_FLIGHT pages are kept requested, so the server answers the next while this one
  // is parsed and handed over. Pages past the grid's count are not asked for.
  async function* pages(firstPage: Promise<ExportPage>) {
    const lastPage = Math.min(Math.ceil(job.total / pageSize), Math.ceil(EXPORT_LIMIT / pageSize) + 1);
    const requested: Promise<ExportPage>[] = [firstPage];
    let received = 0;
    for (let page = 1; page <= requested.length; page++) {
      const fetched = await requested[page - 1]!;
      const rows = 'rows' in fetched ? fetched.rows : fetched;
      if (page === 1 && 'totalCount' in fetched && checkExportCount(fetched.totalCount) === 'limit') throw new ExportError('limit');
      received += rows.length;
      if (received > EXPORT_LIMIT) throw new ExportError('limit');
      // A short page is the last: the result shrank since the grid counted it.
      if (rows.length === pageSize) {
        while (requested.length < Math.min(page + EXPORT_PAGES_IN_FLIGHT, lastPage) && !fetching.signal.aborted) requested.push(requestPage(requested.length + 1));
      } else requested.length = page;
      // The page arrived in the task that parsed it: its first chunk is cloned in a task of its own.
      await yieldToEventLoop();
      yield* chunksOf(rows);
    }
    if (sent === 0) throw new ExportError('noData');
  }

  try {
    const { blob, fileName } = await exportWorker.run(job, {
      chunks: request.rows ? chunksOf(request.rows) : pages(requestPage(1)),
      onProgress,
      signal,
    });
    return { blob, fileName, rowCount: sent };
  } catch (error) {
    throw toExportError(signal?.aborted ? new ExportError('cancelled') : error);
  } finally {
    signal?.removeEventListener('abort', stopFetching);
    stopFetching();
  }
}
