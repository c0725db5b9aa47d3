import { DateTime, Settings } from 'luxon';
import { formatUtcDateTime, MISSING_DATE, toUtcWire } from './dateTime';
import { EMPTY_VALUE, orEmpty } from './emptyValue';

describe('dates', () => {
  const zone = Settings.defaultZone;
  beforeAll(() => {
    Settings.defaultZone = 'America/Mexico_City';
  });
  afterAll(() => {
    Settings.defaultZone = zone;
  });

  it('shows UTC values in local time, dashes when missing', () => {
    expect(formatUtcDateTime('2026-11-20T15:04:05')).toBe('20/11/2026 09:04:05');
    expect(formatUtcDateTime(null)).toBe(MISSING_DATE);
    expect(formatUtcDateTime('not a date')).toBe(MISSING_DATE);
  });

  it('marks a missing date as any missing value', () => {
    expect(MISSING_DATE).toBe(EMPTY_VALUE);
  });

  it('sends local dates as UTC yyyy-MM-ddTHH:mm:ss', () => {
    const local = DateTime.fromObject({ year: 2026, month: 1, day: 31, hour: 20 }).toJSDate();
    expect(toUtcWire(local)).toBe('2026-02-01T02:00:00');
  });
});

describe('empty values', () => {
  it('shows the one placeholder for null, undefined and empty text', () => {
    expect([null, undefined, ''].map(orEmpty)).toEqual([EMPTY_VALUE, EMPTY_VALUE, EMPTY_VALUE]);
  });

  it('keeps a value, zero included', () => {
    expect(orEmpty('Banco del Valle')).toBe('Banco del Valle');
    expect(orEmpty(0)).toBe('0');
  });
});
