import { buildExportFile } from './buildExport';
import type { WorkerReply } from './channel';
import { ExportError, type ExportErrorCode, type ExportJob, type ExportProgress, type ExportRow } from './types';

/** Messages from the page to the export worker. */
export type MainToWorker =
  | { type: 'start'; job: ExportJob }
  | { type: 'rows'; seq: number; rows: ExportRow[] }
  | { type: 'end' }
  | { type: 'cancel' };

/** Messages from the export worker to the page. */
export type WorkerToMain = WorkerReply<ExportProgress>;

/** Progress messages at most this often (ms), plus the last one. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * The worker's side of an export, independent of the worker itself so it runs the same in-process
 * (jest, node, browsers without workers): collects the rows the page sends in chunks (acknowledging
 * each, so the page sends the next one only then), builds the file on 'end', answers 'done' with
 * the Blob or 'error'. 'cancel' stops the build at its next tick.
 */
export function createExportHost(post: (message: WorkerToMain) => void): (message: MainToWorker) => void {
  let job: ExportJob | null = null;
  let rows: ExportRow[] = [];
  let cancelled = false;
  let lastProgressAt = 0;

  const build = async (current: ExportJob) => {
    try {
      const blob = await buildExportFile(current, rows, {
        isCancelled: () => cancelled,
        onProgress: (done, total) => {
          const now = Date.now();
          if (done < total && now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
          lastProgressAt = now;
          post({ type: 'progress', progress: { phase: 'writing', done, total } });
        },
      });
      rows = [];
      if (cancelled) throw new ExportError('cancelled');
      post({ type: 'done', blob, fileName: current.fileName });
    } catch (error) {
      rows = [];
      const code: ExportErrorCode = error instanceof ExportError ? error.code : 'failed';
      post({ type: 'error', code, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (message) => {
    switch (message.type) {
      case 'start':
        job = message.job;
        rows = [];
        cancelled = false;
        break;
      case 'rows':
        for (const row of message.rows) rows.push(row);
        post({ type: 'ack', seq: message.seq, received: rows.length });
        break;
      case 'end':
        if (job) void build(job);
        else post({ type: 'error', code: 'failed', message: 'No export was started' });
        break;
      case 'cancel':
        cancelled = true;
        break;
    }
  };
}
