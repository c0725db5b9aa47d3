import { LIMITS } from '../../validation/limits';
import { DateTime } from 'luxon';

/** A range of whole days: `start` at 00:00:00 local, `end` at 23:59:59.999 local of its day. */
export interface DateRange {
  start: Date | null;
  end: Date | null;
}

export const EMPTY_RANGE: DateRange = { start: null, end: null };

/** Default bounds of the picker: 10 years before and after today (spec 000 section 9). */
export const DATE_PICKER_BOUND_YEARS = LIMITS.datePicker.boundYears;
/** Length of the year list: 30 years around the current one (spec 000 section 2). */
export const DATE_PICKER_YEAR_LIST_LENGTH = LIMITS.datePicker.yearListLength;

/** Predefined ranges, in the order the picker lists them. */
export const PRESET_KEYS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'last7Days', 'thisMonth', 'lastMonth'] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];

export type RangeAction =
  | { type: 'click'; day: Date }
  | { type: 'preset'; preset: PresetKey; now: Date }
  | { type: 'clear' };

const dt = (date: Date) => DateTime.fromJSDate(date);

export const startOfDay = (date: Date): Date => dt(date).startOf('day').toJSDate();
export const endOfDay = (date: Date): Date => dt(date).endOf('day').toJSDate();
export const addDays = (date: Date, days: number): Date => dt(date).plus({ days }).toJSDate();
export const addMonths = (date: Date, months: number): Date => dt(date).plus({ months }).toJSDate();
export const startOfMonth = (date: Date): Date => dt(date).startOf('month').toJSDate();
export const sameDay = (a: Date | null, b: Date | null): boolean => Boolean(a && b && dt(a).hasSame(dt(b), 'day'));
/** A stable key of a day (yyyy-MM-dd, local). */
export const dayKey = (date: Date): string => dt(date).toFormat('yyyy-MM-dd');
/** The header and trigger format: DD/MM/YYYY. */
export const formatDay = (date: Date | null): string => (date ? dt(date).toFormat('dd/MM/yyyy') : '');

/** Whole-day comparison: negative when a's day is before b's. */
export function compareDays(a: Date, b: Date): number {
  return startOfDay(a).getTime() - startOfDay(b).getTime();
}

/** Weeks start on Sunday (es-MX and en-US alike). */
export const startOfWeek = (date: Date): Date => {
  const d = dt(date).startOf('day');
  return d.minus({ days: d.weekday % 7 }).toJSDate();
};

/**
 * The click rules of spec 000 section 2: the first click sets the start, the second sets the end,
 * a click earlier than the start restarts, a click after a complete range restarts.
 */
export function clickDay(range: DateRange, day: Date): DateRange {
  if (!range.start || range.end) return { start: startOfDay(day), end: null };
  if (compareDays(day, range.start) < 0) return { start: startOfDay(day), end: null };
  return { start: range.start, end: endOfDay(day) };
}

/** The predefined ranges, relative to `now`. */
export function presetRange(preset: PresetKey, now: Date): { start: Date; end: Date } {
  const today = dt(now).startOf('day');
  const weekStart = dt(startOfWeek(now));
  const span = (from: DateTime, to: DateTime) => ({ start: from.startOf('day').toJSDate(), end: to.endOf('day').toJSDate() });
  switch (preset) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(today.minus({ days: 1 }), today.minus({ days: 1 }));
    case 'thisWeek':
      return span(weekStart, weekStart.plus({ days: 6 }));
    case 'lastWeek':
      return span(weekStart.minus({ weeks: 1 }), weekStart.minus({ days: 1 }));
    case 'last7Days':
      return span(today.minus({ days: 6 }), today);
    case 'thisMonth':
      return span(today.startOf('month'), today.endOf('month'));
    case 'lastMonth': {
      const last = today.minus({ months: 1 });
      return span(last.startOf('month'), last.endOf('month'));
    }
  }
}

