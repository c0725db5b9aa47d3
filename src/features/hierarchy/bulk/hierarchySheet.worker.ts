// The bulk hierarchy update's worker (bundled by webpack 5 from spawnHierarchySheetWorker.ts): reading the
// upload and checking its rows off the page.
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { exposeTask } from '../../../shared/workers/exposeTask';
import { checkHierarchyTemplate } from './hierarchyTemplate';

exposeTask(readAndCheck(checkHierarchyTemplate));
