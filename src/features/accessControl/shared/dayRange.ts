import { DateTime } from 'luxon';
import type { DateRange } from '../../../shared/ui/DateRangePicker';
import { toUtcWire } from '../../../shared/format/dateTime';

/** Whole local days as the services' inclusive UTC bounds (dateFromUtc, dateToUtc); an open side is left out. */
export function dayRangeToUtc(range: DateRange): { dateFromUtc?: string; dateToUtc?: string } {
  return {
    ...(range.start ? { dateFromUtc: toUtcWire(DateTime.fromJSDate(range.start).startOf('day').toJSDate()) } : {}),
    ...(range.end ? { dateToUtc: toUtcWire(DateTime.fromJSDate(range.end).endOf('day').toJSDate()) } : {}),
  };
}
