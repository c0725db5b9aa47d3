// The upload reader's worker (bundled by webpack 5 from `new Worker(new URL('./xlsxReader.worker.ts',
// import.meta.url))` in spawnXlsxReaderWorker.ts): unzipping and scanning a 5,000-row sheet off the page.
import type { XlsxReadReply, XlsxReadRequest } from './protocol';
import { answerRead } from './readUpload';

interface DedicatedWorkerScope {
  onmessage: ((event: MessageEvent<XlsxReadRequest>) => void) | null;
  postMessage(message: XlsxReadReply): void;
}

const scope = self as unknown as DedicatedWorkerScope;
scope.onmessage = (event) => {
  void answerRead(event.data.file).then((reply) => scope.postMessage(reply));
};
