import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import type { TicketRecord } from '../../../../test/sandbox/store/types';
import { FINAL_STATUSES } from '../../../../test/sandbox/ticket/transitions';
import { appClock } from '../../../shared/time/clock';

const sandbox = setupSandbox();
beforeEach(() => jest.spyOn(appClock, 'now').mockImplementation(() => sandbox.store.now));

/** The incidents created in the last 30 days, today included, newest first. */
function lastMonthIncidents(keep: (t: TicketRecord) => boolean = () => true) {
  const from = DateTime.fromJSDate(sandbox.store.now).startOf('day').minus({ days: 29 }).toMillis();
  return [...sandbox.store.tickets.values()]
    .filter((t) => t.isIncident && Date.parse(`${t.creationDateUTC}Z`) >= from && keep(t))
    .sort((a, b) => b.creationDateUTC.localeCompare(a.creationDateUTC) || b.ticketId - a.ticketId);
}
const idsOf = (rows: HTMLElement[]) => rows.map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
const tableRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));

describe('incident reports', () => {
  it('open: lists the open incidents of the last 30 days and charts them per status, open and assigned', async () => {
    const open = lastMonthIncidents((t) => !FINAL_STATUSES.has(t.statusId));
    renderScreen({ route: '/incidentReports/open', as: { sandbox, role: 'SUP' } });
    await waitFor(async () => expect(idsOf(await gridRows('Incidentes abiertos'))).toEqual(open.slice(0, 25).map((t) => t.ticketId)));
    await userEvent.click(await screen.findByRole('button', { name: 'Ver los datos en una tabla' }));
    const statuses = [...new Set(open.map((t) => t.statusId))].sort((a, b) => a - b);
    expect(tableRows('Incidentes abiertos y asignados por estatus')).toEqual([
      ['Estatus', 'Abiertos', 'Asignados'],
      ...statuses.map((id) => {
        const of = open.filter((t) => t.statusId === id);
        return [sandbox.store.statuses.get(id)!.name, String(of.length), String(of.filter((t) => t.assignedEngineerId !== null).length)];
      }),
    ]);
  }, 60_000);

  it('historical: lists every incident of the range and charts, per month, how many were opened and are closed', async () => {
    const all = lastMonthIncidents();
    renderScreen({ route: '/incidentReports/historical', language: 'en', as: { sandbox, role: 'ADM' } });
    await waitFor(async () => expect(idsOf(await gridRows('Historical incidents'))).toEqual(all.slice(0, 25).map((t) => t.ticketId)));
    await userEvent.click(await screen.findByRole('button', { name: 'Show the data as a table' }));
    const rows = tableRows('Incidents created and closed by month');
    expect(rows[0]).toEqual(['Month', 'Created', 'Closed']);
    const sum = (i: number) => rows.slice(1).reduce((total, row) => total + Number(row[i]), 0);
    expect([sum(1), sum(2)]).toEqual([all.length, all.filter((t) => t.closedDate !== null).length]);
    expect(rows.at(-1)![0]).toBe(DateTime.fromJSDate(sandbox.store.now).setLocale('en-US').toFormat('LLLL yyyy'));
  }, 60_000);
});
