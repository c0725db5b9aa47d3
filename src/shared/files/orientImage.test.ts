import { isPortrait, rotateQuarterClockwise } from './orientImage';
import type { Raster } from './raster';

/** A raster whose pixel at (x, y) is [x, y, 7, 255], so where each pixel went can be read back. */
function labelled(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 7, 255], (y * width + x) * 4);
  return { width, height, data };
}

const pixel = (r: Raster, x: number, y: number) => [...r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 4)];

describe('portrait to landscape', () => {
  it('tells portrait from landscape and square', () => {
    expect(isPortrait(3000, 4000)).toBe(true);
    expect(isPortrait(4000, 3000)).toBe(false);
    expect(isPortrait(500, 500)).toBe(false);
  });

  it('turns a portrait raster a quarter clockwise: width and height swap', () => {
    const turned = rotateQuarterClockwise(labelled(2, 3));
    expect([turned.width, turned.height]).toEqual([3, 2]);
    expect(turned.data).toHaveLength(2 * 3 * 4);
    expect(isPortrait(turned.width, turned.height)).toBe(false);
  });

  it('moves the pixel at (x, y) to (height - 1 - y, x)', () => {
    const source = labelled(2, 3);
    const turned = rotateQuarterClockwise(source);
    for (let y = 0; y < 3; y++) for (let x = 0; x < 2; x++) expect(pixel(turned, 3 - 1 - y, x)).toEqual([x, y, 7, 255]);
    // The top-left corner goes to the top-right, the bottom-left to the top-left.
    expect(pixel(turned, 2, 0)).toEqual([0, 0, 7, 255]);
    expect(pixel(turned, 0, 0)).toEqual([0, 2, 7, 255]);
  });

  it('comes back to the original after four turns', () => {
    const source = labelled(5, 7);
    let r = source;
    for (let i = 0; i < 4; i++) r = rotateQuarterClockwise(r);
    expect([r.width, r.height]).toEqual([5, 7]);
    expect(r.data).toEqual(source.data);
  });

  it('reads a raster that does not start on a 4-byte boundary', () => {
    const buffer = new ArrayBuffer(1 + 2 * 1 * 4);
    const data = new Uint8ClampedArray(buffer, 1, 8);
    data.set([1, 2, 3, 4, 5, 6, 7, 8]);
    const turned = rotateQuarterClockwise({ width: 2, height: 1, data: data as Uint8ClampedArray<ArrayBuffer> });
    expect([turned.width, turned.height]).toEqual([1, 2]);
    expect([...turned.data]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
