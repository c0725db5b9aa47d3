import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** What a stored filter object is read back into; null or a missing field means "not usable". */
export type StoredFilterParser<F> = (stored: Readonly<Record<string, unknown>>) => F | null;

/** The storage key of a screen's last filter: its path with the slashes removed ('/requirement/find' -> 'requirementfind'). */
export const lastFilterKey = (pathname: string): string => pathname.replace(/\//g, '');

/** Stored text back to a filter: anything that is not a JSON object is no filter at all. */
export function decodeStoredFilter<F>(raw: string | null, parse: StoredFilterParser<F>): F | null {
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  return parse(stored as Record<string, unknown>);
}

/** A remembered date (an ISO instant, as writeLastFilter keeps dates) read back; anything else is no date. */
export function storedDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A remembered date range ({ start, end }) read back, each side by storedDate. */
export function storedDateRange(value: unknown): { start: Date | null; end: Date | null } {
  const range = (value && typeof value === 'object' ? value : {}) as Readonly<Record<string, unknown>>;
  return { start: storedDate(range.start), end: storedDate(range.end) };
}

export function readLastFilter<F>(key: string, parse: StoredFilterParser<F>): F | null {
  try {
    return decodeStoredFilter(window.localStorage.getItem(key), parse);
  } catch {
    return null;
  }
}

export function writeLastFilter(key: string, values: unknown): void {
  try {
    // Dates are stored as ISO instants; the screen's parser reads them back as dates.
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
 * (or `screenKey` when given), for every grid page. `lastValues` is read once, when the screen mounts.
 */
export function useLastFilter<F>(parse: StoredFilterParser<F>, screenKey?: string) {
  const { pathname } = useLocation();
  const key = screenKey ?? lastFilterKey(pathname);
  const [lastValues] = useState(() => readLastFilter(key, parse));
  const save = useCallback((values: F) => writeLastFilter(key, values), [key]);
  const forget = useCallback(() => forgetLastFilter(key), [key]);
  return { key, lastValues, save, forget };
}
