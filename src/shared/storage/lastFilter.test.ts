import { storedDate, storedDateRange } from './lastFilter';

describe('remembered dates read back', () => {
  it('reads an ISO instant as that date and anything else as no date', () => {
    const day = new Date(2026, 10, 3, 0, 0, 0);
    expect(storedDate(JSON.parse(JSON.stringify(day)))).toEqual(day);
    expect([storedDate('not a date'), storedDate(20261103), storedDate(null)]).toEqual([null, null, null]);
  });

  it('reads each side of a range on its own, and a range that is no object as an empty one', () => {
    expect(storedDateRange({ start: '2026-11-03T06:00:00.000Z', end: 'mañana' })).toEqual({ start: new Date('2026-11-03T06:00:00.000Z'), end: null });
    expect(storedDateRange('2026-11-03')).toEqual({ start: null, end: null });
  });
});
