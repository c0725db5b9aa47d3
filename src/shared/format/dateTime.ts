import { DateTime } from 'luxon';
import { EMPTY_VALUE } from './emptyValue';

/** Shown where a date is missing: the one empty placeholder. */
export const MISSING_DATE = EMPTY_VALUE;

/**
 * The one date-time pattern of every screen (notification areas included, so a date reads the same
 * everywhere; spec 000 gave notifications dd-MM-yyyy, which made two rules).
 */
export const DATE_TIME_PATTERN = 'dd/MM/yyyy HH:mm:ss';

/** A UTC 'yyyy-MM-ddTHH:mm:ss' from the backends, in the user's local time. */
export function formatUtcDateTime(value: string | null | undefined): string {
  if (!value) return MISSING_DATE;
  const parsed = DateTime.fromISO(value, { zone: 'utc' });
  return parsed.isValid ? parsed.toLocal().toFormat(DATE_TIME_PATTERN) : MISSING_DATE;
}

/** A local date-time to the wire format: UTC 'yyyy-MM-ddTHH:mm:ss'. */
export function toUtcWire(date: Date): string {
  return DateTime.fromJSDate(date).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");
}

/** The wire's UTC 'yyyy-MM-ddTHH:mm:ss' (with or without its Z) as a Date, for a form's date field. */
export function fromUtcWire(value: string): Date {
  return DateTime.fromISO(value, { zone: 'utc' }).toJSDate();
}
