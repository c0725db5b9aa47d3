import { inflateSync } from 'node:zlib';
import type { ImageCodec, Raster } from '../raster';
import { readImageSize } from '../imageHeader';
import { readBytes } from '../readBytes';

/**
 * Jest's stand-in for canvasCodec.ts (jsdom has no canvas): decodes the PNGs the sandbox's makePng
 * writes (8-bit RGB, no filter) and the JPEGs fakeJpeg writes to real pixels, and "encodes" a JPEG as a header-only file whose
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

type Rgb = [number, number, number];
/** The APP15 segment's mark that says it holds fakeJpeg's raw pixels. */
const FAKE_PIXELS = [0x46, 0x41, 0x4b, 0x45];

/**
 * A JPEG whose header is real (SOI, JFIF, a baseline SOF0 with the size, EOI: the app's and the service's checks read
 * it) and whose pixels this codec decodes from an APP15 segment, as 8-bit RGB; zeros after EOI make it `length` bytes.
 */
export function fakeJpeg(width: number, height: number, rgb: Rgb | ((x: number, y: number) => Rgb), length = 0): Uint8Array<ArrayBuffer> {
  const pixels: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.push(...(typeof rgb === 'function' ? rgb(x, y) : rgb));
  const size = 2 + FAKE_PIXELS.length + pixels.length;
  if (size > 0xffff) throw new Error('fakeJpeg: too many pixels for one segment');
  const header = jpegHeader(width, height);
  const app15 = [0xff, 0xef, size >> 8, size & 255, ...FAKE_PIXELS, ...pixels];
  const bytes = Uint8Array.from([...header.subarray(0, -2), ...app15, 0xff, 0xd9]);
  if (length <= bytes.length) return bytes;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  return padded;
}

function decodeFakeJpeg(b: Uint8Array): Raster {
  const { width, height } = readImageSize(b) ?? { width: 0, height: 0 };
  for (let at = 2; at + 4 < b.length && b[at] === 0xff; at += 2 + ((b[at + 2]! << 8) | b[at + 3]!)) {
    if (b[at + 1] === 0xef && FAKE_PIXELS.every((v, i) => b[at + 4 + i] === v)) {
      const rgb = b.subarray(at + 8, at + 8 + width * height * 3);
      const data = new Uint8ClampedArray(width * height * 4);
      for (let i = 0; i < width * height; i++) data.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
      return { width, height, data };
    }
  }
  throw new Error('fake codec: a JPEG without fakeJpeg pixels');
}

export const canvasCodec: ImageCodec = {
  async decode(image) {
    const bytes = await readBytes(image);
    return bytes[0] === 0xff && bytes[1] === 0xd8 ? decodeFakeJpeg(bytes) : decodePng(bytes);
  },
  async encodeJpeg(raster, quality) {
    encoded.push({ width: raster.width, height: raster.height, quality });
    // jsdom's File, which its FileReader reads (the global Blob under jest is Node's).
    return new File([jpegHeader(raster.width, raster.height)], 'encoded.jpg', { type: 'image/jpeg' });
  },
};
