import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { advanceClock } from '../../../../test/sandbox/clock';
import { GENERATION_MS } from '../../../../test/sandbox/reports/generatedReports';
import { utc } from '../../../../test/sandbox/store/random';
import { callApi } from '../../../../test/setup/callApi';
import { gridRows } from '../../../../test/setup/gridActions';
import { renderApp } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { setNotificationsHub } from '../hub/hubSettings';
import { fakeHubFactory } from '../testing/fakeHub';
import { demoUserId, replaceNotifications } from '../testing/sandboxNotifications';

const sandbox = setupSandbox();
const MY_REPORTS = 'Mis reportes';

let clickedLinks: { href: string; download: string }[];
beforeEach(() => {
  clickedLinks = [];
  // jsdom cannot navigate to a download: record the link the app clicks instead.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedLinks.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

/** A report of the supervisor's over the last ten days, requested now. */
async function requestReport(reportTypeId: number): Promise<number> {
  const today = DateTime.fromJSDate(sandbox.store.now, { zone: sandbox.store.timeZone }).startOf('day');
  const body = { reportTypeId, dateFrom: utc(today.minus({ days: 10 }).toJSDate()), dateTo: utc(today.plus({ days: 1 }).toJSDate()), clientId: null };
  return (await callApi(sandbox, 'POST', '/catalog/api/v1/GeneratedReport', { as: 'SUP', body })).body.data.id;
}
const latest = (key: string) => [...sandbox.store.notifications.values()].filter((n) => n.notificationKey === key).at(-1)!;
const statusCells = async () => (await gridRows(MY_REPORTS)).map((row) => within(row).getAllByRole('cell')[4]!.textContent);

function signIn(route: string) {
  replaceNotifications(sandbox, demoUserId(sandbox, 'SUP'), []);
  const hub = fakeHubFactory();
  setNotificationsHub({ factory: hub.factory });
  return { ...renderApp({ route, as: { sandbox, role: 'SUP' } }), hub };
}
const openBell = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
  return within(screen.getByRole('dialog', { name: /^Notificaciones/ }));
};

describe('a report generated in the background, or an export kept by the service, told over the hub', () => {
  it('updates "my reports" as it arrives, says the report was generated and sent to the e-mail, and downloads it from the bell', async () => {
    const id = await requestReport(6);
    const { hub } = signIn('/reports');
    await waitFor(async () => expect(await statusCells()).toEqual(['Solicitado']), { timeout: 20_000 });
    await waitFor(() => expect(hub.connections).toHaveLength(1));

    advanceClock(sandbox.store, GENERATION_MS.done);
    act(() => hub.connections[0]!.push('ReceiveNotification', latest('Report.Generated')));
    await waitFor(async () => expect(await statusCells()).toEqual(['Reporte generado y enviado a su correo']));

    const bell = await openBell();
    const told = await bell.findByRole('button', { name: /^Reporte generado y enviado a su correo/ });
    expect(told).toHaveTextContent(`El reporte ${id} (Incidentes mayores,`);
    await userEvent.click(told);
    await waitFor(() => expect(clickedLinks).toEqual([{ href: expect.stringMatching(/^blob:/), download: `Reporte_${id}.csv` }]));
  }, 60_000);

  it('downloads a generated report from "my reports" too', async () => {
    const id = await requestReport(2);
    advanceClock(sandbox.store, GENERATION_MS.done);
    signIn('/reports');
    await userEvent.click(await screen.findByRole('button', { name: `Descargar el reporte #${id}` }, { timeout: 20_000 }));
    await waitFor(() => expect(clickedLinks).toEqual([{ href: expect.stringMatching(/^blob:/), download: `Reporte_${id}.csv` }]));
  }, 60_000);

  it('opens "my reports" from the notice that a report was cancelled', async () => {
    const id = await requestReport(4);
    const { hub, router } = signIn('/forbidden');
    await waitFor(() => expect(hub.connections).toHaveLength(1));
    expect((await callApi(sandbox, 'PUT', `/catalog/api/v1/GeneratedReport/${id}/Cancel`, { as: 'SUP' })).status).toBe(200);
    act(() => hub.connections[0]!.push('ReceiveNotification', latest('Report.Cancelled')));
    const bell = await openBell();
    await userEvent.click(await bell.findByRole('button', { name: /^Reporte cancelado por el usuario/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
  }, 60_000);

  it('downloads from the bell an export the service kept (UploadFileForExportAndNotification)', async () => {
    const body = { fileName: 'Tickets_28_11_2026.csv', description: 'Tickets, CSV, 5,001 registros', fileContent: btoa('ticketId\r\n1\r\n') };
    const { hub } = signIn('/forbidden');
    await waitFor(() => expect(hub.connections).toHaveLength(1));
    expect((await callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadFileForExportAndNotification', { as: 'SUP', body })).status).toBe(200);
    act(() => hub.connections[0]!.push('ReceiveNotification', latest('Export.Ready')));
    const bell = await openBell();
    await userEvent.click(await bell.findByRole('button', { name: /^Exportación lista/ }));
    await waitFor(() => expect(clickedLinks).toEqual([{ href: expect.stringMatching(/^blob:/), download: 'Tickets_28_11_2026.csv' }]));
  }, 60_000);
});
