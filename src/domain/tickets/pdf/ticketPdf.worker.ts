// The ticket PDF worker (bundled by webpack 5 from spawnWorker.ts). All the logic is in protocol.ts,
// which also runs in-process.
import { createTicketPdfHost, type MainToPdfWorker, type PdfWorkerToMain } from './protocol';

interface DedicatedWorkerScope {
  onmessage: ((event: MessageEvent<MainToPdfWorker>) => void) | null;
  postMessage(message: PdfWorkerToMain): void;
}

const scope = self as unknown as DedicatedWorkerScope;
const host = createTicketPdfHost((message) => scope.postMessage(message));
scope.onmessage = (event) => host(event.data);
