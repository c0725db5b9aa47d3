import { DateTime } from 'luxon';
import type { FilterDescription } from '../../../shared/filters/filterTypes';

/** The days the report covers, YYYY-MM-DD or '' each; both empty is every answer. */
export interface ReportDates {
  dateFrom: string;
  dateTo: string;
}

export const ALL_DATES: ReportDates = { dateFrom: '', dateTo: '' };

/** From and to, both or neither; a to before its from is refused as typed (the kit's own rule and message). */
export const reportDatesFilter: FilterDescription<ReportDates> = {
  labelKey: 'surveys.report.dates',
  empty: ALL_DATES,
  fields: [{ kind: 'dateRange', from: 'dateFrom', to: 'dateTo', labelKey: 'surveys.report.dates', fromLabelKey: 'surveys.report.dateFrom', toLabelKey: 'surveys.report.dateTo' }],
  refuse: ({ dateFrom, dateTo }) => ((dateFrom === '') !== (dateTo === '') ? 'surveys.report.bothDates' : null),
};

const utcOf = (day: DateTime) => day.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");

/**
 * The report's query (insight.yaml DateFrom and DateTo): answered from the start of the from day, before the start
 * of the day after to, both in the user's local time sent as UTC.
 */
export function datesQuery({ dateFrom, dateTo }: ReportDates): { dateFrom?: string; dateTo?: string } {
  if (!dateFrom || !dateTo) return {};
  return { dateFrom: utcOf(DateTime.fromISO(dateFrom).startOf('day')), dateTo: utcOf(DateTime.fromISO(dateTo).startOf('day').plus({ days: 1 })) };
}
