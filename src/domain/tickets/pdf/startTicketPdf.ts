import { inProcessChannel, toExportError, workerChannel, WorkerSession, type Channel } from '../../../shared/export/channel';
import { currentTimeZone } from '../../../shared/export/dates';
import { ExportError } from '../../../shared/export/types';
import { TICKET_PDF_ZIP_NAME, ticketPdfFileName } from './fileNames';
import { createTicketPdfHost, type MainToPdfWorker, type PdfWorkerToMain, type TicketPdfProgress } from './protocol';
import type { TicketPdfInput, TicketPdfLabels } from './types';

/** Tickets whose data is fetched ahead of the one being drawn, so the network and the worker overlap. */
export const TICKET_PDF_LOAD_AHEAD = 3;

export interface TicketPdfRequest {
  ticketIds: readonly number[];
  /** 'pdf': the one ticket's PDF; 'zip': Detalle_de_tickets.zip with one PDF per ticket. */
  output: 'pdf' | 'zip';
  labels: TicketPdfLabels;
  /** One ticket's PDF data (loadTicketPdfInput.ts against the services). */
  load: (ticketId: number, signal: AbortSignal) => Promise<TicketPdfInput>;
  /** The day in the file names and the generation time; now by default. */
  date?: Date;
  /** Zone to show dates in; luxon's default zone (the page's) by default. */
  timeZone?: string;
}

export interface TicketPdfRunOptions {
  onProgress?: (progress: TicketPdfProgress) => void;
  signal?: AbortSignal;
}

export interface TicketPdfResult {
  blob: Blob;
  fileName: string;
  count: number;
}

/** A ticket whose data could not be loaded: the screen names it and reads `reason` (an ApiError). */
export class TicketPdfLoadError extends ExportError {
  readonly ticketId: number;
  readonly reason: unknown;
  constructor(ticketId: number, reason: unknown) {
    super('failed', reason instanceof Error ? reason.message : `Ticket ${ticketId} could not be loaded`);
    this.name = 'TicketPdfLoadError';
    this.ticketId = ticketId;
    this.reason = reason;
  }
}

function openPdfChannel(): Promise<Channel<MainToPdfWorker, PdfWorkerToMain> | null> {
  return workerChannel<MainToPdfWorker, TicketPdfProgress>(async () => (await import('./spawnWorker')).spawnTicketPdfWorker());
}

/** The image buffers of an input, handed over to the worker instead of copied. */
function transferablesOf(input: TicketPdfInput): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const image of [input.logo, ...input.evidence]) {
    if (image && image.bytes.buffer instanceof ArrayBuffer) buffers.add(image.bytes.buffer);
  }
  return [...buffers];
}

/**
 * Builds one ticket's PDF, or the massive Detalle_de_tickets.zip (spec 000 sections 2, 7 and 9), in
 * a Web Worker (in-process where there is none: jest, the bench). The page loads each ticket's data
 * (a few tickets ahead) and posts it; the worker draws the PDF with the one layout of
 * planTicketPdf.ts, adds it to the zip and acknowledges, which is the 'n de N' counter. The page's
 * tasks stay short: requests, and posting data whose images are transferred, not copied.
 *
 * Rejects with ExportError: 'noData' (no tickets), 'cancelled' (the signal aborted), 'failed'
 * (a TicketPdfLoadError when a ticket's data could not be loaded).
 */
export async function startTicketPdf(request: TicketPdfRequest, options: TicketPdfRunOptions = {}): Promise<TicketPdfResult> {
  const { signal, onProgress } = options;
  const ids = request.output === 'pdf' ? request.ticketIds.slice(0, 1) : [...request.ticketIds];
  if (ids.length === 0) throw new ExportError('noData');
  if (signal?.aborted) throw new ExportError('cancelled');

  const date = request.date ?? new Date();
  const fileName = request.output === 'zip' ? TICKET_PDF_ZIP_NAME : ticketPdfFileName(ids[0]!, date);
  const channel = (await openPdfChannel()) ?? inProcessChannel<MainToPdfWorker, PdfWorkerToMain>(createTicketPdfHost, { type: 'cancel' });
  const session = new WorkerSession<TicketPdfProgress>(channel, onProgress);
  const loads = new AbortController();
  const onAbort = () => {
    channel.post({ type: 'cancel' });
    loads.abort();
    session.fail(new ExportError('cancelled'));
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  const pending = new Map<number, Promise<TicketPdfInput>>();
  const loadAt = (index: number) => {
    const ticketId = ids[index];
    if (ticketId === undefined || pending.has(index)) return;
    const promise = request.load(ticketId, loads.signal).catch((reason: unknown) => {
      throw reason instanceof ExportError ? reason : new TicketPdfLoadError(ticketId, reason);
    });
    promise.catch(() => undefined);
    pending.set(index, promise);
  };

  try {
    channel.post({
      type: 'start',
      job: {
        output: request.output,
        fileName,
        total: ids.length,
        options: { labels: request.labels, timeZone: request.timeZone ?? currentTimeZone(), generatedAt: date.toISOString().slice(0, 19) },
      },
    });
    for (let index = 0; index < ids.length; index++) {
      for (let ahead = index; ahead <= index + TICKET_PDF_LOAD_AHEAD; ahead++) loadAt(ahead);
      const input = await session.race(pending.get(index)!);
      pending.delete(index);
      const seq = index + 1;
      const acked = session.ack(seq);
      channel.post({ type: 'ticket', seq, input, fileName: ticketPdfFileName(ids[index]!, date) }, transferablesOf(input));
      await acked;
    }
    channel.post({ type: 'end' });
    const result = await session.result;
    return { ...result, count: ids.length };
  } catch (error) {
    const failure = toExportError(error);
    session.fail(failure);
    throw failure;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    loads.abort();
    channel.close();
  }
}
