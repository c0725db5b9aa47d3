import { canvasCodec } from './canvasCodec';
import type { ImageReply, ImageRequest } from './imageWorkerProtocol';
import { prepareImage, type ImageOutcome } from './prepareImage';

/** A worker can decode and draw only where OffscreenCanvas has a 2D context and JPEG output. */
function workerCanDraw(): boolean {
  try {
    return (
      typeof Worker === 'function' &&
      typeof createImageBitmap === 'function' &&
      typeof OffscreenCanvas === 'function' &&
      typeof OffscreenCanvas.prototype.convertToBlob === 'function' &&
      new OffscreenCanvas(1, 1).getContext('2d') !== null
    );
  } catch {
    return false;
  }
}

async function inWorker(request: ImageRequest): Promise<ImageOutcome> {
  const { spawnImageWorker } = await import('./spawnImageWorker');
  const worker = spawnImageWorker();
  try {
    return await new Promise<ImageOutcome>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ImageReply>) =>
        event.data.type === 'done' ? resolve(event.data.outcome) : reject(new Error(event.data.message));
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || 'The image worker failed'));
      };
      worker.postMessage(request);
    });
  } finally {
    worker.terminate();
  }
}

/**
 * Checks and orients one image (prepareImage). Where the browser allows, the work runs in a Web Worker
 * drawing on an OffscreenCanvas, so decoding, measuring and turning a 40-megapixel photo never freezes
 * the page. That was chosen over downscaling before measuring: a smaller copy has a different
 * Laplacian variance, which would move the spec's threshold of 20. Without OffscreenCanvas (Safari
 * before 16.4) or Worker (jest) the same steps run on the page with a DOM canvas.
 */
export async function processImage(image: Blob, fileName: string): Promise<ImageOutcome> {
  if (workerCanDraw()) {
    try {
      return await inWorker({ image, fileName });
    } catch {
      // The worker could not run (blocked, out of memory): the page does the work itself.
    }
  }
  return prepareImage(image, fileName, canvasCodec);
}
