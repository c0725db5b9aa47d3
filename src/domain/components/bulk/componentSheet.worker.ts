// The component bulk screens' worker (bundled by webpack 5 from spawnComponentSheetWorker.ts): reading the
// upload and checking up to 10,000 rows off the page.
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { exposeTask } from '../../../shared/workers/exposeTask';
import { checkComponentSheet, COMPONENT_READ_LIMITS } from './componentSheet';

exposeTask(readAndCheck(checkComponentSheet, COMPONENT_READ_LIMITS));
