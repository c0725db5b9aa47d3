import { DateTime } from 'luxon';
import type { SearchNoticesApiArg } from '../../api/tags/message';
import type { FilterDescription } from '../../shared/filters/filterTypes';
import { appClock } from '../../shared/time/clock';
import type { GridRequest } from '../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../shared/validation/limits';

/** Scheduled days, yyyy-MM-dd each ('' until chosen). */
export interface NoticeFilterValues {
  dateFrom: string;
  dateTo: string;
}

const { searchMaxYears } = LIMITS.notices;

/** Both days are needed, and at most two years apart (spec 002 sections 5 and 9); the message names the years. */
function refuse({ dateFrom, dateTo }: NoticeFilterValues) {
  if (!dateFrom || !dateTo) return 'grid.filter.datesRequired';
  const limit = DateTime.fromISO(dateFrom).plus({ years: searchMaxYears }).toISODate()!;
  return dateTo > limit ? { key: 'notifications.page.rangeTooLong', values: { years: searchMaxYears } } : null;
}

/** The search by scheduled day, opening on the last 30 days and the year to come (notices are scheduled ahead). */
export function noticeFilter(): FilterDescription<NoticeFilterValues> {
  const today = DateTime.fromJSDate(appClock.now());
  return {
    labelKey: 'adminNotifications.filter.label',
    clear: false,
    empty: { dateFrom: today.minus({ days: 30 }).toISODate()!, dateTo: today.plus({ years: 1 }).toISODate()! },
    fields: [
      {
        kind: 'dateRange', from: 'dateFrom', to: 'dateTo', future: true, labelKey: 'adminNotifications.filter.dates',
        fromLabelKey: 'grid.filter.from', toLabelKey: 'grid.filter.to',
      },
    ],
    refuse,
  };
}

export const toNoticeSearchArg = ({ filter, pageNumber, pageSize }: GridRequest<NoticeFilterValues>): SearchNoticesApiArg => ({
  noticeSearchRequest: { dateFrom: filter.dateFrom, dateTo: filter.dateTo, pageNumber, pageSize },
});
