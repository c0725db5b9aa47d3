import { DateTime } from 'luxon';
import type { DateRange } from '../../shared/ui/DateRangePicker';
import { LIMITS } from '../../shared/validation/limits';

/**
 * The notifications page's search rule: both dates required, and at most two years apart (the message
 * contract's rule; the server refuses a longer range). Returns the translation key of the problem.
 */
export function rangeErrorKey(range: DateRange): string | null {
  if (!range.start || !range.end) return 'notifications.page.datesRequired';
  const limit = DateTime.fromJSDate(range.start).plus({ years: LIMITS.notifications.searchMaxYears });
  if (DateTime.fromJSDate(range.end) > limit) return 'notifications.page.rangeTooLong';
  return null;
}

/** The range the page opens with: the last 30 days, today included. */
export function defaultRange(now: Date): { start: Date; end: Date } {
  const today = DateTime.fromJSDate(now);
  return { start: today.minus({ days: 29 }).startOf('day').toJSDate(), end: today.endOf('day').toJSDate() };
}
