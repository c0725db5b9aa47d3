import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { DateRange } from '../../../shared/ui/DateRangePicker';
import { DATE_PAIRS, emptyFilterValues, FLAG_FIELDS, ID_FIELDS, LIST_FIELDS, TEXT_FIELDS, type TicketFilterValues } from '../../../domain/tickets/search/filterValues';

/** The storage key of a screen's last filter: its path with the slashes removed ('/requirement/find' -> 'requirementfind'). */
export const lastFilterKey = (pathname: string): string => pathname.replace(/\//g, '');

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Reads stored values back, field by field; anything malformed falls back to the empty value. */
export function parseStoredFilter(raw: string | null): TicketFilterValues | null {
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const source = stored as Record<string, unknown>;
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

export function readLastFilter(key: string): TicketFilterValues | null {
  try {
    return parseStoredFilter(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

export function writeLastFilter(key: string, values: TicketFilterValues): void {
  try {
    // Dates are stored as ISO instants and read back as dates.
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the filter is simply not remembered.
  }
}

export function forgetLastFilter(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

/**
 * The last filter submitted on a screen, kept in localStorage under the current path without slashes
 * (or `screenKey` when given). `lastValues` is read once, when the screen mounts.
 */
export function useLastFilter(screenKey?: string) {
  const { pathname } = useLocation();
  const key = screenKey ?? lastFilterKey(pathname);
  const [lastValues] = useState(() => readLastFilter(key));
  const save = useCallback((values: TicketFilterValues) => writeLastFilter(key, values), [key]);
  const forget = useCallback(() => forgetLastFilter(key), [key]);
  return { key, lastValues, save, forget };
}
