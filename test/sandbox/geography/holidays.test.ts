import { DateTime } from 'luxon';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';
import { MEXICO } from './catalogue';
import { holidays, mexicoOfficialHolidays } from './holidays';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/geography/api/v1${url}`, options);
const dates = (year: number) => mexicoOfficialHolidays(year).map((d) => d.date);

describe('holidays (geography Holidays)', () => {
  it('knows Mexico\'s official days, the Mondays that replace three of them and the inauguration day every six years', () => {
    expect(dates(2026)).toEqual(['2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25']);
    expect(dates(2027)).toEqual(['2027-01-01', '2027-02-01', '2027-03-15', '2027-05-01', '2027-09-16', '2027-11-15', '2027-12-25']);
    expect(dates(2030)).toContain('2030-10-01');
    expect(dates(2029)).not.toContain('2029-10-01');
  });

  it('seeds them for the sandbox\'s year and the next, and answers a country\'s days between two days', async () => {
    const year = DateTime.fromJSDate(sandbox.store.now).year;
    expect([...holidays(sandbox.store).values()].map((h) => h.date)).toEqual([...dates(year), ...dates(year + 1)]);
    const answer = await api('GET', '/Holidays', { query: { countryId: MEXICO.countryId, from: `${year}-09-16`, to: `${year}-12-25` } });
    expect(answer.body.data.map((h: { date: string }) => h.date)).toEqual(dates(year).filter((d) => d >= `${year}-09-16`));
  });

  it('lets whoever keeps the calendar read the countries its dialog offers', () => {
    const countries = loadContracts().operations.find((o) => o.operationId === 'getGeographyCountries')!;
    expect(countries.permissions).toEqual(expect.arrayContaining(['CatalogCalendarSearch', 'CatalogCalendarCreate']));
  });

  it('refuses a day twice for the same country, and an unknown country or day, naming the field', async () => {
    const year = DateTime.fromJSDate(sandbox.store.now).year;
    const twice = await api('POST', '/Holidays', { body: { countryId: MEXICO.countryId, date: `${year}-09-16`, name: 'Otra vez' } });
    expect(twice).toMatchObject({ status: 409, body: { message: `México ya tiene el 16/09/${year} como día inhábil`, detail: 'date' } });
    expect((await api('POST', '/Holidays', { body: { countryId: 99, date: '2026-09-17', name: 'Día' } })).body.detail).toBe('countryId');
    expect((await api('POST', '/Holidays', { body: { countryId: MEXICO.countryId, date: '2026-02-30', name: 'Día' } })).body.detail).toBe('date');
    const moved = await api('POST', '/Holidays', { body: { countryId: MEXICO.countryId, date: `${year}-09-17`, name: 'Puente' } });
    expect(moved.status).toBe(200);
  });
});
