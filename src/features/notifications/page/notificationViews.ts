import { DateTime } from 'luxon';
import { dayRangeField, recordCodec, textField, type FieldCodec, type FilterCodec } from '../../../shared/gridViews/filterCodecs';
import { LIMITS } from '../../../shared/validation/limits';
import { defaultRange, rangeErrorKey } from '../../../domain/notifications/searchRange';
import type { NotificationSearch } from './notificationFilters';

/** The notifications page's views, kept in the URL (`?view=`); the bell's "show all" opens the unread one. */
export const NOTIFICATION_VIEWS = { unread: 'unread', search: 'search' } as const;
export type NotificationView = (typeof NOTIFICATION_VIEWS)[keyof typeof NOTIFICATION_VIEWS];

export const notificationsPath = (view: NotificationView) => `/notifications?view=${view}`;

/** The address parameter that names the view; links and named views carry it as it is. */
export const VIEW_PARAM = 'view';

const text = textField(LIMITS.notifications.searchTextMax);
const days = dayRangeField({ min: 1, max: 9999 });

/** The searched days in a link ("2026-01-01~2026-01-30"): both, at most two years apart, the last one whole. */
const rangeField: FieldCodec<NotificationSearch['range']> = {
  empty: () => defaultRange(new Date()),
  encode: (range) => days.encode(range),
  decode: (value) => {
    const read = days.decode(value);
    if (!read?.start || !read.end) return undefined;
    const range = { start: read.start, end: DateTime.fromJSDate(read.end).endOf('day').toJSDate() };
    return rangeErrorKey(range) ? undefined : range;
  },
};

/** The date search's filter in a link. */
export const searchCodec: FilterCodec<NotificationSearch> = recordCodec<NotificationSearch>({ range: rangeField, text });

/** The unread view's filter (its text alone) in a link. */
export const unreadCodec: FilterCodec<string> = {
  fields: ['text'],
  encode: (filter): Record<string, string> => {
    const value = text.encode(filter);
    return value === null ? {} : { text: value };
  },
  decode: (values) => {
    const value = values.text === undefined ? '' : text.decode(values.text);
    return value === undefined ? { filter: '', invalid: ['text'] } : { filter: value, invalid: [] };
  },
};
