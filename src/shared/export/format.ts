import { LIMITS } from '../validation/limits';
import { createUtcDateFormatter } from './dates';
import type { CellValue, ColumnFormat, ExportColumn, ExportLabels, ExportRow } from './types';

/** isClientProperty is written as Si / No whatever the language (spec 001 section 3, as in bulk-load templates). */
export const SI_NO = { yes: 'Si', no: 'No' } as const;

/** Date fields the spec lists among the "row fields formatted on export" (spec 001 section 3). */
export const DATE_FIELDS: ReadonlySet<string> = new Set([
  'createdDateTime',
  'changeDate',
  'createdDate',
  'dateTime',
  'accessDate',
  'lastAccessDate',
  'closedDate',
]);

/** A column's format: its own, else the one the spec gives its field name, else text. */
export function inferFormat(column: Pick<ExportColumn, 'field' | 'format'>): ColumnFormat {
  if (column.format) return column.format;
  const name = column.field.slice(column.field.lastIndexOf('.') + 1);
  if (name === 'enabled') return 'enabled';
  if (name === 'nonOperational') return 'yesNo';
  if (name === 'isClientProperty') return 'siNo';
  if (name === 'priorities') return 'priorities';
  if (DATE_FIELDS.has(name)) return 'date';
  return 'text';
}

// ---------------------------------------------------------------------------------------------
// Formula-injection guard (OWASP CSV injection; ASVS 5.0 1.2.10; SECURITY.md): a cell beginning
// with = + - @ TAB CR LF or NUL is run by spreadsheets as a formula (or shifts into one); prefixing
// it with a single quote makes it text. Spreadsheets also trim leading spaces before reading a
// formula (" =1+1") and fold the full-width and small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫) to ASCII, so
// those count too.

/** Full-width and small-form = + - @. */
const LOOK_ALIKES: ReadonlySet<number> = new Set([0xff1d, 0xff0b, 0xff0d, 0xff20, 0xfe66, 0xfe62, 0xfe63, 0xfe6b]);
/** Whitespace a spreadsheet skips before a formula; TAB, CR and LF are left out, as they are dangerous themselves. */
const BLANK = /[^\S\t\n\r]/;

/** Whether a spreadsheet could read `value` as a formula. */
export function isDangerousCell(value: string): boolean {
  let i = 0;
  let c = value.charCodeAt(0);
  // Printable ASCII other than the space (most cells) skips the whitespace scan.
  if (c <= 32 || c >= 127) {
    while (i < value.length && BLANK.test(value.charAt(i))) i++;
    c = value.charCodeAt(i);
  }
  // = + - @ TAB LF CR NUL
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 10 || c === 13 || c === 0 || LOOK_ALIKES.has(c);
}

/** `value` with a leading ' when it could run as a formula; any other string unchanged. */
export function guardCell(value: string): string {
  return value.length > 0 && isDangerousCell(value) ? `'${value}` : value;
}

// ---------------------------------------------------------------------------------------------
// Emoji (spec 000 section 5: "Emoji characters are stripped from free text in PDFs"). The PDF's
// standard fonts cannot draw them anyway. ©, ® and ™ are pictographic in Unicode but plain
// characters of the PDF's WinAnsi fonts: they stay.

// Pictographs, skin-tone modifiers, flags' regional indicators, the joiner, variation selectors,
// the keycap mark and tag characters (subdivision flags).
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0E|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}]/gu;
const KEPT = new Set(['©', '®', '™']);
// Fast pre-check: every character EMOJI removes is at or above U+200D (© and ® are kept), so
// Spanish text (accents are below U+0180) skips the replace.
const MAYBE_EMOJI = /[\u200d-\uffff]/;

export function stripEmoji(value: string): string {
  if (!MAYBE_EMOJI.test(value)) return value;
  return value.replace(EMOJI, (m) => (KEPT.has(m) ? m : ''));
}

// ---------------------------------------------------------------------------------------------
// Values.

type Flag = boolean | null;

function toFlag(value: unknown): Flag {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['true', '1', 'si', 'sí', 'yes', 's', 'y'].includes(v)) return true;
    if (['false', '0', 'no', 'n'].includes(v)) return false;
  }
  return Boolean(value);
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function nameOf(item: unknown): string {
  if (item === null || item === undefined) return '';
  if (typeof item === 'object') {
    const named = item as { name?: unknown; priorityName?: unknown; description?: unknown };
    const name = named.name ?? named.priorityName ?? named.description;
    return name === undefined || name === null ? '' : String(name);
  }
  return String(item);
}

