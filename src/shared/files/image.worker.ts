// The image worker (bundled by webpack 5 from spawnImageWorker.ts): prepareImage with the
// OffscreenCanvas codec, off the page's thread.
import { exposeTask } from '../workers/exposeTask';
import { prepareImageTask } from './imageTask';

exposeTask(prepareImageTask);
