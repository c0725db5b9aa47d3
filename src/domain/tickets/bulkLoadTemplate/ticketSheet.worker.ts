// The ticket bulk load's worker (bundled by webpack 5 from spawnTicketSheetWorker.ts): reading the upload and
// checking up to LIMITS.bulkLoad.maxRows rows off the page. "Today" of a scheduled start is the browser's zone, here as on the page.
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { exposeTask } from '../../../shared/workers/exposeTask';
import { validateTemplate } from './validateTemplate';

exposeTask(readAndCheck((sheet) => validateTemplate(sheet)));
