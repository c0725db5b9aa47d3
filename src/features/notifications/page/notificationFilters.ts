import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { rangeErrorKey } from '../../../domain/notifications/searchRange';

/** A submitted search: both dates (at most two years apart) and the text. */
export interface NotificationSearch {
  range: { start: Date; end: Date };
  text: string;
}

/** The unread view's search: its text alone. */
export interface UnreadSearch {
  text: string;
}

/** The text both views search, as a search box. */
const TEXT = { kind: 'text', name: 'text', labelKey: 'notifications.page.text', max: LIMITS.notifications.searchTextMax, inputType: 'search' } as const;

/**
 * The date search, opening on `empty` (the last 30 days): both days are needed, and a range longer than
 * the contract's years is refused with the years it allows.
 */
export const notificationSearchFilter = (empty: NotificationSearch): FilterDescription<NotificationSearch> => ({
  labelKey: 'notifications.page.searchForm',
  // The page had no "Limpiar": its dates are always set and the unread view's text is all there is.
  clear: false,
  empty,
  fields: [{ kind: 'dateRange', name: 'range', labelKey: 'notifications.page.dates', required: true }, TEXT],
  refuse: ({ range }) => {
    const key = range.start && range.end ? rangeErrorKey(range) : null;
    return key && { key, values: { years: LIMITS.notifications.searchMaxYears } };
  },
});

/** The unread view's search: text only, since the unread list has no date limit. */
export const UNREAD_FILTER: FilterDescription<UnreadSearch> = {
  labelKey: 'notifications.page.searchForm',
  // The page had no "Limpiar": its dates are always set and the unread view's text is all there is.
  clear: false,
  empty: { text: '' },
  fields: [TEXT],
};
