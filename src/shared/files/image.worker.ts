// The image worker (bundled by webpack 5 from `new Worker(new URL('./image.worker.ts', import.meta.url))`
// in spawnImageWorker.ts): prepareImage with the OffscreenCanvas codec, off the page's thread.
import { canvasCodec } from './canvasCodec';
import type { ImageReply, ImageRequest } from './imageWorkerProtocol';
import { prepareImage } from './prepareImage';

interface DedicatedWorkerScope {
  onmessage: ((event: MessageEvent<ImageRequest>) => void) | null;
  postMessage(message: ImageReply): void;
}

const scope = self as unknown as DedicatedWorkerScope;
scope.onmessage = (event) => {
  prepareImage(event.data.image, event.data.fileName, canvasCodec).then(
    (outcome) => scope.postMessage({ type: 'done', outcome }),
    (error: unknown) => scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};
