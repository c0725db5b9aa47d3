import { createSlicer } from './slicing';
import { ExportError, type ExportJob, type ExportRow } from './types';
import { inOneChunk, type Writer, type WriterContext } from './writers/context';

export interface BuildHooks {
  /** Rows written so far. */
  onProgress?: (done: number) => void;
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

/**
 * Builds the file from the rows, or from chunks of them as they arrive (the export task writes while the
 * page still fetches). Runs inside the export worker, or in-process where there is no Worker.
 */
export async function buildExportFile(job: ExportJob, rows: readonly ExportRow[] | AsyncIterable<readonly ExportRow[]>, hooks: BuildHooks = {}): Promise<Blob> {
  const slicer = createSlicer();
  const context: WriterContext = {
    job,
    chunks: Symbol.asyncIterator in rows ? rows : inOneChunk(rows),
    tick: async (done) => {
      if (hooks.isCancelled?.()) throw new ExportError('cancelled');
      hooks.onProgress?.(done);
      await slicer.pause();
      if (hooks.isCancelled?.()) throw new ExportError('cancelled');
    },
  };
  const writer = await loadWriter(job.format);
  return writer(context);
}
