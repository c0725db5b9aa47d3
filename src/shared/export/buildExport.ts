import { createSlicer } from './slicing';
import { ExportError, type ExportJob, type ExportRow } from './types';
import type { Writer, WriterContext } from './writers/context';

export interface BuildHooks {
  /** Rows written so far. */
  onProgress?: (done: number, total: number) => void;
  isCancelled?: () => boolean;
}

/** Writers load on demand: a CSV export never downloads jszip or jspdf. */
async function loadWriter(format: ExportJob['format']): Promise<Writer> {
  switch (format) {
    case 'csv':
      return (await import('./writers/csv')).writeCsv;
    case 'xlsx':
      return (await import('./writers/xlsx')).writeXlsx;
    case 'pdf':
      return (await import('./writers/pdf')).writePdf;
    default:
      throw new ExportError('failed', `Unknown export format: ${String(format)}`);
  }
}

/** Builds the file. Runs inside the export worker, or in-process where there is no Worker. */
export async function buildExportFile(job: ExportJob, rows: readonly ExportRow[], hooks: BuildHooks = {}): Promise<Blob> {
  const slicer = createSlicer();
  const total = rows.length;
  const tickSync = (done: number) => {
    if (hooks.isCancelled?.()) throw new ExportError('cancelled');
    hooks.onProgress?.(done, total);
  };
  const context: WriterContext = {
    job,
    rows,
    tickSync,
    tick: async (done) => {
      tickSync(done);
      await slicer.pause();
      if (hooks.isCancelled?.()) throw new ExportError('cancelled');
    },
  };
  const writer = await loadWriter(job.format);
  return writer(context);
}
