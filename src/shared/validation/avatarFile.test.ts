import { avatarFileProblem } from './avatarFile';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('avatarFileProblem', () => {
  it('accepts jpg, jpeg and png up to 2,000,000 bytes', () => {
    expect(avatarFileProblem(file('me.JPG', 10))).toBeNull();
    expect(avatarFileProblem(file('me.jpeg', 2_000_000))).toBeNull();
    expect(avatarFileProblem(file('me.png', 1))).toBeNull();
  });
  it('names what is wrong', () => {
    expect(avatarFileProblem(null)).toBe('upload.noFile');
    expect(avatarFileProblem(file('me.gif', 10))).toBe('upload.invalidImageFormat');
    expect(avatarFileProblem(file('me.png', 2_000_001))).toBe('upload.avatarTooLarge');
  });
});
