import { DateTime } from 'luxon';
import { filterProblems } from '../../../shared/filters/filterChecks';
import { appClock, toIsoDay } from '../../../shared/time/clock';
import { LIMITS } from '../../../shared/validation/limits';
import { lastDays, reportFilter, toReportRange, type ReportDates } from './reportFilter';

const NOW = new Date(2026, 10, 20, 9, 30);
const today = DateTime.fromJSDate(NOW).startOf('day');
const day = (days: number) => toIsoDay(today.plus({ days }).toJSDate());
const oldest = toIsoDay(today.minus(LIMITS.reports.oldest).toJSDate());
const dayBefore = (iso: string) => toIsoDay(DateTime.fromISO(iso).minus({ days: 1 }).toJSDate());

// Made after the clock is set: it opens on the clock's days.
const filter = () => reportFilter(LIMITS.reports.recidivistDays);
const problems = (dates: Partial<ReportDates>) =>
  filterProblems(filter(), { ...lastDays(1), ...dates }).map(({ key, values, side }) => ({ key, values, side }));

beforeEach(() => jest.spyOn(appClock, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('the report filter', () => {
  it('opens on the last days up to today, today included', () => {
    expect(filter().empty).toEqual({ dateFrom: day(1 - LIMITS.reports.recidivistDays), dateTo: day(0) });
    expect(problems(filter().empty)).toEqual([]);
  });

  it('needs both dates', () => {
    expect(problems({ dateFrom: '' })).toEqual([{ key: 'reports.filter.required', values: {}, side: 'from' }]);
    expect(problems({ dateTo: '' })).toEqual([{ key: 'reports.filter.required', values: {}, side: 'to' }]);
  });

  it('takes today and refuses tomorrow, on either end', () => {
    expect(problems({ dateFrom: day(0), dateTo: day(0) })).toEqual([]);
    expect(problems({ dateFrom: day(0), dateTo: day(1) })).toEqual([{ key: 'reports.filter.afterToday', values: {}, side: 'to' }]);
    expect(problems({ dateFrom: day(1), dateTo: day(1) })).toEqual([{ key: 'reports.filter.afterToday', values: {}, side: 'from' }]);
  });

  it('takes a year and a day ago and refuses the day before, naming the oldest day', () => {
    expect(problems({ dateFrom: oldest })).toEqual([]);
    const tooOld = { key: 'reports.filter.tooOld', values: { day: DateTime.fromISO(oldest).toFormat('dd/MM/yyyy') }, side: 'from' };
    expect(problems({ dateFrom: dayBefore(oldest) })).toEqual([tooOld]);
    expect(problems({ dateFrom: dayBefore(oldest), dateTo: dayBefore(oldest) })).toEqual([tooOld]);
  });

  it('takes a one-day range and refuses a to before its from as typed', () => {
    expect(problems({ dateFrom: day(-3), dateTo: day(-3) })).toEqual([]);
    expect(filterProblems(filter(), { dateFrom: day(-3), dateTo: day(-4) })).toEqual([
      expect.objectContaining({ key: 'grid.filter.backwards', live: true, labels: { from: 'reports.filter.from', to: 'reports.filter.to' } }),
    ]);
  });

  it('sends the whole days in UTC, the to day included', () => {
    const range = toReportRange({ dateFrom: day(-1), dateTo: day(0) });
    expect(range).toEqual({
      dateFrom: today.minus({ days: 1 }).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss"),
      dateTo: today.plus({ days: 1 }).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss"),
      clientId: null,
    });
  });
});
