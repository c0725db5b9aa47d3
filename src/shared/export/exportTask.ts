import type { TaskContext } from '../workers/exposeTask';
import { buildExportFile } from './buildExport';
import type { ExportJob, ExportProgress, ExportRow } from './types';

/** Progress at most this often (ms), plus the last one. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * The export's task (export.worker.ts, or the page where there is no worker): writes the rows the page
 * streams in chunks as they arrive, asking for the next chunk before writing this one, so the page
 * fetches and clones while the worker writes. Writing progress is reported once the last chunk is in
 * (until then the page reports collecting).
 */
export async function exportTask(job: ExportJob, { next, onProgress, signal }: TaskContext<ExportProgress, ExportRow[]>): Promise<{ blob: Blob; fileName: string }> {
  let received = 0;
  let collected = false;
  // The first chunk is asked for at once: the page hands it over while the writer's code loads.
  let pending = next();
  pending.catch(() => undefined);
  async function* arriving() {
    for (;;) {
      const chunk = await pending;
      if (!chunk) break;
      received += chunk.length;
      pending = next();
      // Awaited in its turn; a failure while this chunk is written must not count as unhandled.
      pending.catch(() => undefined);
      yield chunk;
    }
    collected = true;
  }
  let lastProgressAt = 0;
  let shown = -1;
  const show = (done: number) => {
    shown = done;
    onProgress({ phase: 'writing', done, total: received });
  };
  const blob = await buildExportFile(job, arriving(), {
    isCancelled: () => signal.aborted,
    onProgress: (done) => {
      const now = Date.now();
      if (!collected || (done < received && now - lastProgressAt < PROGRESS_INTERVAL_MS)) return;
      lastProgressAt = now;
      show(done);
    },
  });
  if (shown !== received) show(received);
  return { blob, fileName: job.fileName };
}
