import { defineWorkerTask } from '../workers/runInWorker';
import { prepareImageTask, type ImageRequest } from './imageTask';
import type { ImageOutcome } from './prepareImage';

/** A worker can decode and draw only where OffscreenCanvas has a 2D context and JPEG output. */
function workerCanDraw(): boolean {
  try {
    return (
      typeof createImageBitmap === 'function' &&
      typeof OffscreenCanvas === 'function' &&
      typeof OffscreenCanvas.prototype.convertToBlob === 'function' &&
      new OffscreenCanvas(1, 1).getContext('2d') !== null
    );
  } catch {
    return false;
  }
}

const imageWorker = defineWorkerTask<ImageRequest, ImageOutcome>({
  spawn: async () => (await import('./spawnImageWorker')).spawnImageWorker(),
  load: async () => prepareImageTask,
  canUseWorker: workerCanDraw,
  // A worker that could not run (blocked, out of memory): the page does the work itself.
  inPageOnFailure: true,
});

/**
 * Checks and orients one image (prepareImage). Where the browser allows, the work runs in a Web Worker
 * drawing on an OffscreenCanvas, so decoding, measuring and turning a 50-megapixel photo never freezes
 * the page. That was chosen over downscaling before measuring: a smaller copy has a different
 * Laplacian variance, which would move the spec's threshold of 20. Without OffscreenCanvas (Safari
 * before 16.4) or Worker (jest) the same steps run on the page with a DOM canvas.
 */
export function processImage(image: Blob, fileName: string): Promise<ImageOutcome> {
  return imageWorker.run({ image, fileName });
}