/**
 * Tiny non-zero percentages show as 0.01 (spec 000 section 9); the rest are rounded to two decimals
 * (progress is shown with two decimals) and stay numbers.
 */
export function formatPercent(value: unknown): CellValue {
  const n = toNumber(value);
  if (n === null) return '';
  if (n > 0 && n < 0.01) return 0.01;
  if (n < 0 && n > -0.01) return -0.01;
  return Math.round(n * 100) / 100;
}

// Both languages write amounts as 1,234.50 (localeOf); the worker that writes files has no language.
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: LIMITS.numbers.decimals, maximumFractionDigits: LIMITS.numbers.decimals });

/** An amount as the spec writes it (001 sections 5 and 9): two decimals and the thousands separator, on screen and in files alike. */
export function formatMoneyCell(value: unknown): CellValue {
  const n = toNumber(value);
  return n === null ? '' : MONEY.format(n);
}

export interface RowFormatterOptions {
  labels: ExportLabels;
  timeZone?: string;
  /** Prefix free text that could run as a formula (CSV, XLSX). */
  guard: boolean;
  /** Strip emoji from every text (PDF). */
  stripEmoji: boolean;
}

type ValueFormatter = (value: unknown) => CellValue;

function getter(field: string): (row: ExportRow) => unknown {
  if (!field.includes('.')) return (row) => row[field];
  const path = field.split('.');
  return (row) => {
    if (field in row) return row[field];
    let current: unknown = row;
    for (const key of path) {
      if (current === null || typeof current !== 'object') return undefined;
      current = (current as Record<string, unknown>)[key];
    }
    return current;
  };
}

/**
 * One function per column from a row to its cell. Text that comes from the data goes through the
 * guard; our own texts (dates, '---', flag labels) and numbers do not need it.
 */
export function createCellFormatters(columns: readonly ExportColumn[], options: RowFormatterOptions): Array<(row: ExportRow) => CellValue> {
  const { labels } = options;
  const date = createUtcDateFormatter(options.timeZone);
  const strip = options.stripEmoji;
  const userText = options.guard ? (s: string) => guardCell(strip ? stripEmoji(s) : s) : strip ? stripEmoji : (s: string) => s;
  const ownText = strip ? stripEmoji : (s: string) => s;

  const flag = (yes: string, no: string): ValueFormatter => {
    const yesText = ownText(yes);
    const noText = ownText(no);
    return (value) => {
      const f = toFlag(value);
      return f === null ? '' : f ? yesText : noText;
    };
  };

  const text: ValueFormatter = (value) => {
    if (typeof value === 'string') return userText(value);
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return Number.isFinite(value) ? value : '';
    if (typeof value === 'boolean') return ownText(value ? labels.yes : labels.no);
    if (value instanceof Date) return date(value);
    if (Array.isArray(value)) return userText(value.map(nameOf).join(', '));
    return userText(nameOf(value));
  };

  const byFormat: Record<ColumnFormat, ValueFormatter> = {
    text,
    number: (value) => {
      const n = toNumber(value);
      return n === null ? text(value) : n;
    },
    date,
    enabled: flag(labels.active, labels.inactive),
    yesNo: flag(labels.yes, labels.no),
    siNo: flag(SI_NO.yes, SI_NO.no),
    priorities: (value) => {
      if (value === null || value === undefined) return '';
      return userText(Array.isArray(value) ? value.map(nameOf).filter((s) => s !== '').join(', ') : nameOf(value));
    },
    percent: formatPercent,
    money: formatMoneyCell,
  };

  return columns.map((column) => {
    const format = byFormat[inferFormat(column)];
    const field = column.field;
    if (!field.includes('.')) return (row: ExportRow) => format(row[field]);
    const get = getter(field);
    return (row: ExportRow) => format(get(row));
  });
}

/** All the columns at once: a row to its cells. */
export function createRowFormatter(columns: readonly ExportColumn[], options: RowFormatterOptions): (row: ExportRow) => CellValue[] {
  const cells = createCellFormatters(columns, options);
  const count = cells.length;
  return (row) => {
    const out = new Array<CellValue>(count);
    for (let i = 0; i < count; i++) out[i] = cells[i]!(row);
    return out;
  };
}

/** Column titles as written: guarded like data (they are ours, but a screen may build them from data). */
export function formatHeaders(columns: readonly ExportColumn[], options: Pick<RowFormatterOptions, 'guard' | 'stripEmoji'>): string[] {
  return columns.map((c) => {
    const h = options.stripEmoji ? stripEmoji(c.header) : c.header;
    return options.guard ? guardCell(h) : h;
  });
}
