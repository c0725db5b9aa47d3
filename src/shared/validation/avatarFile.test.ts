import { makePdf, makePng, pngDeclaring } from '../../../test/sandbox/filestorage/bytes';
import { jpegHeader } from '../files/testing/fakeCanvasCodec';
import { avatarFileProblem } from './avatarFile';
import { LIMITS } from './limits';

// jsdom's File, which its FileReader reads.
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, padTo = bytes.length) => new File([bytes, new Uint8Array(padTo - bytes.length)], name);
const png = makePng(3, 2, [10, 20, 30]);

describe('avatarFileProblem', () => {
  it('accepts jpg, jpeg and png images up to 2,000,000 bytes', async () => {
    expect(await avatarFileProblem(file(jpegHeader(640, 480), 'me.JPG'))).toBeNull();
    expect(await avatarFileProblem(file(jpegHeader(640, 480), 'me.jpeg', LIMITS.avatarMaxBytes))).toBeNull();
    expect(await avatarFileProblem(file(png, 'me.png'))).toBeNull();
  });

  it('names what is wrong', async () => {
    expect(await avatarFileProblem(null)).toBe('upload.noFile');
    expect(await avatarFileProblem(file(png, 'me.gif'))).toBe('upload.invalidImageFormat');
    expect(await avatarFileProblem(file(png, 'me.png', LIMITS.avatarMaxBytes + 1))).toBe('upload.avatarTooLarge');
  });

  it('refuses bytes that are not the image the name says, or whose header cannot be read', async () => {
    expect(await avatarFileProblem(file(makePdf(['x']), 'me.png'))).toBe('upload.invalidImage');
    expect(await avatarFileProblem(file(png, 'me.jpg'))).toBe('upload.invalidImage');
    expect(await avatarFileProblem(file(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]), 'me.jpg'))).toBe('upload.invalidImage');
  });

  it('refuses a pixel flood from its header: exactly the pixel limit passes, one pixel more does not', async () => {
    expect(await avatarFileProblem(file(pngDeclaring(65_535, 65_535), 'me.png'))).toBe('upload.invalidImage');
    expect(await avatarFileProblem(file(pngDeclaring(1, LIMITS.imageMaxPixels), 'me.png'))).toBeNull();
    expect(await avatarFileProblem(file(pngDeclaring(1, LIMITS.imageMaxPixels + 1), 'me.png'))).toBe('upload.invalidImage');
  });
});
