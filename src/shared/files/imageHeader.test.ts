import { makePng } from '../../../test/sandbox/filestorage/bytes';
import { readImageSize } from './imageHeader';
import { jpegHeader } from './testing/fakeCanvasCodec';

describe('image size from the header', () => {
  it('reads a PNG IHDR', () => {
    expect(readImageSize(makePng(7, 5, [0, 0, 0]))).toEqual({ width: 7, height: 5 });
  });

  it('walks JPEG segments (APP0, a long APP1) to the start of frame', () => {
    const header = jpegHeader(4000, 3000);
    const app1 = [0xff, 0xe1, 0x10, 0x02, ...new Array(0x1000).fill(0x45)];
    const withExif = Uint8Array.from([...header.subarray(0, 2), ...app1, ...header.subarray(2)]);
    expect(readImageSize(header)).toEqual({ width: 4000, height: 3000 });
    expect(readImageSize(withExif)).toEqual({ width: 4000, height: 3000 });
  });

  it('reads a progressive JPEG frame (SOF2)', () => {
    const header = jpegHeader(640, 480);
    header[21] = 0xc2;
    expect(readImageSize(header)).toEqual({ width: 640, height: 480 });
  });

  it('gives null for a broken or foreign header, and for a zero size', () => {
    expect(readImageSize(jpegHeader(640, 480).subarray(0, 24))).toBeNull();
    expect(readImageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(readImageSize(Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBeNull();
    expect(readImageSize(jpegHeader(0, 480))).toBeNull();
    expect(readImageSize(makePng(2, 2, [0, 0, 0]).subarray(0, 20))).toBeNull();
  });
});
