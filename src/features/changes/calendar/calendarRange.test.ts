import { DateTime } from 'luxon';
import { calendarDays, onDay, stepped } from './calendarRange';

describe('calendar range', () => {
  it('shows whole weeks from Sunday around a month, and one week around a day', () => {
    const month = calendarDays('month', DateTime.local(2026, 12, 14));
    expect([month[0]!.toISODate(), month.at(-1)!.toISODate(), month.length]).toEqual(['2026-11-29', '2027-01-02', 35]);
    const week = calendarDays('week', DateTime.local(2026, 12, 16));
    expect([week[0]!.toISODate(), week.at(-1)!.toISODate()]).toEqual(['2026-12-13', '2026-12-19']);
    expect(stepped('week', DateTime.local(2026, 12, 16), 1).toISODate()).toBe('2026-12-23');
  });

  it('puts a window on the days it touches', () => {
    const day = DateTime.local(2026, 12, 14);
    expect(onDay(day, day.minus({ hours: 1 }).toMillis(), day.toMillis())).toBe(false);
    expect(onDay(day, day.minus({ hours: 1 }).toMillis(), day.plus({ minutes: 1 }).toMillis())).toBe(true);
  });
});
