import { formatDay } from './dates';
import { stripEmoji } from './format';
import type { ExportFormat } from './types';

/** Longest file name the toolbar produces, extension included (spec 001 sections 5 and 9). */
export const MAX_FILE_NAME_LENGTH = 30;
/** The file name when a screen gives none (spec 001 section 9, "Default PDF file name"). */
export const DEFAULT_FILE_BASE_NAME = 'Clientes';

// Characters Windows, macOS or a browser's download refuse, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * `<base>_DD_MM_YYYY.<ext>`, at most 30 characters in all.
 *
 * What is cut: only the base name, at its end. The date part (`_DD_MM_YYYY`, 11 characters) and the
 * extension are always whole, so the base keeps 30 - 11 - 4 = 15 characters for .csv and .pdf and
 * 14 for .xlsx. Before cutting, the base loses emoji and characters file systems refuse (replaced by
 * '_'), and runs of spaces shrink to one; after cutting, trailing spaces, dots, underscores and
 * hyphens go so the name never reads `Reporte _01_...`. An empty base becomes 'Clientes'. Lengths
 * are UTF-16 code units (what `.length` and most file systems count) and a surrogate pair is never
 * split.
 */
export function buildExportFileName(baseName: string | undefined, format: ExportFormat, date: Date = new Date()): string {
  const suffix = `_${formatDay(date, '_')}.${format}`;
  const room = MAX_FILE_NAME_LENGTH - suffix.length;
  let base = cleanBase(baseName);
  if (base === '') base = DEFAULT_FILE_BASE_NAME;
  base = cutTo(base, room).replace(/[\s._-]+$/u, '');
  if (base === '') base = cutTo(DEFAULT_FILE_BASE_NAME, room);
  return `${base}${suffix}`;
}

function cleanBase(baseName: string | undefined): string {
  return stripEmoji(baseName ?? '')
    .replace(UNSAFE, '_')
    .replace(/\s+/gu, ' ')
    .trim();
}

function cutTo(value: string, maxUnits: number): string {
  if (value.length <= maxUnits) return value;
  let out = '';
  for (const ch of value) {
    if (out.length + ch.length > maxUnits) break;
    out += ch;
  }
  return out;
}

/** The PDF title: the screen's title and the day as DD/MM/YYYY (spec 001 section 9). */
export function buildPdfTitle(title: string | undefined, date: Date = new Date()): { text: string; date: string } {
  const text = (title ?? '').trim() || DEFAULT_FILE_BASE_NAME;
  return { text, date: formatDay(date, '/') };
}
