/**
 * Working days by country: the calendar route's non-working days (geography.yaml Holidays) plus the weekend.
 * Pure, so whatever measures time in working days reads the same answer: the SLA clock and the change
 * calendar once they count them, and the calendar screen now.
 */

/** A day of a country's calendar, yyyy-MM-dd: a date where the country is, not an instant. */
export type IsoDay = string;

/** One non-working day of one country (a HolidayRecord carries these). */
export interface NonWorkingDay {
  countryId: number;
  date: IsoDay;
}

/** ISO weekdays (1 Monday to 7 Sunday) that are not worked unless a calendar says otherwise: Saturday and Sunday. */
export const WEEKEND: readonly number[] = [6, 7];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO weekday of a day (1 Monday to 7 Sunday), counted on the calendar alone, whatever the device's zone. */
export function isoWeekday(day: IsoDay): number {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a day (yyyy-MM-dd): ${day}`);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export interface WorkingCalendar {
  /** Whether the day is worked in the country: not on the weekend and not one of its non-working days. */
  isWorkingDay(countryId: number, day: IsoDay): boolean;
}

/** A calendar over the given non-working days (of any countries) and the weekend. */
export function workingCalendar(nonWorking: Iterable<NonWorkingDay>, weekend: readonly number[] = WEEKEND): WorkingCalendar {
  const off = new Set<string>();
  for (const { countryId, date } of nonWorking) off.add(`${countryId}/${date}`);
  return {
    isWorkingDay: (countryId, day) => !weekend.includes(isoWeekday(day)) && !off.has(`${countryId}/${day}`),
  };
}
