import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import type { TicketRecord } from '../../../../test/sandbox/store/types';
import { utc } from '../../../../test/sandbox/store/random';
import { saveFile } from '../../../shared/export/download';
import { appClock, toIsoDay } from '../../../shared/time/clock';
import { LIMITS } from '../../../shared/validation/limits';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();
beforeEach(() => jest.spyOn(appClock, 'now').mockImplementation(() => sandbox.store.now));

const DAYS = LIMITS.reports.recidivistDays;
const today = () => DateTime.fromJSDate(sandbox.store.now).startOf('day');
const wire = (days: number) => utc(today().plus({ days }).toJSDate());

/** Two incidents at one location: one closed 40 days ago, the next 10 days ago (30 days after), both naming one component. */
function plantRecurrence() {
  const [closed, next] = [...sandbox.store.tickets.values()].filter((t) => t.isIncident).slice(0, 2) as [TicketRecord, TicketRecord];
  Object.assign(closed, { statusId: 5, closedDate: wire(-10 - DAYS), serialNumbers: 'SN-REINCIDE' });
  Object.assign(next, { statusId: 2, locationId: closed.locationId, clientId: closed.clientId, creationDateUTC: wire(-10), serialNumbers: 'SN-REINCIDE' });
  return { closed, next, location: sandbox.store.locations.get(closed.locationId)!.name };
}

const open = (language: 'es' | 'en' = 'es') => renderScreen({ route: '/recidivists', language, as: { sandbox, role: 'SUP' } });
const filterForm = () => screen.getByRole('search', { name: 'Filtrar el reporte' });
const setDay = (label: RegExp, value: string) => fireEvent.change(within(filterForm()).getByLabelText(label), { target: { value } });
const search = () => userEvent.click(within(filterForm()).getByRole('button', { name: 'Buscar' }));

describe('recidivists report', () => {
  it('opens on the last 30 days and finds a location and a component where an incident came back 30 days after a closure', async () => {
    const { closed, next, location } = plantRecurrence();
    open();
    await screen.findByRole('search', { name: 'Filtrar el reporte' });
    expect(within(filterForm()).getByLabelText(/^Desde/)).toHaveValue(toIsoDay(today().minus({ days: DAYS - 1 }).toJSDate()));
    expect(within(filterForm()).getByLabelText(/^Hasta/)).toHaveValue(toIsoDay(today().toJSDate()));
    await waitFor(async () => {
      const rows = (await gridRows('Reincidencias')).filter((row) => row.textContent!.includes(String(next.ticketId)) && row.textContent!.includes(String(closed.ticketId)));
      expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Ubicación', 'Componente']);
      expect(rows[0]).toHaveTextContent(location);
      expect(rows[1]).toHaveTextContent('SN-REINCIDE');
      expect(within(rows[0]!).getAllByRole('cell').at(-1)).toHaveTextContent(String(DAYS));
    });
  }, 60_000);

  it('refuses each date rule at its edge with its message, and searches again once they hold', async () => {
    open();
    await gridRows('Reincidencias');
    const oldest = today().minus(LIMITS.reports.oldest);
    setDay(/^Desde/, toIsoDay(oldest.minus({ days: 1 }).toJSDate()));
    await search();
    expect(await within(filterForm()).findByText(`La fecha no puede ser anterior al ${oldest.toFormat('dd/MM/yyyy')} (un año y un día)`)).toBeInTheDocument();
    setDay(/^Desde/, toIsoDay(oldest.toJSDate()));
    setDay(/^Hasta/, toIsoDay(today().plus({ days: 1 }).toJSDate()));
    await search();
    expect(await within(filterForm()).findByText('La fecha no puede ser posterior a hoy')).toBeInTheDocument();
    setDay(/^Hasta/, '');
    await search();
    expect(await within(filterForm()).findByText('Las fechas Desde y Hasta son obligatorias')).toBeInTheDocument();
    // To the day before from is said as it is typed.
    setDay(/^Desde/, toIsoDay(today().minus({ days: 5 }).toJSDate()));
    setDay(/^Hasta/, toIsoDay(today().minus({ days: 6 }).toJSDate()));
    expect(await within(filterForm()).findByText('La fecha «Hasta» no puede ser anterior a «Desde»')).toBeInTheDocument();
    setDay(/^Desde/, toIsoDay(oldest.toJSDate()));
    // A year and a day back to today is the widest range taken.
    const sent = jest.fn();
    const listen = ({ request }: { request: Request }) => void (request.url.endsWith('/Reports/Recidivists') && request.clone().json().then(sent));
    sandbox.server.events.on('request:start', listen);
    setDay(/^Hasta/, toIsoDay(today().toJSDate()));
    await search();
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ dateFrom: utc(oldest.toJSDate()), dateTo: utc(today().plus({ days: 1 }).toJSDate()) })));
    sandbox.server.events.removeListener('request:start', listen);
  }, 60_000);

  it('exports the report with its kinds in words', async () => {
    plantRecurrence();
    open();
    await gridRows('Reincidencias');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Reincidencias_\d{2}_\d{2}_\d{4}\.csv$/);
    const text = await blob.text();
    expect(text).toContain('Reincide por');
    expect(text).toContain('SN-REINCIDE');
  }, 60_000);

  it('speaks English', async () => {
    open('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recurring incidents' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Filter the report' });
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await within(form).findByText('The From and To dates are required')).toBeInTheDocument();
  }, 60_000);
});