/** The picker's pure state change: clicks, presets and clearing. */
export function rangeReducer(range: DateRange, action: RangeAction): DateRange {
  switch (action.type) {
    case 'click':
      return clickDay(range, action.day);
    case 'preset':
      return presetRange(action.preset, action.now);
    case 'clear':
      return EMPTY_RANGE;
  }
}

export interface Bounds {
  min: Date;
  max: Date;
}

export function defaultBounds(now: Date): Bounds {
  const today = dt(now);
  return {
    min: today.minus({ years: DATE_PICKER_BOUND_YEARS }).startOf('day').toJSDate(),
    max: today.plus({ years: DATE_PICKER_BOUND_YEARS }).endOf('day').toJSDate(),
  };
}

export const inBounds = (day: Date, bounds: Bounds): boolean => compareDays(day, bounds.min) >= 0 && compareDays(day, bounds.max) <= 0;

export function clampDay(day: Date, bounds: Bounds): Date {
  if (compareDays(day, bounds.min) < 0) return startOfDay(bounds.min);
  if (compareDays(day, bounds.max) > 0) return startOfDay(bounds.max);
  return day;
}

/** A range clamped into the bounds, or null when it lies wholly outside them. */
export function clampRange(range: { start: Date; end: Date }, bounds: Bounds): { start: Date; end: Date } | null {
  if (compareDays(range.end, bounds.min) < 0 || compareDays(range.start, bounds.max) > 0) return null;
  return { start: startOfDay(clampDay(range.start, bounds)), end: endOfDay(clampDay(range.end, bounds)) };
}

/** 30 years around the current one: 15 before it, the current one and 14 after it. */
export function yearList(now: Date): number[] {
  const first = now.getFullYear() - DATE_PICKER_YEAR_LIST_LENGTH / 2;
  return Array.from({ length: DATE_PICKER_YEAR_LIST_LENGTH }, (_, i) => first + i);
}

/** The weeks of a month, Sunday first; days of other months are null. */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = dt(month).startOf('month');
  const days = first.daysInMonth ?? 31;
  const lead = first.weekday % 7;
  const cells: (Date | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => first.plus({ days: i }).toJSDate()),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type NavigationKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const NAVIGATION_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
export const isNavigationKey = (key: string): key is NavigationKey => NAVIGATION_KEYS.includes(key);

/** Keyboard movement in the day grid (arrows by day and week, Home/End of week, PageUp/PageDown by month, with Shift by year). */
export function moveFocus(day: Date, key: NavigationKey, shift = false): Date {
  const d = dt(day);
  switch (key) {
    case 'ArrowLeft':
      return d.minus({ days: 1 }).toJSDate();
    case 'ArrowRight':
      return d.plus({ days: 1 }).toJSDate();
    case 'ArrowUp':
      return d.minus({ weeks: 1 }).toJSDate();
    case 'ArrowDown':
      return d.plus({ weeks: 1 }).toJSDate();
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return addDays(startOfWeek(day), 6);
    case 'PageUp':
      return d.minus(shift ? { years: 1 } : { months: 1 }).toJSDate();
    case 'PageDown':
      return d.plus(shift ? { years: 1 } : { months: 1 }).toJSDate();
  }
}

/** The left month to show so that `day` is visible in one of the two linked months. */
export function viewFor(day: Date, left: Date): Date {
  const month = startOfMonth(day);
  const leftMonth = startOfMonth(left);
  if (month < leftMonth) return month;
  if (month > addMonths(leftMonth, 1)) return addMonths(month, -1);
  return leftMonth;
}

/** Whether a day lies inside the range (or the range being chosen, up to `hover`). */
export function rangeRole(day: Date, range: DateRange, hover: Date | null): 'start' | 'end' | 'inside' | null {
  const { start } = range;
  if (!start) return null;
  const end = range.end ?? (hover && compareDays(hover, start) >= 0 ? hover : null);
  if (sameDay(day, start)) return 'start';
  if (end && sameDay(day, end)) return 'end';
  if (end && compareDays(day, start) > 0 && compareDays(day, end) < 0) return 'inside';
  return null;
}
