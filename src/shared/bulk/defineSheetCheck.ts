import { extensionOf } from '../files/fileSignature';
import { defineWorkerTask } from '../workers/runInWorker';
import type { WorkerTask } from '../workers/exposeTask';
import type { SheetCheck } from './sheetCheck';

interface Definition<Row, Issue> {
  /** Starts the screen's worker (its own module with `new Worker(new URL(...))`; see spawnXlsxReaderWorker.ts). */
  spawn: () => Promise<Worker>;
  /** The same read and check for where there is no Worker at all (jest, node). */
  load: () => Promise<WorkerTask<Blob, SheetCheck<Row, Issue>>>;
  maxFileBytes: number;
}

/**
 * A screen's upload check: a file must be chosen, be an .xlsx within the size limit, then it is read and
 * checked in the screen's worker. A worker that cannot start or dies refuses the file (workerUnavailable):
 * in a browser a hostile file is never parsed on the page.
 */
export function defineSheetCheck<Row, Issue>({ spawn, load, maxFileBytes }: Definition<Row, Issue>) {
  const unavailable: SheetCheck<Row, Issue> = { ok: false, fileError: 'workerUnavailable' };
  const worker = defineWorkerTask<Blob, SheetCheck<Row, Issue>>({
    spawn,
    load: async () => (typeof Worker === 'function' ? async () => unavailable : load()),
  });
  return async (file: File | null | undefined): Promise<SheetCheck<Row, Issue>> => {
    if (!file) return { ok: false, fileError: 'noFile' };
    if (extensionOf(file.name) !== 'xlsx') return { ok: false, fileError: 'unsupportedFormat' };
    if (file.size > maxFileBytes) return { ok: false, fileError: 'tooLarge' };
    try {
      return await worker.run(file);
    } catch {
      return unavailable;
    }
  };
}
