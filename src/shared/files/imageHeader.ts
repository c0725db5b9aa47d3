import { LIMITS } from '../validation/limits';
import { detectFileKind } from './fileSignature';

export interface ImageSize {
  width: number;
  height: number;
}

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian at bytes 16 and 20. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

/** Start-of-frame markers C0-CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the marker segments up to the start of frame, which holds height then width. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
    } else if (marker === 0xd9 || marker === 0xda) {
      return null; // end of image or scan data before any frame header
    } else if (isStartOfFrame(marker)) {
      return at + 8 < b.length ? { width: u16(b, at + 7), height: u16(b, at + 5) } : null;
    } else {
      at += 2 + u16(b, at + 2);
    }
  }
  return null;
}

/**
 * An image's pixel size read from its header, without decoding it, so an oversized image (a
 * decompression bomb) is refused before any pixel work. Null when the header is not a PNG or JPEG one,
 * or is broken.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const kind = detectFileKind(bytes);
  const size = kind === 'png' ? pngSize(bytes) : kind === 'jpeg' ? jpegSize(bytes) : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** More pixels than the app decodes (LIMITS.imageMaxPixels): a pixel flood, refused by the app and the file service. */
export function isPixelFlood(size: ImageSize): boolean {
  return size.width * size.height > LIMITS.imageMaxPixels;
}
