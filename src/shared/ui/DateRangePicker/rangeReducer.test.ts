import { DateTime } from 'luxon';
import {
  clampRange,
  clickDay,
  defaultBounds,
  EMPTY_RANGE,
  formatDay,
  monthWeeks,
  moveFocus,
  PRESET_KEYS,
  presetRange,
  rangeReducer,
  rangeRole,
  viewFor,
  yearList,
  type DateRange,
} from './rangeReducer';

/** Local dates, so the assertions hold in any time zone. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => DateTime.local(y, m, d, h, min).toJSDate();
const show = (range: DateRange) => `${formatDay(range.start)}|${formatDay(range.end)}`;

// A fixed clock: Wednesday 11 March 2026, 10:30 local.
const NOW = local(2026, 3, 11, 10, 30);

describe('clickDay (the click rules)', () => {
  it('first click sets the start at the beginning of the day', () => {
    const range = clickDay(EMPTY_RANGE, local(2026, 3, 5, 15));
    expect(range.start).toEqual(local(2026, 3, 5));
    expect(range.end).toBeNull();
  });

  it('second click sets the end at the end of its day', () => {
    const range = clickDay(clickDay(EMPTY_RANGE, local(2026, 3, 5)), local(2026, 3, 9));
    expect(range.start).toEqual(local(2026, 3, 5));
    expect(range.end).toEqual(DateTime.local(2026, 3, 9).endOf('day').toJSDate());
  });

  it('a second click on the start day makes a one-day range', () => {
    expect(show(clickDay(clickDay(EMPTY_RANGE, local(2026, 3, 5)), local(2026, 3, 5, 18)))).toBe('05/03/2026|05/03/2026');
  });

  it('a click earlier than the start restarts', () => {
    const range = clickDay(clickDay(EMPTY_RANGE, local(2026, 3, 5)), local(2026, 3, 2));
    expect(show(range)).toBe('02/03/2026|');
  });

  it('a click after a complete range restarts', () => {
    const complete = clickDay(clickDay(EMPTY_RANGE, local(2026, 3, 5)), local(2026, 3, 9));
    expect(show(clickDay(complete, local(2026, 3, 20)))).toBe('20/03/2026|');
    expect(show(clickDay(complete, local(2026, 3, 1)))).toBe('01/03/2026|');
  });

  it('goes through rangeReducer the same way, and clear empties', () => {
    let range = rangeReducer(EMPTY_RANGE, { type: 'click', day: local(2026, 3, 5) });
    range = rangeReducer(range, { type: 'click', day: local(2026, 3, 6) });
    expect(show(range)).toBe('05/03/2026|06/03/2026');
    expect(rangeReducer(range, { type: 'clear' })).toEqual(EMPTY_RANGE);
  });
});

describe('presets (fixed clock: Wednesday 11/03/2026)', () => {
  it.each([
    ['today', '11/03/2026|11/03/2026'],
    ['yesterday', '10/03/2026|10/03/2026'],
    ['thisWeek', '08/03/2026|14/03/2026'],
    ['lastWeek', '01/03/2026|07/03/2026'],
    ['last7Days', '05/03/2026|11/03/2026'],
    ['thisMonth', '01/03/2026|31/03/2026'],
    ['lastMonth', '01/02/2026|28/02/2026'],
  ] as const)('%s is %s', (preset, expected) => {
    const range = rangeReducer(EMPTY_RANGE, { type: 'preset', preset, now: NOW });
    expect(show(range)).toBe(expected);
    expect(DateTime.fromJSDate(range.start!).toFormat('HH:mm:ss')).toBe('00:00:00');
    expect(DateTime.fromJSDate(range.end!).toFormat('HH:mm:ss')).toBe('23:59:59');
  });

  it('lists the seven presets in order', () => {
    expect(PRESET_KEYS).toEqual(['today', 'yesterday', 'thisWeek', 'lastWeek', 'last7Days', 'thisMonth', 'lastMonth']);
  });

  it('yesterday and last month cross year boundaries', () => {
    expect(show(presetRange('yesterday', local(2026, 1, 1, 9)))).toBe('31/12/2025|31/12/2025');
    expect(show(presetRange('lastMonth', local(2026, 1, 15)))).toBe('01/12/2025|31/12/2025');
  });

  it('weeks start on Sunday, also when today is Sunday or Saturday', () => {
    expect(show(presetRange('thisWeek', local(2026, 3, 8)))).toBe('08/03/2026|14/03/2026');
    expect(show(presetRange('thisWeek', local(2026, 3, 14)))).toBe('08/03/2026|14/03/2026');
  });
});

describe('bounds, years and the grid', () => {
  it('defaults to 10 years before and after today', () => {
    const { min, max } = defaultBounds(NOW);
    expect(formatDay(min)).toBe('11/03/2016');
    expect(formatDay(max)).toBe('11/03/2036');
  });

  it('clamps a range into the bounds, or refuses one wholly outside', () => {
    const bounds = { min: local(2026, 3, 3), max: local(2026, 3, 20) };
    expect(show(clampRange({ start: local(2026, 3, 1), end: local(2026, 3, 25) }, bounds)!)).toBe('03/03/2026|20/03/2026');
    expect(clampRange({ start: local(2026, 4, 1), end: local(2026, 4, 5) }, bounds)).toBeNull();
  });

  it('lists 30 years around the current one', () => {
    const years = yearList(NOW);
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2011);
    expect(years.at(-1)).toBe(2040);
    expect(years).toContain(2026);
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks(local(2026, 3, 1)); // 1 March 2026 is a Sunday
    expect(weeks[0]![0]).toEqual(local(2026, 3, 1));
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    const april = monthWeeks(local(2026, 4, 1)); // 1 April 2026 is a Wednesday
    expect(april[0]!.slice(0, 3)).toEqual([null, null, null]);
  });

  it('moves keyboard focus by day, week, month and year', () => {
    const day = local(2026, 3, 11);
    expect(formatDay(moveFocus(day, 'ArrowLeft'))).toBe('10/03/2026');
    expect(formatDay(moveFocus(day, 'ArrowRight'))).toBe('12/03/2026');
    expect(formatDay(moveFocus(day, 'ArrowUp'))).toBe('04/03/2026');
    expect(formatDay(moveFocus(day, 'ArrowDown'))).toBe('18/03/2026');
    expect(formatDay(moveFocus(day, 'Home'))).toBe('08/03/2026');
    expect(formatDay(moveFocus(day, 'End'))).toBe('14/03/2026');
    expect(formatDay(moveFocus(day, 'PageDown'))).toBe('11/04/2026');
    expect(formatDay(moveFocus(day, 'PageUp', true))).toBe('11/03/2025');
  });

  it('keeps a focused day in one of the two linked months', () => {
    const left = local(2026, 3, 1);
    expect(formatDay(viewFor(local(2026, 4, 30), left))).toBe('01/03/2026');
    expect(formatDay(viewFor(local(2026, 5, 1), left))).toBe('01/04/2026');
    expect(formatDay(viewFor(local(2026, 2, 28), left))).toBe('01/02/2026');
  });

  it('marks start, end and the days inside, previewing up to the hovered day', () => {
    const range = { start: local(2026, 3, 5), end: null };
    expect(rangeRole(local(2026, 3, 5), range, null)).toBe('start');
    expect(rangeRole(local(2026, 3, 7), range, local(2026, 3, 9))).toBe('inside');
    expect(rangeRole(local(2026, 3, 9), range, local(2026, 3, 9))).toBe('end');
    expect(rangeRole(local(2026, 3, 10), range, local(2026, 3, 9))).toBeNull();
  });
});
