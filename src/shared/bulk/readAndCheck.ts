import { readBytes } from '../files/readBytes';
import { readXlsx } from '../files/xlsxReader/readXlsx';
import { XlsxReadError, type XlsxReadLimits } from '../files/xlsxReader/types';
import { LIMITS } from '../validation/limits';
import type { WorkerTask } from '../workers/exposeTask';
import type { SheetCheck, SheetChecker } from './sheetCheck';

/**
 * The worker's job for one screen: read the upload with the safe reader and check every row there, so
 * neither the unzip nor the 10,000-row check runs on the page; only the answer crosses back.
 */
export function readAndCheck<Row, Issue>(check: SheetChecker<Row, Issue>, limits: XlsxReadLimits = LIMITS.bulkLoad): WorkerTask<Blob, SheetCheck<Row, Issue>> {
  return async (file) => {
    try {
      return check(await readXlsx(await readBytes(file), limits));
    } catch (error) {
      return { ok: false, fileError: error instanceof XlsxReadError ? error.code : 'unprocessable' };
    }
  };
}
