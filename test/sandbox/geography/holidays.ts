import { DateTime } from 'luxon';
import { matchesText, paginate } from '../catalog/common';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { MEXICO } from './catalogue';

/** A non-working day of a country (route calendar, geography.yaml Holidays). */
export interface Holiday {
  id: number;
  countryId: number;
  date: string;
  name: string;
}

const COUNTRIES = new Map([[MEXICO.countryId, MEXICO.name]]);

/** The day of the month's nth Monday (1 the first), yyyy-MM-dd. */
const nthMonday = (year: number, month: number, nth: number) => {
  const first = DateTime.utc(year, month, 1);
  return first.plus({ days: ((8 - first.weekday) % 7) + (nth - 1) * 7 }).toISODate()!;
};
const day = (year: number, month: number, date: number) => DateTime.utc(year, month, date).toISODate()!;

/**
 * Mexico's official rest days of a year (Ley Federal del Trabajo, article 74): the fixed ones, the Mondays that
 * replace 5 February, 21 March and 20 November, and 1 October of the years a president takes office (2024, 2030...).
 */
export function mexicoOfficialHolidays(year: number): { date: string; name: string }[] {
  return [
    { date: day(year, 1, 1), name: 'Año Nuevo' },
    { date: nthMonday(year, 2, 1), name: 'Día de la Constitución' },
    { date: nthMonday(year, 3, 3), name: 'Natalicio de Benito Juárez' },
    { date: day(year, 5, 1), name: 'Día del Trabajo' },
    { date: day(year, 9, 16), name: 'Día de la Independencia' },
    ...((year - 2024) % 6 === 0 ? [{ date: day(year, 10, 1), name: 'Transmisión del Poder Ejecutivo Federal' }] : []),
    { date: nthMonday(year, 11, 3), name: 'Día de la Revolución' },
    { date: day(year, 12, 25), name: 'Navidad' },
  ];
}

/** Mexico's official days of the sandbox's year and the next. */
export const holidays = serviceState('geography', 'holidays', (store: SandboxStore) => {
  const year = DateTime.fromJSDate(store.now, { zone: store.timeZone }).year;
  const days = [...mexicoOfficialHolidays(year), ...mexicoOfficialHolidays(year + 1)];
  return new Map<number, Holiday>(days.map((d, i) => [i + 1, { id: i + 1, countryId: MEXICO.countryId, ...d }]));
});

const versions = rowVersions('geography', 'holidays');
const refuse = (status: number, message: string, field?: string): never => {
  throw new SandboxError(status, message, field);
};
const spanishDay = (date: string) => DateTime.fromISO(date).toFormat('dd/MM/yyyy');

const row = (store: SandboxStore, h: Holiday) =>
  versions.stamp(store, h.id, { id: h.id, countryId: h.countryId, countryName: COUNTRIES.get(h.countryId) ?? '', date: h.date, name: h.name });

/** A real day, a known country, an allowed name, and a day the country does not have yet (409 naming date). */
function checked(store: SandboxStore, body: { countryId: number; date: string; name: string }, id: number | null): Omit<Holiday, 'id'> {
  const country = COUNTRIES.get(body.countryId) ?? refuse(400, `El país ${body.countryId} no existe`, 'countryId');
  if (!DateTime.fromISO(body.date).isValid) refuse(400, `El día ${body.date} no existe`, 'date');
  const name = body.name.trim();
  if (!name) refuse(400, 'El nombre es obligatorio', 'name');
  assertAllowedText(name, TEXT_FIELDS.name);
  const twice = [...holidays(store).values()].some((h) => h.id !== id && h.countryId === body.countryId && h.date === body.date);
  if (twice) refuse(409, `${country} ya tiene el ${spanishDay(body.date)} como día inhábil`, 'date');
  return { countryId: body.countryId, date: body.date, name };
}

const byDay = (a: Holiday, b: Holiday) => a.date.localeCompare(b.date) || a.countryId - b.countryId;

export const holidayHandlers: OperationHandlers = {
  getGeographyHolidays: ({ store, query }) =>
    [...holidays(store).values()]
      .filter((h) => h.countryId === query.countryId && h.date >= query.from && h.date <= query.to)
      .sort(byDay)
      .map((h) => row(store, h)),
  searchGeographyHolidays: ({ store, body }) => {
    const rows = [...holidays(store).values()]
      .filter((h) => (body.countryId == null || h.countryId === body.countryId) && (body.year == null || h.date.startsWith(`${body.year}-`)))
      .filter((h) => matchesText(body.text, h.name, COUNTRIES.get(h.countryId)))
      .sort(byDay);
    const page = paginate(rows, body.pageNumber, body.pageSize, { isExport: body.isExport });
    return { ...page, items: page.items.map((h) => row(store, h)) };
  },
  createGeographyHoliday: ({ store, body }) => {
    const fields = checked(store, body, null);
    const id = Math.max(0, ...holidays(store).keys()) + 1;
    const holiday = { id, ...fields };
    holidays(store).set(id, holiday);
    return row(store, holiday);
  },
  updateGeographyHoliday: ({ store, body }) => {
    const holiday = holidays(store).get(body.id) ?? refuse(404, `El día inhábil ${body.id} no existe`);
    return versions.update(store, holiday.id, body.rowVersion, () => row(store, holiday), () => {
      Object.assign(holiday, checked(store, body, holiday.id));
      return row(store, holiday);
    });
  },
  deleteGeographyHoliday: ({ store, params }) => {
    if (!holidays(store).delete(params.id)) refuse(404, `El día inhábil ${params.id} no existe`);
    return true;
  },
};
