import { extensionOf } from '../files/fileSignature';
import { defineWorkerTask } from '../workers/runInWorker';
import type { WorkerTask } from '../workers/exposeTask';
import type { SheetCheckPart } from './readAndCheck';
import type { SheetCheck } from './sheetCheck';

type Task<Row, Issue> = WorkerTask<Blob, SheetCheck<Row, Issue>, SheetCheckPart<Row, Issue>>;

interface Definition<Row, Issue> {
  /** Starts the screen's worker (its own module with `new Worker(new URL(...))`; see spawnXlsxReaderWorker.ts). */
  spawn: () => Promise<Worker>;
  /** The same read and check (readAndCheck) for where there is no Worker at all (jest, node). */
  load: () => Promise<Task<Row, Issue>>;
  maxFileBytes: number;
}

/**
 * A screen's upload check: a file must be chosen, be an .xlsx within the size limit, then it is read and
 * checked in the screen's worker, its rows or issues arriving in parts. A worker that cannot start or dies
 * refuses the file (workerUnavailable): in a browser a hostile file is never parsed on the page.
 */
export function defineSheetCheck<Row, Issue>({ spawn, load, maxFileBytes }: Definition<Row, Issue>) {
  const unavailable: SheetCheck<Row, Issue> = { ok: false, fileError: 'workerUnavailable' };
  const worker = defineWorkerTask<Blob, SheetCheck<Row, Issue>, SheetCheckPart<Row, Issue>>({
    spawn,
    load: async () => (typeof Worker === 'function' ? async () => unavailable : load()),
  });
  return async (file: File | null | undefined): Promise<SheetCheck<Row, Issue>> => {
    if (!file) return { ok: false, fileError: 'noFile' };
    if (extensionOf(file.name) !== 'xlsx') return { ok: false, fileError: 'unsupportedFormat' };
    if (file.size > maxFileBytes) return { ok: false, fileError: 'tooLarge' };
    const rows: Row[] = [];
    const issues: Issue[] = [];
    const onProgress = (part: SheetCheckPart<Row, Issue>) => {
      if ('rows' in part) rows.push(...part.rows);
      else issues.push(...part.issues);
    };
    try {
      const checked = await worker.run(file, { onProgress });
      if (checked.ok) return { ok: true, rows };
      return checked.fileError ? checked : { ok: false, fileError: null, issues };
    } catch {
      return unavailable;
    }
  };
}
