// The export worker (bundled by webpack 5 from `new Worker(new URL('./export.worker.ts', import.meta.url))`
// in spawnWorker.ts). All the logic is in protocol.ts, which also runs in-process.
import { createExportHost, type MainToWorker, type WorkerToMain } from './protocol';

interface DedicatedWorkerScope {
  onmessage: ((event: MessageEvent<MainToWorker>) => void) | null;
  postMessage(message: WorkerToMain): void;
}

const scope = self as unknown as DedicatedWorkerScope;
const host = createExportHost((message) => scope.postMessage(message));
scope.onmessage = (event) => host(event.data);
