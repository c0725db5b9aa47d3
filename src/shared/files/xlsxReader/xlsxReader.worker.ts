// The upload reader's worker (bundled by webpack 5 from `new Worker(new URL('./xlsxReader.worker.ts',
// import.meta.url))` in spawnXlsxReaderWorker.ts): unzipping and scanning a 5,000-row sheet off the page.
import { exposeTask } from '../../workers/exposeTask';
import { answerRead } from './readUpload';

exposeTask(answerRead);
