import { DateTime } from 'luxon';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { appClock, toIsoDay } from '../../../shared/time/clock';
import { LIMITS } from '../../../shared/validation/limits';

/** The days a report covers, YYYY-MM-DD each (both required). */
export interface ReportDates {
  dateFrom: string;
  dateTo: string;
}

/** The last `days` days up to today (the app's clock), today included. */
export function lastDays(days: number): ReportDates {
  const today = DateTime.fromJSDate(appClock.now()).startOf('day');
  return { dateFrom: toIsoDay(today.minus({ days: days - 1 }).toJSDate()), dateTo: toIsoDay(today.toJSDate()) };
}

/**
 * Every report's filter (spec 002 section 5): from and to both required, to not before from, neither after today
 * nor before a year and a day ago (LIMITS.reports.oldest). It opens, and clears back, on the last `days` days.
 */
export function reportFilter(days: number): FilterDescription<ReportDates> {
  return {
    labelKey: 'reports.filter.label',
    empty: lastDays(days),
    fields: [
      {
        kind: 'dateRange', from: 'dateFrom', to: 'dateTo', labelKey: 'reports.filter.dates', fromLabelKey: 'reports.filter.from', toLabelKey: 'reports.filter.to',
        requiredKey: 'reports.filter.required', afterTodayKey: 'reports.filter.afterToday', oldest: { ...LIMITS.reports.oldest, messageKey: 'reports.filter.tooOld' },
      },
    ],
  };
}

const utcOf = (day: DateTime) => day.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");

/**
 * The range a report sends (ticket.yaml TicketReportRange): from the start of the from day to the start of the day
 * after to, in the user's local time sent as UTC; every client the user may see.
 */
export function toReportRange({ dateFrom, dateTo }: ReportDates) {
  return { dateFrom: utcOf(DateTime.fromISO(dateFrom).startOf('day')), dateTo: utcOf(DateTime.fromISO(dateTo).startOf('day').plus({ days: 1 })), clientId: null };
}
