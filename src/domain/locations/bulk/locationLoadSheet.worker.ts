// The location bulk load's worker (bundled by webpack 5 from spawnLocationSheetWorker.ts): reading the upload and
// checking up to 10,000 rows off the page.
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { exposeTask } from '../../../shared/workers/exposeTask';
import { checkLocationSheet, LOCATION_READ_LIMITS } from './locationSheet';

exposeTask(readAndCheck(checkLocationSheet('load'), LOCATION_READ_LIMITS));
