import { isSharpEnough, laplacianVariance, measureSharpness, toGreyscale } from './imageSharpness';
import type { Raster } from './raster';

function raster(width: number, height: number, grey: (x: number, y: number) => number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([grey(x, y), grey(x, y), grey(x, y), 255], (y * width + x) * 4);
  return { width, height, data };
}

describe('image sharpness (Laplacian variance)', () => {
  it('weighs red, green and blue as BT.601 luma', () => {
    const data = Uint8ClampedArray.from([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    expect([...toGreyscale({ width: 4, height: 1, data })]).toEqual([76, 150, 29, 255]);
  });

  it('computes the variance of the 4-neighbour Laplacian over the interior', () => {
    // 4x3 with one bright pixel above (1,1): the interior (1,1) and (2,1) gives Laplacians 10 and 0,
    // mean 5, variance 25.
    expect(laplacianVariance([0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 4, 3)).toBe(10 ** 2 / 4);
    // A single bright centre in 3x3: one interior sample, variance 0.
    expect(laplacianVariance([0, 0, 0, 0, 9, 0, 0, 0, 0], 3, 3)).toBe(0);
    expect(laplacianVariance([1, 2], 2, 1)).toBe(0);
  });

  it('rejects a flat image (variance 0, below 20)', () => {
    const variance = measureSharpness(raster(40, 30, () => 128));
    expect(variance).toBe(0);
    expect(isSharpEnough(variance)).toBe(false);
  });

  it('rejects a smooth gradient: no edges, as in an out-of-focus photo', () => {
    const variance = measureSharpness(raster(64, 48, (x) => x * 3));
    expect(variance).toBeLessThan(20);
    expect(isSharpEnough(variance)).toBe(false);
  });

  it('accepts a checkerboard: strong edges everywhere', () => {
    const variance = measureSharpness(raster(64, 48, (x, y) => ((Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? 255 : 0)));
    expect(variance).toBeGreaterThan(1000);
    expect(isSharpEnough(variance)).toBe(true);
  });

  it('puts the threshold at exactly 20', () => {
    expect(isSharpEnough(19.999)).toBe(false);
    expect(isSharpEnough(20)).toBe(true);
  });
});
