import type { WorkerReply } from '../../../shared/export/channel';
import { ExportError } from '../../../shared/export/types';
import type { TicketPdfInput, TicketPdfOptions } from './types';

/** What the page asks of the ticket PDF worker. */
export interface TicketPdfJob {
  /** 'pdf': one ticket's PDF file; 'zip': one PDF per ticket in a zip. */
  output: 'pdf' | 'zip';
  fileName: string;
  /** Tickets announced, for the 'n de N' counter. */
  total: number;
  options: TicketPdfOptions;
}

export type TicketPdfPhase = 'building' | 'zipping';

export interface TicketPdfProgress {
  phase: TicketPdfPhase;
  /** PDFs built so far (building) or the zip's percent (zipping). */
  done: number;
  total: number;
}

export type MainToPdfWorker =
  | { type: 'start'; job: TicketPdfJob }
  | { type: 'ticket'; seq: number; input: TicketPdfInput; fileName: string }
  | { type: 'end' }
  | { type: 'cancel' };

export type PdfWorkerToMain = WorkerReply<TicketPdfProgress>;

interface JSZipLike {
  file(name: string, data: Uint8Array, options: { binary: true }): unknown;
  generateAsync(options: { type: 'blob'; compression: 'STORE'; mimeType: string }, onUpdate: (meta: { percent: number }) => void): Promise<Blob>;
}

/**
 * The worker's side of a ticket PDF job, independent of the worker so it runs the same in-process
 * (jest, the bench, browsers without workers). Each 'ticket' is laid out and drawn (renderTicketPdf.ts,
 * loaded on first use so the page's bundle never carries jspdf or jszip), added to the zip, and
 * acknowledged with the count so far; 'end' answers 'done' with the PDF or the zip (STORE: the PDFs'
 * streams and JPEGs are compressed already). Messages are handled one after another.
 */
export function createTicketPdfHost(post: (message: PdfWorkerToMain) => void): (message: MainToPdfWorker) => void {
  let job: TicketPdfJob | null = null;
  let zip: JSZipLike | null = null;
  let single: Uint8Array | null = null;
  let built = 0;
  let cancelled = false;
  let failed = false;
  let queue = Promise.resolve();

  const fail = (error: unknown) => {
    failed = true;
    zip = null;
    single = null;
    const code = error instanceof ExportError ? error.code : 'failed';
    post({ type: 'error', code, message: error instanceof Error ? error.message : String(error) });
  };

  const handle = async (message: Exclude<MainToPdfWorker, { type: 'cancel' }>) => {
    if (cancelled || failed) return;
    switch (message.type) {
      case 'start':
        job = message.job;
        built = 0;
        single = null;
        zip = job.output === 'zip' ? (new (await import('jszip')).default() as unknown as JSZipLike) : null;
        break;
      case 'ticket': {
        if (!job) throw new ExportError('failed', 'No ticket PDF job was started');
        const { ticketPdfBytes } = await import('./renderTicketPdf');
        const bytes = ticketPdfBytes(message.input, job.options);
        if (zip) zip.file(message.fileName, bytes, { binary: true });
        else single = bytes;
        built += 1;
        post({ type: 'progress', progress: { phase: 'building', done: built, total: job.total } });
        post({ type: 'ack', seq: message.seq, received: built });
        break;
      }
      case 'end': {
        if (!job) throw new ExportError('failed', 'No ticket PDF job was started');
        let blob: Blob;
        if (zip) {
          const total = job.total;
          blob = await zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' }, ({ percent }) =>
            post({ type: 'progress', progress: { phase: 'zipping', done: Math.round(percent), total } }),
          );
        } else if (single) {
          blob = new Blob([single as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
        } else {
          throw new ExportError('noData');
        }
        zip = null;
        single = null;
        if (cancelled) return;
        post({ type: 'done', blob, fileName: job.fileName });
        break;
      }
    }
  };

  return (message) => {
    if (message.type === 'cancel') {
      cancelled = true;
      zip = null;
      single = null;
      return;
    }
    queue = queue.then(() => handle(message)).catch(fail);
  };
}
