import { LIMITS } from '../validation/limits';
import { isPixelFlood, readImageSize } from './imageHeader';
import { isSharpEnough, measureSharpness } from './imageSharpness';
import { isPortrait, rotateQuarterClockwise } from './orientImage';
import type { ImageCodec, Raster } from './raster';
import { readBytes } from './readBytes';

/** Why an image cannot be attached: too many pixels to decode, not decodable, or too blurred (spec: invalid image). */
export type ImageProblem = 'tooManyPixels' | 'unreadableImage' | 'invalidImage';

export type ImageOutcome =
  | { ok: true; blob: Blob; fileName: string; rotated: boolean }
  | { ok: false; problem: ImageProblem };

/** The name of a re-encoded image: its extension becomes .jpg unless it already names a JPEG. */
export function jpegFileName(fileName: string): string {
  return /\.jpe?g$/i.test(fileName) ? fileName : fileName.replace(/\.[^.]*$/, '') + '.jpg';
}

/**
 * The image rules of spec 001 section 5, in order: the pixel count from the header (before any
 * decoding), the sharpness check (Laplacian variance at least 20), then portrait photos turned to
 * landscape and re-encoded as JPEG at 0.95. A landscape image that passes is kept as it is.
 */
export async function prepareImage(image: Blob, fileName: string, codec: ImageCodec): Promise<ImageOutcome> {
  const size = readImageSize(await readBytes(image));
  if (!size) return { ok: false, problem: 'unreadableImage' };
  if (isPixelFlood(size)) return { ok: false, problem: 'tooManyPixels' };
  let raster: Raster;
  try {
    raster = await codec.decode(image);
  } catch {
    return { ok: false, problem: 'unreadableImage' };
  }
  if (!isSharpEnough(measureSharpness(raster))) return { ok: false, problem: 'invalidImage' };
  if (!isPortrait(raster.width, raster.height)) return { ok: true, blob: image, fileName, rotated: false };
  const blob = await codec.encodeJpeg(rotateQuarterClockwise(raster), LIMITS.imageJpegQuality);
  return { ok: true, blob, fileName: jpegFileName(fileName), rotated: true };
}
