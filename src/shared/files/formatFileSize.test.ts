import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('writes bytes, kilobytes and megabytes in the user locale', () => {
    expect(formatFileSize(512, 'es-MX')).toBe('512 B');
    expect(formatFileSize(1536, 'es-MX')).toBe('1.5 KB');
    expect(formatFileSize(10_485_760, 'en-US')).toBe('10 MB');
    expect(formatFileSize(3_355_443, 'es-MX')).toBe('3.2 MB');
  });
});
