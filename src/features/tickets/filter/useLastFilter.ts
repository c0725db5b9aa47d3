import { decodeStoredFilter, readLastFilter as readStoredFilter, useLastFilter as useStoredFilter } from '../../../shared/storage/lastFilter';
import type { DateRange } from '../../../shared/ui/DateRangePicker';
import { DATE_PAIRS, emptyFilterValues, FLAG_FIELDS, ID_FIELDS, LIST_FIELDS, TEXT_FIELDS, type TicketFilterValues } from '../../../domain/tickets/search/filterValues';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Reads stored values back, field by field; anything malformed falls back to the empty value. */
export function parseTicketFilter(source: Readonly<Record<string, unknown>>): TicketFilterValues {
  const values = emptyFilterValues();
  for (const field of TEXT_FIELDS) if (typeof source[field] === 'string') values[field] = source[field];
  for (const field of ID_FIELDS) if (isId(source[field])) values[field] = source[field];
  for (const field of LIST_FIELDS) {
    const list = source[field];
    if (Array.isArray(list)) values[field] = list.filter(isId);
  }
  for (const field of FLAG_FIELDS) if (typeof source[field] === 'boolean') values[field] = source[field];
  for (const { field } of DATE_PAIRS) {
    const range = source[field] as Partial<Record<keyof DateRange, unknown>> | undefined;
    if (range && typeof range === 'object') values[field] = { start: toDate(range.start), end: toDate(range.end) };
  }
  return values;
}

export const parseStoredFilter = (raw: string | null): TicketFilterValues | null => decodeStoredFilter(raw, parseTicketFilter);

export const readLastFilter = (key: string): TicketFilterValues | null => readStoredFilter(key, parseTicketFilter);

/** The ticket list's last filter (see the shared useLastFilter), read back with dates as dates. */
export const useLastFilter = (screenKey?: string) => useStoredFilter(parseTicketFilter, screenKey);
