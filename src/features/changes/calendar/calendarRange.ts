import { DateTime } from 'luxon';

export type CalendarView = 'month' | 'week';

/** The days a view shows around `anchor`, whole weeks from Sunday (es-MX weeks start on Sunday), and the month it is about. */
export function calendarDays(view: CalendarView, anchor: DateTime): DateTime[] {
  const first = view === 'month' ? anchor.startOf('month') : anchor.startOf('day');
  const last = view === 'month' ? anchor.endOf('month').startOf('day') : anchor.startOf('day');
  // luxon's weekday: Monday 1 ... Sunday 7.
  const start = first.minus({ days: first.weekday % 7 });
  const end = last.plus({ days: 6 - (last.weekday % 7) });
  const days: DateTime[] = [];
  for (let day = start; day <= end; day = day.plus({ days: 1 })) days.push(day);
  return days;
}

/** The anchor of the previous or next month or week. */
export const stepped = (view: CalendarView, anchor: DateTime, step: -1 | 1): DateTime => anchor.plus(view === 'month' ? { months: step } : { weeks: step });

/** Whether a window [start, end) touches the day. */
export const onDay = (day: DateTime, start: number, end: number): boolean => start < day.plus({ days: 1 }).toMillis() && end > day.toMillis();
