import { readBytes } from '../files/readBytes';
import { readXlsx } from '../files/xlsxReader/readXlsx';
import { XlsxReadError, type XlsxReadLimits } from '../files/xlsxReader/types';
import { LIMITS } from '../validation/limits';
import type { WorkerTask } from '../workers/exposeTask';
import type { SheetCheck, SheetChecker } from './sheetCheck';

/** A part of the answer: rows or issues, a slice at a time. */
export type SheetCheckPart<Row, Issue> = { rows: Row[] } | { issues: Issue[] };

/**
 * Rows or issues per message. The page rebuilds each message it receives in one task: 10,000 rows of 19
 * texts in one message took about 37 ms of CPU there (npm run bench -- bulk-check); a tenth of that is small.
 */
export const PART_SIZE = 1000;

/**
 * The worker's job for one screen: read the upload with the safe reader and check every row there, so
 * neither the unzip nor the 10,000-row check runs on the page. The rows (or issues) go back in parts
 * (onProgress), each acknowledged before the next, and the final answer carries empty lists.
 */
export function readAndCheck<Row, Issue>(
  check: SheetChecker<Row, Issue>,
  limits: XlsxReadLimits = LIMITS.bulkLoad,
): WorkerTask<Blob, SheetCheck<Row, Issue>, SheetCheckPart<Row, Issue>> {
  return async (file, { onProgress }) => {
    let checked: SheetCheck<Row, Issue>;
    try {
      checked = check(await readXlsx(await readBytes(file), limits));
    } catch (error) {
      return { ok: false, fileError: error instanceof XlsxReadError ? error.code : 'unprocessable' };
    }
    if (!checked.ok && checked.fileError) return checked;
    const list: (Row | Issue)[] = checked.ok ? checked.rows : checked.issues;
    for (let start = 0; start < list.length; start += PART_SIZE) {
      const slice = list.slice(start, start + PART_SIZE);
      // Through comlink the call answers once the page has the part, so parts and answer arrive in order.
      await Promise.resolve(onProgress(checked.ok ? { rows: slice as Row[] } : { issues: slice as Issue[] }));
    }
    return checked.ok ? { ok: true, rows: [] } : { ok: false, fileError: null, issues: [] };
  };
}
