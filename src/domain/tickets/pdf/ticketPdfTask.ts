import { ExportError } from '../../../shared/export/types';
import type { TaskContext } from '../../../shared/workers/exposeTask';
import type { TicketPdfEntry, TicketPdfJob, TicketPdfProgress } from './protocol';

interface JSZipLike {
  file(name: string, data: Uint8Array, options: { binary: true }): unknown;
  generateAsync(options: { type: 'blob'; compression: 'STORE'; mimeType: string }, onUpdate: (meta: { percent: number }) => void): Promise<Blob>;
}

/**
 * The ticket PDF task (ticketPdf.worker.ts, or the page where there is no worker). Each ticket the
 * page streams is laid out and drawn (renderTicketPdf.ts, loaded here so the page's bundle never
 * carries jspdf or jszip) and added to the zip, which is the 'n de N' counter; then the PDF or the
 * zip (STORE: the PDFs' streams and JPEGs are compressed already).
 */
export async function ticketPdfTask(job: TicketPdfJob, { next, onProgress }: TaskContext<TicketPdfProgress, TicketPdfEntry>): Promise<{ blob: Blob; fileName: string }> {
  const zip = job.output === 'zip' ? (new (await import('jszip')).default() as unknown as JSZipLike) : null;
  const { ticketPdfBytes } = await import('./renderTicketPdf');
  let single: Uint8Array | null = null;
  let built = 0;
  for (let entry = await next(); entry; entry = await next()) {
    const bytes = ticketPdfBytes(entry.input, job.options);
    if (zip) zip.file(entry.fileName, bytes, { binary: true });
    else single = bytes;
    built += 1;
    onProgress({ phase: 'building', done: built, total: job.total });
  }
  let blob: Blob;
  if (zip) {
    blob = await zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' }, ({ percent }) =>
      onProgress({ phase: 'zipping', done: Math.round(percent), total: job.total }),
    );
  } else if (single) {
    blob = new Blob([single as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  } else {
    throw new ExportError('noData');
  }
  return { blob, fileName: job.fileName };
}
