import { DateTime } from 'luxon';

/**
 * The app's "now" for the rules that count days from today (a notice's day at least tomorrow, the range a
 * search opens with): the device's time, read in this one place so a test can put the app on the sandbox
 * clock's day with one spy (`jest.spyOn(appClock, 'now')`), without fake timers.
 */
export const appClock = { now: (): Date => new Date() };

/** The start of today plus `days` (1: tomorrow), in local time. */
export const dayFromToday = (days: number): Date => DateTime.fromJSDate(appClock.now()).startOf('day').plus({ days }).toJSDate();

/** A local day as the wire's yyyy-MM-dd (IsoDate). */
export const toIsoDay = (day: Date): string => DateTime.fromJSDate(day).toISODate() ?? '';

/** A yyyy-MM-dd day as the screens write it, dd/MM/yyyy. */
export const formatIsoDay = (day: string): string => DateTime.fromISO(day).toFormat('dd/MM/yyyy');
