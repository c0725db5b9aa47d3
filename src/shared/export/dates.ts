import { DateTime, IANAZone, Settings, type Zone } from 'luxon';
import { MISSING_DATE } from '../format/dateTime';

export { MISSING_DATE };

/** The export's date pattern (spec 001 section 9): local time, dd/MM/yyyy HH:mm:ss. */
export const EXPORT_DATE_PATTERN = 'dd/MM/yyyy HH:mm:ss';

const DAY_MS = 86_400_000;
const DAY_S = 86_400;

/** The zone the page shows dates in: luxon's default zone (the system zone unless the app set one). */
export function currentTimeZone(): string {
  return Settings.defaultZone.name;
}

function resolveZone(timeZone: string | undefined): Zone {
  if (!timeZone || timeZone === 'system' || timeZone === Settings.defaultZone.name) return Settings.defaultZone;
  const zone = IANAZone.create(timeZone);
  return zone.isValid ? zone : Settings.defaultZone;
}

/**
 * Offset (seconds) at the start of each UTC day, per zone, kept across exports: luxon computes an
 * IANA zone's offset through Intl (~20 µs), and a year of dates touches 366 days.
 */
const dayStartOffsets = new Map<string, Map<number, number>>();

function startOffsetsOf(zone: Zone): (day: number) => number {
  let cache = dayStartOffsets.get(zone.name);
  if (!cache) {
    cache = new Map();
    dayStartOffsets.set(zone.name, cache);
  }
  const days = cache;
  return (day) => {
    let offset = days.get(day);
    if (offset === undefined) {
      offset = zone.offset(day * DAY_MS) * 60;
      days.set(day, offset);
    }
    return offset;
  };
}

/** '00' to '99'. */
const PAD2 = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : String(n)));

// Civil-date arithmetic on days since 1970-01-01 (H. Hinnant's algorithms): exact for the
// proleptic Gregorian calendar, and much cheaper than a Date object per cell.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [month <= 2 ? era * 400 + yoe + 1 : era * 400 + yoe, month, day];
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Digits at s[i], s[i+1], ... (n of them), or -1. */
function digits(s: string, i: number, n: number): number {
  let v = 0;
  for (let k = i; k < i + n; k++) {
    const d = s.charCodeAt(k) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/**
 * Seconds since the epoch of a wire date 'yyyy-MM-ddTHH:mm:ss' (optionally '.fff' and/or 'Z'),
 * or NaN when the text has another shape or names an impossible date: luxon decides those.
 */
function parseWireSeconds(s: string): number {
  const n = s.length;
  if (n < 19 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return NaN;
  if (n > 19) {
    let i = 19;
    if (s.charCodeAt(i) === 46) {
      i++;
      const from = i;
      while (i < n && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
      if (i === from || i - from > 9) return NaN;
    }
    if (i < n && s.charCodeAt(i) === 90) i++;
    if (i !== n) return NaN;
  }
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return NaN;
  if (day > (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!)) return NaN;
  return daysFromCivil(year, month, day) * DAY_S + hour * 3600 + minute * 60 + second;
}

/**
 * A formatter from UTC wire dates to local 'dd/MM/yyyy HH:mm:ss' in `timeZone`, equal to luxon's
 * `DateTime.fromISO(value, { zone: 'utc' }).setZone(zone).toFormat(...)` (a property test checks it).
 *
 * Why not luxon for every cell: 15,000 rows with four date columns is 60,000 parse-and-format calls,
 * about a second with luxon (and still ~1 µs each through Date objects) against the ~200 ms a whole
 * CSV takes. The common wire shape is parsed and formatted with integer arithmetic; the zone offset
 * comes from luxon's zone (so the app's zone setting is honoured), cached per UTC day: a day whose
 * start and end share an offset has no transition in it. Anything else (offsets in the text, years
 * before 1000, impossible dates, Date objects out of range) goes through luxon.
 */
export function createUtcDateFormatter(timeZone?: string): (value: unknown) => string {
  const zone = resolveZone(timeZone);
  const startOffsets = startOffsetsOf(zone);
  // Offsets in seconds. A day whose start and the next day's start share an offset has no
  // transition in it; otherwise ask the zone for the exact instant.
  const offsetAt = (seconds: number): number => {
    const day = Math.floor(seconds / DAY_S);
    const start = startOffsets(day);
    return start === startOffsets(day + 1) ? start : zone.offset(seconds * 1000) * 60;
  };

  const viaLuxon = (date: DateTime): string => (date.isValid ? date.setZone(zone).toFormat(EXPORT_DATE_PATTERN) : MISSING_DATE);

  // 'dd/MM/yyyy ' per local day number ('' for years luxon must write).
  const dayTexts = new Map<number, string>();
  const dayText = (days: number): string => {
    let text = dayTexts.get(days);
    if (text === undefined) {
      const [year, month, day] = civilFromDays(days);
      text = year < 1000 || year > 9999 ? '' : `${PAD2[day]}/${PAD2[month]}/${year} `;
      dayTexts.set(days, text);
    }
    return text;
  };

  const fromSeconds = (seconds: number): string => {
    const local = seconds + offsetAt(seconds);
    const days = Math.floor(local / DAY_S);
    let rest = local - days * DAY_S;
    const prefix = dayText(days);
    if (prefix === '') return viaLuxon(DateTime.fromMillis(seconds * 1000, { zone }));
    const hour = Math.floor(rest / 3600);
    rest -= hour * 3600;
    const minute = Math.floor(rest / 60);
    return `${prefix}${PAD2[hour]}:${PAD2[minute]}:${PAD2[rest - minute * 60]}`;
  };

  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return MISSING_DATE;
    if (typeof value === 'string') {
      const seconds = parseWireSeconds(value);
      return Number.isNaN(seconds) ? viaLuxon(DateTime.fromISO(value.trim(), { zone: 'utc' })) : fromSeconds(seconds);
    }
    const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : NaN;
    return Number.isFinite(ms) ? fromSeconds(Math.floor(ms / 1000)) : MISSING_DATE;
  };
}

/** A day as DD/MM/YYYY (PDF title) or DD_MM_YYYY (file names), in the page's zone (luxon's default). */
export function formatDay(date: Date, separator: '/' | '_'): string {
  return DateTime.fromJSDate(date).toFormat(`dd${separator}MM${separator}yyyy`);
}
