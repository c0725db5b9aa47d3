import { canvasCodec } from './canvasCodec';
import { prepareImage, type ImageOutcome } from './prepareImage';

export interface ImageRequest {
  image: Blob;
  fileName: string;
}

/** processImage's task, in image.worker.ts or in the page where a worker cannot draw. */
export function prepareImageTask({ image, fileName }: ImageRequest): Promise<ImageOutcome> {
  return prepareImage(image, fileName, canvasCodec);
}
