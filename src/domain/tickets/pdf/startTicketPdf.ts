import { currentTimeZone } from '../../../shared/export/dates';
import { toExportError } from '../../../shared/export/toExportError';
import { ExportError } from '../../../shared/export/types';
import { defineWorkerTask, transfer } from '../../../shared/workers/runInWorker';
import { TICKET_PDF_ZIP_NAME, ticketPdfFileName } from './fileNames';
import type { TicketPdfEntry, TicketPdfJob, TicketPdfProgress } from './protocol';
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

const ticketPdfWorker = defineWorkerTask<TicketPdfJob, { blob: Blob; fileName: string }, TicketPdfProgress, TicketPdfEntry>({
  spawn: async () => (await import('./spawnWorker')).spawnTicketPdfWorker(),
  load: async () => (await import('./ticketPdfTask')).ticketPdfTask,
});

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
 * a Web Worker (in the page where there is none: jest, the bench). The page loads each ticket's data
 * (a few tickets ahead) and hands it over when the worker asks for the next; the worker draws the PDF
 * with the one layout of planTicketPdf.ts and adds it to the zip, which is the 'n de N' counter. The
 * page's tasks stay short: requests, and handing over data whose images are transferred, not copied.
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
  const loads = new AbortController();
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
  async function* entries() {
    for (let index = 0; index < ids.length; index++) {
      for (let ahead = index; ahead <= index + TICKET_PDF_LOAD_AHEAD; ahead++) loadAt(ahead);
      const input = await pending.get(index)!;
      pending.delete(index);
      yield transfer<TicketPdfEntry>({ input, fileName: ticketPdfFileName(ids[index]!, date) }, transferablesOf(input));
    }
  }

  try {
    const job: TicketPdfJob = {
      output: request.output,
      fileName,
      total: ids.length,
      options: { labels: request.labels, timeZone: request.timeZone ?? currentTimeZone(), generatedAt: date.toISOString().slice(0, 19) },
    };
    const result = await ticketPdfWorker.run(job, { chunks: entries(), onProgress, signal });
    return { ...result, count: ids.length };
  } catch (error) {
    throw toExportError(error);
  } finally {
    loads.abort();
  }
}
