import type { ImageCodec, Raster } from './raster';

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

/** An OffscreenCanvas where there is one (always in the image worker), else a DOM canvas on the page. */
function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

function context2d(canvas: AnyCanvas) {
  const context = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('2D canvas is not available');
  return context;
}

function toBlob(canvas: AnyCanvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality));
}

/**
 * The browser side of the image pipeline: createImageBitmap decodes (applying the photo's EXIF
 * orientation, as the browser shows it) and a canvas reads and writes the pixels. Transparent areas
 * are laid on white, as a JPEG has no transparency.
 */
export const canvasCodec: ImageCodec = {
  async decode(image: Blob): Promise<Raster> {
    const bitmap = await createImageBitmap(image);
    try {
      const { width, height } = bitmap;
      const context = context2d(makeCanvas(width, height));
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0);
      return { width, height, data: context.getImageData(0, 0, width, height).data };
    } finally {
      bitmap.close();
    }
  },

  async encodeJpeg({ width, height, data }: Raster, quality: number): Promise<Blob> {
    const canvas = makeCanvas(width, height);
    context2d(canvas).putImageData(new ImageData(data, width, height), 0, 0);
    return toBlob(canvas, quality);
  },
};
