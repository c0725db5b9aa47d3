import { currentTimeZone } from './dates';
import { buildExportFileName, buildPdfTitle } from './fileName';
import { checkExportCount, EXPORT_LIMIT } from './limits';
import { inProcessChannel, toExportError, workerChannel, WorkerSession, type Channel } from './channel';
import { createExportHost, type MainToWorker, type WorkerToMain } from './protocol';
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
  /** ... or every row of the current filter, page by page (pageNumber starts at 1). */
  fetchPage?: (pageSize: number, pageNumber: number) => Promise<readonly ExportRow[]>;
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

function openExportChannel(): Promise<Channel<MainToWorker, WorkerToMain> | null> {
  return workerChannel<MainToWorker, ExportProgress>(async () => (await import('./spawnWorker')).spawnExportWorker());
}

/**
 * Exports rows to a CSV, XLSX or PDF file, built in a Web Worker (in-process where there is none:
 * jest, node). The page only slices rows into chunks of 500 and posts each after the previous one
 * was acknowledged, so no main-thread task is long; with `fetchPage` it fetches the filtered result
 * page by page (1,000 rows each) and forwards the pages the same way.
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

  const channel = (await openExportChannel()) ?? inProcessChannel<MainToWorker, WorkerToMain>(createExportHost, { type: 'cancel' });
  const session = new WorkerSession<ExportProgress>(channel, onProgress);
  const onAbort = () => {
    channel.post({ type: 'cancel' });
    session.fail(new ExportError('cancelled'));
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  let sent = 0;
  let seq = 0;
  const send = async (rows: readonly ExportRow[]) => {
    for (let start = 0; start < rows.length; start += EXPORT_CHUNK_ROWS) {
      const chunk = rows.slice(start, start + EXPORT_CHUNK_ROWS);
      seq += 1;
      const acked = session.ack(seq);
      channel.post({ type: 'rows', seq, rows: chunk });
      await acked;
      sent += chunk.length;
      onProgress?.({ phase: 'collecting', done: sent, total: Math.max(job.total, sent) });
    }
  };

  try {
    channel.post({ type: 'start', job });
    if (request.rows) {
      await send(request.rows);
    } else {
      const fetchPage = request.fetchPage!;
      const pageSize = Math.max(1, request.pageSize ?? EXPORT_PAGE_SIZE);
      const maxPages = Math.ceil(EXPORT_LIMIT / pageSize) + 1;
      for (let page = 1; page <= maxPages; page++) {
        const rows = await session.race(fetchPage(pageSize, page));
        if (sent + rows.length > EXPORT_LIMIT) throw new ExportError('limit');
        await send(rows);
        if (rows.length < pageSize || sent >= job.total) break;
      }
      if (sent === 0) throw new ExportError('noData');
    }
    channel.post({ type: 'end' });
    const { blob, fileName } = await session.result;
    return { blob, fileName, rowCount: sent };
  } catch (error) {
    const failure = toExportError(error);
    session.fail(failure);
    throw failure;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    channel.close();
  }
}
