import { defineWorkerTask } from '../../workers/runInWorker';
import type { XlsxReadReply } from './protocol';
import { answerRead } from './readUpload';

const xlsxReaderWorker = defineWorkerTask<Blob, XlsxReadReply>({
  spawn: async () => (await import('./spawnXlsxReaderWorker')).spawnXlsxReaderWorker(),
  load: async () => answerRead,
  // A worker that could not run (blocked, out of memory): the page does the work itself.
  inPageOnFailure: true,
});

/**
 * Reads an uploaded .xlsx (readXlsx) in a Web Worker, so a large or hostile file never freezes the
 * page; without Worker (jest) or when it cannot start, the same steps run on the page.
 */
export function readXlsxFile(file: Blob): Promise<XlsxReadReply> {
  return xlsxReaderWorker.run(file);
}
