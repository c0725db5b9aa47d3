import { isoWeekday, workingCalendar } from './holidays';

const MEXICO = 1;
const OTHER = 2;

describe('working days by country', () => {
  const calendar = workingCalendar([
    { countryId: MEXICO, date: '2026-09-16' },
    { countryId: OTHER, date: '2026-09-15' },
  ]);

  it('counts weekdays on the calendar alone: 16 September 2026 is a Wednesday, 1 January 2028 a Saturday', () => {
    expect(isoWeekday('2026-09-16')).toBe(3);
    expect(isoWeekday('2028-01-01')).toBe(6);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(() => isoWeekday('16/09/2026')).toThrow(RangeError);
  });

  it('answers per country: a non-working day of one is a working day of another', () => {
    expect(calendar.isWorkingDay(MEXICO, '2026-09-16')).toBe(false);
    expect(calendar.isWorkingDay(OTHER, '2026-09-16')).toBe(true);
    expect(calendar.isWorkingDay(MEXICO, '2026-09-15')).toBe(true);
    expect(calendar.isWorkingDay(OTHER, '2026-09-15')).toBe(false);
  });

  it('does not work weekends unless told which days the weekend is', () => {
    expect(calendar.isWorkingDay(MEXICO, '2026-09-19')).toBe(false);
    expect(calendar.isWorkingDay(MEXICO, '2026-09-20')).toBe(false);
    expect(calendar.isWorkingDay(MEXICO, '2026-09-21')).toBe(true);
    const sundaysOnly = workingCalendar([], [7]);
    expect(sundaysOnly.isWorkingDay(MEXICO, '2026-09-19')).toBe(true);
    expect(sundaysOnly.isWorkingDay(MEXICO, '2026-09-20')).toBe(false);
  });
});
