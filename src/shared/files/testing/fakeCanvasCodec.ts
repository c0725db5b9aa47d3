import { inflateSync } from 'node:zlib';
import type { ImageCodec, Raster } from '../raster';
import { readBytes } from '../readBytes';

/**
 * Jest's stand-in for canvasCodec.ts (jsdom has no canvas): decodes the PNGs the sandbox's makePng
 * writes (8-bit RGB, no filter) to real pixels, and "encodes" a JPEG as a header-only file whose
 * start-of-frame carries the raster's size, so a test can read back what would have been uploaded.
 * Every encode is recorded in `encoded`.
 */
export const encoded: { width: number; height: number; quality: number }[] = [];

function decodePng(bytes: Uint8Array): Raster {
  const view = Buffer.from(bytes);
  const width = view.readUInt32BE(16);
  const height = view.readUInt32BE(20);
  if (view[24] !== 8 || view[25] !== 2) throw new Error('fake codec: only 8-bit RGB PNGs');
  const idat: Buffer[] = [];
  for (let at = 8; at < view.length; ) {
    const length = view.readUInt32BE(at);
    if (view.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(view.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    if (raw[row] !== 0) throw new Error('fake codec: only unfiltered rows');
    for (let x = 0; x < width; x++) {
      data.set([...raw.subarray(row + 1 + x * 3, row + 4 + x * 3), 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** SOI, a JFIF APP0, a baseline SOF0 with the size, EOI. */
export function jpegHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

export const canvasCodec: ImageCodec = {
  async decode(image) {
    return decodePng(await readBytes(image));
  },
  async encodeJpeg(raster, quality) {
    encoded.push({ width: raster.width, height: raster.height, quality });
    // jsdom's File, which its FileReader reads (the global Blob under jest is Node's).
    return new File([jpegHeader(raster.width, raster.height)], 'encoded.jpg', { type: 'image/jpeg' });
  },
};
