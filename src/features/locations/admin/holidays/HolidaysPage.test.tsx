import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { holidays } from '../../../../../test/sandbox/geography/holidays';
import { choose } from '../../../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../../../test/setup/gridActions';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { createI18n } from '../../../../shared/i18n/i18n';
import { appClock } from '../../../../shared/time/clock';
import { LIMITS } from '../../../../shared/validation/limits';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 50 });

beforeEach(() => jest.spyOn(appClock, 'now').mockImplementation(() => sandbox.store.now));
afterEach(() => jest.restoreAllMocks());

const open = () => renderScreen({ route: '/calendar', as: { sandbox, role: 'ADM' } });
const rows = () => gridRows(es.t('routes.catalog_calendar'));
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const year = () => DateTime.fromJSDate(sandbox.store.now).year;
const daysOf = (date: string) => [...holidays(sandbox.store).values()].filter((h) => h.date === date);

/** Fills the new day's dialog: Mexico, the day as the calendar's input shows it, and the name. */
async function fillDay(date: string, name: string) {
  await userEvent.click(screen.getByRole('button', { name: es.t('geography.holidays.create') }));
  await choose(/^País/, 'México', topDialog());
  fireEvent.input(dialogField(/^Día/), { target: { value: DateTime.fromISO(date).toFormat('dd/MM/yyyy') } });
  await enterInDialog(/^Nombre/, name);
}

describe('non-working days by country (route calendar)', () => {
  it('opens on this year\'s days, each with its weekday', async () => {
    open();
    const listed = await rows();
    const thisYear = [...holidays(sandbox.store).values()].filter((h) => h.date.startsWith(`${year()}-`));
    expect(listed).toHaveLength(thisYear.length);
    expect(listed[0]).toHaveTextContent(`01/01/${year()}`);
    expect(listed[0]).toHaveTextContent('Año Nuevo');
    const independence = listed.find((row) => row.textContent?.includes(`16/09/${year()}`))!;
    expect(independence).toHaveTextContent(es.t(`geography.holidays.weekdays.${DateTime.fromISO(`${year()}-09-16`).weekday}`));
  }, 60_000);

  it('adds a day whose name is at its limit, cutting what is typed past it, and refuses the same day twice for the country', async () => {
    open();
    await rows();
    const day = `${year()}-12-12`;
    const atLimit = 'G'.repeat(LIMITS.generalTextMax);
    await fillDay(day, `${atLimit}g`);
    expect(dialogField(/^Nombre/)).toHaveValue(atLimit);
    await save();
    await closed();
    expect(daysOf(day)).toEqual([expect.objectContaining({ countryId: 1, name: atLimit })]);

    await fillDay(day, 'Día de la Virgen');
    await save();
    expect(await within(topDialog()).findByText(`México ya tiene el 12/12/${year()} como día inhábil`)).toBeInTheDocument();
    expect(dialogField(/^Nombre/)).toHaveValue('Día de la Virgen');
    expect(daysOf(day)).toHaveLength(1);
  }, 60_000);

  it('renames a day, keeping its date and country', async () => {
    open();
    await rows();
    const target = [...holidays(sandbox.store).values()].find((h) => h.date === `${year()}-09-16`)!;
    await userEvent.click(screen.getByRole('button', { name: es.t('geography.holidays.actions.edit', { name: `16/09/${year()} ${target.name}` }) }));
    expect(dialogField(/^Día/)).toHaveValue(`16/09/${year()}`);
    await enterInDialog(/^Nombre/, 'Grito de Independencia');
    await save();
    await closed();
    expect(holidays(sandbox.store).get(target.id)).toMatchObject({ date: `${year()}-09-16`, countryId: 1, name: 'Grito de Independencia' });
  }, 60_000);

  it('removes a day after asking, naming it and its country', async () => {
    open();
    await rows();
    const target = [...holidays(sandbox.store).values()].find((h) => h.date === `${year()}-05-01`)!;
    const name = `01/05/${year()} ${target.name}`;
    await userEvent.click(screen.getByRole('button', { name: es.t('geography.holidays.actions.delete', { name }) }));
    expect(within(topDialog()).getByText(es.t('geography.holidays.confirmDelete.message', { name, country: 'México' }))).toBeInTheDocument();
    await userEvent.click(within(topDialog()).getByRole('button', { name: es.t('geography.holidays.confirmDelete.confirm') }));
    await waitFor(() => expect(holidays(sandbox.store).has(target.id)).toBe(false));
  }, 60_000);
});
