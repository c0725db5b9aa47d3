// The export worker (bundled by webpack 5 from spawnWorker.ts).
import { exposeTask } from '../workers/exposeTask';
import { exportTask } from './exportTask';

exposeTask(exportTask);
