import { LIMITS } from '../validation/limits';
import type { Raster } from './raster';

/** Luma as OpenCV's RGB2GRAY computes it (BT.601 weights, rounded to a byte). */
export function toGreyscale({ width, height, data }: Raster): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(width * height);
  for (let p = 0, i = 0; p < grey.length; p++, i += 4) {
    grey[p] = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  }
  return grey;
}

/**
 * Variance of the Laplacian (edge detection) of a greyscale image: the 4-neighbour kernel
 * [0 1 0; 1 -4 1; 0 1 0] (OpenCV's Laplacian with ksize 1) over the interior pixels. A sharp photo has
 * strong edges and so a high variance; a blurred or flat one stays near 0. Images under 3x3 have no
 * interior and measure 0.
 */
export function laplacianVariance(grey: ArrayLike<number>, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1, p = y * width + 1; x < width - 1; x++, p++) {
      const value = grey[p - width]! + grey[p + width]! + grey[p - 1]! + grey[p + 1]! - 4 * grey[p]!;
      sum += value;
      sumOfSquares += value * value;
    }
  }
  const count = (width - 2) * (height - 2);
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

export function measureSharpness(raster: Raster): number {
  return laplacianVariance(toGreyscale(raster), raster.width, raster.height);
}

/** The spec's rule: an image whose edge-detection variance is below 20 is refused as invalid. */
export function isSharpEnough(variance: number): boolean {
  return variance >= LIMITS.imageSharpnessMin;
}
