import type { TaskContext } from '../workers/exposeTask';
import { buildExportFile } from './buildExport';
import type { ExportJob, ExportProgress, ExportRow } from './types';

/** Progress at most this often (ms), plus the last one. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * The export's task (export.worker.ts, or the page where there is no worker): takes the rows the page
 * streams in chunks, then writes the file.
 */
export async function exportTask(job: ExportJob, { next, onProgress, signal }: TaskContext<ExportProgress, ExportRow[]>): Promise<{ blob: Blob; fileName: string }> {
  const rows: ExportRow[] = [];
  for (let chunk = await next(); chunk; chunk = await next()) {
    for (const row of chunk) rows.push(row);
  }
  let lastProgressAt = 0;
  const blob = await buildExportFile(job, rows, {
    isCancelled: () => signal.aborted,
    onProgress: (done, total) => {
      const now = Date.now();
      if (done < total && now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
      lastProgressAt = now;
      onProgress({ phase: 'writing', done, total });
    },
  });
  return { blob, fileName: job.fileName };
}
