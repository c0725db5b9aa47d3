import type { ExportJob, ExportRow } from '../types';

/** What buildExport hands a writer. */
export interface WriterContext {
  job: ExportJob;
  /**
   * The rows in order, chunk by chunk as the page hands them over: CSV and Excel write each chunk as it
   * arrives, so writing overlaps fetching the next pages.
   */
  chunks: AsyncIterable<readonly ExportRow[]>;
  /**
   * Reports `done` rows written, throws ExportError('cancelled') once the export is cancelled, and yields to the event loop when the time slice is spent. Call it every few hundred rows.
   */
  tick(done: number): Promise<void>;
}

export type Writer = (context: WriterContext) => Promise<Blob>;

/** Rows between two ticks. */
export const TICK_ROWS = 500;

/** The rows in order, in slices of at most TICK_ROWS (a tick after each). */
export async function* slices(chunks: AsyncIterable<readonly ExportRow[]>): AsyncGenerator<readonly ExportRow[]> {
  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length; start += TICK_ROWS) yield chunk.length <= TICK_ROWS ? chunk : chunk.slice(start, start + TICK_ROWS);
  }
}

/** Rows already in hand, as the one chunk a writer reads. */
export async function* inOneChunk(rows: readonly ExportRow[]): AsyncGenerator<readonly ExportRow[]> {
  yield rows;
}
