import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import type { TicketRecord } from '../../../../test/sandbox/store/types';
import { MAJOR_PRIORITY_ID } from '../../../../test/sandbox/reports/ticketReports';
import { saveFile } from '../../../shared/export/download';
import { appClock } from '../../../shared/time/clock';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();
beforeEach(() => jest.spyOn(appClock, 'now').mockImplementation(() => sandbox.store.now));

/** The tickets created in the last 30 days, today included, newest first. */
function lastMonth(keep: (t: TicketRecord) => boolean) {
  const from = DateTime.fromJSDate(sandbox.store.now).startOf('day').minus({ days: 29 }).toMillis();
  return [...sandbox.store.tickets.values()]
    .filter((t) => Date.parse(`${t.creationDateUTC}Z`) >= from && keep(t))
    .sort((a, b) => b.creationDateUTC.localeCompare(a.creationDateUTC) || b.ticketId - a.ticketId);
}
const idsOf = (rows: HTMLElement[]) => rows.map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
const open = (route: string) => renderScreen({ route, as: { sandbox, role: 'SUP' } });

describe('ticket reports on the report filter', () => {
  it('mayorIncident lists the incidents of the highest priority', async () => {
    const major = lastMonth((t) => t.isIncident && t.priorityId === MAJOR_PRIORITY_ID);
    open('/mayorIncident');
    await waitFor(async () => expect(idsOf(await gridRows('Incidente mayor'))).toEqual(major.slice(0, 25).map((t) => t.ticketId)));
  }, 60_000);

  it('remoteWork lists the tickets attended remotely and charts remote and on site per month', async () => {
    const all = lastMonth(() => true);
    open('/remoteWork');
    await waitFor(async () => expect(idsOf(await gridRows('Trabajo remoto'))).toEqual(all.filter((t) => t.remote).slice(0, 25).map((t) => t.ticketId)));
    await userEvent.click(await screen.findByRole('button', { name: 'Ver los datos en una tabla' }));
    const rows = within(screen.getByRole('table', { name: 'Tickets atendidos en remoto y en sitio por mes' })).getAllByRole('row').slice(1);
    const sum = (i: number) => rows.reduce((total, row) => total + Number(row.children[i]!.textContent), 0);
    expect([sum(1), sum(2)]).toEqual([all.filter((t) => t.remote).length, all.filter((t) => !t.remote).length]);
  }, 60_000);

  it('exportTicketsReport lists every ticket oldest first and exports them all', async () => {
    const all = lastMonth(() => true).reverse();
    open('/exportTicketsReport');
    await waitFor(async () => expect(idsOf(await gridRows('Exportación de tickets'))).toEqual(all.slice(0, 25).map((t) => t.ticketId)));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Export_tickets_\d{2}_\d{2}_\d{4}\.csv$/);
    expect((await blob.text()).trim().split('\r\n')).toHaveLength(all.length + 1);
  }, 60_000);
});
