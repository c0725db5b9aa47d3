import { readStoredFlag, writeStoredFlag } from './storedFlag';

describe('stored on/off choices', () => {
  it('reads the fallback until a choice is written, then the choice', () => {
    expect(readStoredFlag('flag', true)).toBe(true);
    writeStoredFlag('flag', false);
    expect(readStoredFlag('flag', true)).toBe(false);
    writeStoredFlag('flag', true);
    expect(readStoredFlag('flag', false)).toBe(true);
  });

  it('falls back without failing when the storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    try {
      expect(() => writeStoredFlag('flag', false)).not.toThrow();
      expect(readStoredFlag('flag', true)).toBe(true);
    } finally {
      get.mockRestore();
      set.mockRestore();
    }
  });
});
