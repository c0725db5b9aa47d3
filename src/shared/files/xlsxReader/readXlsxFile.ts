import type { XlsxReadReply } from './protocol';
import { answerRead } from './readUpload';

async function inWorker(file: Blob): Promise<XlsxReadReply> {
  const { spawnXlsxReaderWorker } = await import('./spawnXlsxReaderWorker');
  const worker = spawnXlsxReaderWorker();
  try {
    return await new Promise<XlsxReadReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<XlsxReadReply>) => resolve(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || 'The spreadsheet worker failed'));
      };
      worker.postMessage({ file });
    });
  } finally {
    worker.terminate();
  }
}

/**
 * Reads an uploaded .xlsx (readXlsx) in a Web Worker, so a large or hostile file never freezes the
 * page; without Worker (jest) or when it cannot start, the same steps run on the page.
 */
export async function readXlsxFile(file: Blob): Promise<XlsxReadReply> {
  if (typeof Worker === 'function') {
    try {
      return await inWorker(file);
    } catch {
      // The worker could not run (blocked, out of memory): the page does the work itself.
    }
  }
  return answerRead(file);
}
