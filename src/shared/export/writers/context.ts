import type { ExportJob, ExportRow } from '../types';

/** What buildExport hands a writer. */
export interface WriterContext {
  job: ExportJob;
  rows: readonly ExportRow[];
  /**
   * Reports `done` rows written, throws ExportError('cancelled') once the export is cancelled, and
   * yields to the event loop when the time slice is spent. Call it every few hundred rows.
   */
  tick(done: number): Promise<void>;
  /** The same without yielding, for synchronous library callbacks (the PDF table's hooks). */
  tickSync(done: number): void;
}

export type Writer = (context: WriterContext) => Promise<Blob>;

/** Rows between two ticks. */
export const TICK_ROWS = 500;
