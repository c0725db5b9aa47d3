import { DateTime } from 'luxon';

/** Shown where a date is missing (spec 000 section 9). */
export const MISSING_DATE = '---';

/**
 * A UTC 'yyyy-MM-ddTHH:mm:ss' from the backends, in the user's local time. Ticket areas use
 * dd/MM/yyyy HH:mm:ss, notification areas dd-MM-yyyy HH:mm:ss.
 */
export function formatUtcDateTime(value: string | null | undefined, pattern: 'dd/MM/yyyy HH:mm:ss' | 'dd-MM-yyyy HH:mm:ss' = 'dd/MM/yyyy HH:mm:ss'): string {
  if (!value) return MISSING_DATE;
  const parsed = DateTime.fromISO(value, { zone: 'utc' });
  return parsed.isValid ? parsed.toLocal().toFormat(pattern) : MISSING_DATE;
}

/** A local date-time to the wire format: UTC 'yyyy-MM-ddTHH:mm:ss'. */
export function toUtcWire(date: Date): string {
  return DateTime.fromJSDate(date).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");
}
