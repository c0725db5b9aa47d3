import type { Raster } from './raster';

export function isPortrait(width: number, height: number): boolean {
  return height > width;
}

/**
 * Turns a raster a quarter turn clockwise: the pixel at (x, y) moves to (height - 1 - y, x), so width
 * and height swap and a portrait photo becomes landscape. Pixels move as 32-bit words (RGBA together).
 */
export function rotateQuarterClockwise({ width, height, data }: Raster): Raster {
  const count = width * height;
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
  const source = new Uint32Array(aligned.buffer, aligned.byteOffset, count);
  const target = new Uint32Array(count);
  for (let y = 0; y < height; y++) {
    const column = height - 1 - y;
    for (let x = 0, from = y * width; x < width; x++, from++) target[x * height + column] = source[from]!;
  }
  return { width: height, height: width, data: new Uint8ClampedArray(target.buffer) };
}
