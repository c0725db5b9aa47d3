import { defineWorkerTask } from '../../workers/runInWorker';
import type { XlsxReadReply } from './protocol';
import { answerRead } from './readUpload';

/** The answer when the browser has workers but the reader's cannot start or dies while reading. */
const WORKER_UNAVAILABLE: XlsxReadReply = { type: 'failed', code: 'workerUnavailable', message: 'the reader worker could not run' };

const xlsxReaderWorker = defineWorkerTask<Blob, XlsxReadReply>({
  spawn: async () => (await import('./spawnXlsxReaderWorker')).spawnXlsxReaderWorker(),
  // The page reads only where there is no Worker at all (jest, node). In a browser a worker that cannot
  // start (blocked, out of memory) means a refusal: a hostile file must never be parsed on the page.
  load: async () => (typeof Worker === 'function' ? async () => WORKER_UNAVAILABLE : answerRead),
});

/**
 * Reads an uploaded .xlsx (readXlsx) in a Web Worker, so a large or hostile file never freezes the
 * page; a worker that fails refuses the file (workerUnavailable) instead of reading it on the page.
 */
export async function readXlsxFile(file: Blob): Promise<XlsxReadReply> {
  try {
    return await xlsxReaderWorker.run(file);
  } catch {
    return WORKER_UNAVAILABLE;
  }
}
