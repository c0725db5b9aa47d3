import type { TicketSearchFilter } from '../../../api/tags/ticket';
import { toUtcWire } from '../../../shared/format/dateTime';
import { endOfDay, startOfDay } from '../../../shared/ui/DateRangePicker';
import { DATE_PAIRS, FLAG_FIELDS, ID_FIELDS, LIST_FIELDS, TEXT_FIELDS, type TicketFilterValues } from './filterValues';

/**
 * The form's values as the request's filter fields: text trimmed and dropped when empty, unset
 * pickers and unchecked boxes dropped, each date range as its UTC pair (the 'from' day from
 * 00:00:00 local, the 'to' day up to 23:59:59 local). Pure; the grid adds category, paging and
 * sorting (and `nullSearchFields()` for the fields left out).
 */
export function toSearchFilter(values: TicketFilterValues): Partial<TicketSearchFilter> {
  const filter: Partial<TicketSearchFilter> = {};
  for (const field of TEXT_FIELDS) {
    const text = (values[field] ?? '').trim();
    if (text) filter[field] = text;
  }
  for (const field of ID_FIELDS) {
    const id = values[field];
    if (id !== null && id !== undefined) filter[field] = id;
  }
  for (const field of LIST_FIELDS) {
    const ids = values[field] ?? [];
    if (ids.length) filter[field] = [...new Set(ids)];
  }
  for (const field of FLAG_FIELDS) {
    if (values[field]) filter[field] = true;
  }
  for (const pair of DATE_PAIRS) {
    const range = values[pair.field];
    if (range?.start) filter[pair.from] = toUtcWire(startOfDay(range.start));
    if (range?.end) filter[pair.to] = toUtcWire(endOfDay(range.end));
  }
  return filter;
}
