import { makePng } from '../../../test/sandbox/filestorage/bytes';
import { LIMITS } from '../validation/limits';
import { jpegFileName, prepareImage } from './prepareImage';
import type { ImageCodec } from './raster';
import { readBytes } from './readBytes';
import { readImageSize } from './imageHeader';
import { canvasCodec, encoded, jpegHeader } from './testing/fakeCanvasCodec';

const checker = (x: number, y: number): [number, number, number] => ((Math.floor(x / 2) + Math.floor(y / 2)) % 2 ? [250, 250, 250] : [10, 10, 10]);
const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);

beforeEach(() => encoded.splice(0));

describe('prepareImage', () => {
  it('keeps a sharp landscape image as it is', async () => {
    const image = file(makePng(40, 30, checker), 'equipo.png');
    const outcome = await prepareImage(image, 'equipo.png', canvasCodec);
    expect(outcome).toEqual({ ok: true, blob: image, fileName: 'equipo.png', rotated: false });
    expect(encoded).toHaveLength(0);
  });

  it('turns a sharp portrait photo to landscape and re-encodes it as JPEG at 0.95', async () => {
    const outcome = await prepareImage(file(makePng(30, 40, checker), 'placa.png'), 'placa.png', canvasCodec);
    expect(outcome).toMatchObject({ ok: true, fileName: 'placa.jpg', rotated: true });
    expect(encoded).toEqual([{ width: 40, height: 30, quality: 0.95 }]);
    if (!outcome.ok) throw new Error('expected an image');
    expect(readImageSize(await readBytes(outcome.blob))).toEqual({ width: 40, height: 30 });
  });

  it('refuses a flat (blurred) image as invalid, before turning it', async () => {
    const outcome = await prepareImage(file(makePng(30, 40, [120, 120, 120]), 'borrosa.png'), 'borrosa.png', canvasCodec);
    expect(outcome).toEqual({ ok: false, problem: 'invalidImage' });
    expect(encoded).toHaveLength(0);
  });

  it('refuses more than LIMITS.imageMaxPixels from the header, without decoding', async () => {
    const decode = jest.fn();
    const codec: ImageCodec = { decode, encodeJpeg: jest.fn() };
    const outcome = await prepareImage(file(jpegHeader(LIMITS.imageMaxPixels / 1000 + 1, 1000), 'enorme.jpg'), 'enorme.jpg', codec);
    expect(outcome).toEqual({ ok: false, problem: 'tooManyPixels' });
    expect(decode).not.toHaveBeenCalled();
  });

  it('decodes a full-resolution phone photo (48 and 50 MP sensors) and one of exactly the limit', async () => {
    for (const [width, height] of [[8064, 6048], [8160, 6120], [LIMITS.imageMaxPixels / 1000, 1000]] as const) {
      const decode = jest.fn(() => Promise.reject(new Error('not decoded in this test')));
      await prepareImage(file(jpegHeader(width, height), 'camara.jpg'), 'camara.jpg', { decode, encodeJpeg: jest.fn() });
      expect(decode).toHaveBeenCalled();
    }
  });

  it('refuses a file the header reader or the decoder cannot read', async () => {
    expect(await prepareImage(file(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]), 'rota.jpg'), 'rota.jpg', canvasCodec)).toEqual({ ok: false, problem: 'unreadableImage' });
    const codec: ImageCodec = { decode: () => Promise.reject(new Error('corrupt')), encodeJpeg: jest.fn() };
    expect(await prepareImage(file(jpegHeader(64, 48), 'rota.jpg'), 'rota.jpg', codec)).toEqual({ ok: false, problem: 'unreadableImage' });
  });

  it('names a re-encoded image .jpg unless it already names a JPEG', () => {
    expect(jpegFileName('foto.PNG')).toBe('foto.jpg');
    expect(jpegFileName('foto.jpeg')).toBe('foto.jpeg');
    expect(jpegFileName('foto.JPG')).toBe('foto.JPG');
  });
});
