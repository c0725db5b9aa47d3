// The location bulk deactivation's worker (bundled by webpack 5 from spawnLocationSheetWorker.ts): reading the
// upload and checking its rows off the page.
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { exposeTask } from '../../../shared/workers/exposeTask';
import { checkLocationSheet, LOCATION_READ_LIMITS } from './locationSheet';

exposeTask(readAndCheck(checkLocationSheet('deactivate'), LOCATION_READ_LIMITS));
