import { detectFileKind } from '../../../shared/files/fileSignature';
import { readImageSize } from '../../../shared/files/imageHeader';
import { LIMITS } from '../../../shared/validation/limits';

/** What jsPDF needs to place an image, read from the file's header without decoding it. */
export interface ImageInfo {
  format: 'PNG' | 'JPEG';
  width: number;
  height: number;
}

/**
 * The format and size of a PNG or JPEG from its magic numbers and header (src/shared/files), or null
 * when the bytes are neither, the header is unreadable, or the image is larger than
 * LIMITS.imageMaxPixels: checked before jsPDF decodes anything (SECURITY.md, ASVS 5.2.2 and 5.2.6).
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const size = readImageSize(bytes);
  if (!size || size.width * size.height > LIMITS.imageMaxPixels) return null;
  return { format: detectFileKind(bytes) === 'png' ? 'PNG' : 'JPEG', ...size };
}

/** The largest size of an image inside a box, aspect kept (scaled up or down). */
export function fitInBox(width: number, height: number, boxWidth: number, boxHeight: number): { width: number; height: number } {
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return { width: width * scale, height: height * scale };
}
