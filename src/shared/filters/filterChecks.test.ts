import { EMPTY_RANGE } from '../ui/DateRangePicker';
import { LIMITS } from '../validation/limits';
import { filterProblems, searchOf } from './filterChecks';
import type { FilterDescription } from './filterTypes';
import { EMPTY, MAX, MIN, requiredPeriod, sectioned, YEARS, type Probe } from './testing/sectionedProbe';

const probeFilter: FilterDescription<Probe> = { labelKey: sectioned.labelKey, empty: EMPTY, fields: [...sectioned.fields, requiredPeriod] };

const day = (year: number, month = 1, date = 1) => {
  const value = new Date(2000, month - 1, date);
  value.setFullYear(year);
  return value;
};
const A_PERIOD = { start: day(2026, 3, 1), end: day(2026, 3, 2) };
const keysOf = (patch: Partial<Probe>) => filterProblems(probeFilter, { ...EMPTY, period: A_PERIOD, ...patch }).map((problem) => [problem.field, problem.key, problem.values]);

describe('filterProblems', () => {
  it('lets a text follow its pattern, once trimmed, and refuses another with its message', () => {
    expect(keysOf({ code: ' 123 ' })).toEqual([]);
    expect(keysOf({ code: '12a' })).toEqual([[0, 'ticketFilter.validation.numeric', {}]]);
  });

  it('refuses a text over its maximum with the message it names, at the edge of the limit', () => {
    expect(keysOf({ code: '1'.repeat(MAX) })).toEqual([]);
    expect(keysOf({ code: '1'.repeat(MAX + 1) })).toEqual([[0, 'ticketFilter.validation.tooLong', { max: MAX }]]);
  });

  it('counts blanks only as too short where the field says so, and as no text elsewhere', () => {
    expect(keysOf({ code: ' '.repeat(MIN), name: ' '.repeat(MIN) })).toEqual([[0, 'grid.filter.tooShort', { min: MIN }]]);
    expect(keysOf({ code: '' })).toEqual([]);
  });

  it('refuses a picked range that ends before it starts, and takes a one-day range', () => {
    expect(keysOf({ when: { start: day(2026, 3, 10), end: day(2026, 3, 10) } })).toEqual([]);
    expect(keysOf({ when: { start: day(2026, 3, 10), end: day(2026, 3, 9) } })).toEqual([[2, 'ticketFilter.validation.toAfterFrom', {}]]);
  });

  it('refuses a day outside its years, written with four digits, at both edges', () => {
    const message = [2, YEARS.messageKey, { minYear: String(YEARS.min).padStart(4, '0'), maxYear: String(YEARS.max) }];
    expect(keysOf({ when: { start: day(YEARS.min), end: day(YEARS.max) } })).toEqual([]);
    expect(keysOf({ when: { start: day(YEARS.min - 1), end: null } })).toEqual([message]);
    expect(keysOf({ when: { start: null, end: day(YEARS.max + 1) } })).toEqual([message]);
    expect(keysOf({ when: { start: new Date(Number.NaN), end: null } })).toEqual([message]);
  });

  it('needs both days of a required range', () => {
    expect(keysOf({ period: { start: A_PERIOD.start, end: null } })).toEqual([[3, 'grid.filter.datesRequired', {}]]);
    expect(keysOf({ period: EMPTY_RANGE })).toEqual([[3, 'grid.filter.datesRequired', {}]]);
  });

  it("carries the values of the whole filter's refusal to its message", () => {
    const refuse = (draft: Probe) => (draft.name === 'x' ? { key: 'notifications.page.rangeTooLong', values: { years: LIMITS.notifications.searchMaxYears } } : null);
    const problems = filterProblems({ ...probeFilter, refuse }, { ...EMPTY, period: A_PERIOD, name: 'x' });
    expect(problems).toEqual([{ field: null, key: 'notifications.page.rangeTooLong', values: { years: LIMITS.notifications.searchMaxYears }, live: false }]);
    expect(searchOf({ ...probeFilter, refuse })({ ...EMPTY, period: A_PERIOD, name: 'x' })).toBeNull();
  });
});
