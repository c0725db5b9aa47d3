const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count for people: 512 B, 1.5 KB, 10 MB (1 KB = 1024 bytes, as file managers count). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}
