import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { runnableReports } from './reportCatalogue';

const sandbox = setupSandbox();

const incidents = () => [...sandbox.store.tickets.values()].filter((t) => t.isIncident);
const tableRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
const showTable = async (title: string) => {
  const figure = (await screen.findByRole('img', { name: title })).closest('figure')!;
  await userEvent.click(within(figure).getByRole('button', { name: 'Ver los datos en una tabla' }));
};

describe('/reports', () => {
  it('lists the reports the user may run, each a link, and the incident dashboards asked as the web asks them', async () => {
    const dashboardQueries: string[] = [];
    const listen = ({ request }: { request: Request }) => void (request.url.includes('/Dashboards/') && dashboardQueries.push(new URL(request.url).search));
    sandbox.server.events.on('request:start', listen);
    renderScreen({ route: '/reports', as: { sandbox, role: 'SUP' } });
    const catalogue = await screen.findByRole('region', { name: 'Reportes disponibles' });
    expect(within(catalogue).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/exportTicketsReport', '/mayorIncident', '/incidentReports/open', '/incidentReports/historical', '/recidivists', '/expenseReport', '/remoteWork',
    ]);
    expect(within(catalogue).getByRole('link', { name: /^Reincidencias/ })).toHaveTextContent('a los 30 días o menos de un cierre');

    await showTable('Incidentes por cliente');
    const byClient = tableRows('Incidentes por cliente');
    expect(byClient.reduce((sum, row) => sum + Number(row[1]!.replace(/,/g, '')), 0)).toBe(incidents().length);
    const top = byClient[0]!;
    const client = [...sandbox.store.clients.values()].find((c) => c.name === top[0])!;
    expect(Number(top[1]!.replace(/,/g, ''))).toBe(incidents().filter((t) => t.clientId === client.id).length);

    await showTable('Incidentes por servicio');
    expect(tableRows('Incidentes por servicio').map((row) => row[0]).sort()).toEqual(
      [...new Set(incidents().map((t) => sandbox.store.services.get(t.serviceId)!))].map((s) => `${s.name} (${sandbox.store.clients.get(s.clientId)!.name})`).sort(),
    );
    await showTable('Incidentes por categoría de estatus');
    expect(tableRows('Incidentes por categoría de estatus').map((row) => row[0])).not.toContain('Todos');
    await waitFor(() => expect(dashboardQueries.length).toBeGreaterThanOrEqual(3));
    expect(new Set(dashboardQueries)).toEqual(new Set(['?IsWeb=true&OnlyIncidents=true']));
    sandbox.server.events.removeListener('request:start', listen);
  }, 60_000);

  it('speaks English', async () => {
    renderScreen({ route: '/reports', language: 'en', as: { sandbox, role: 'ADM' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Available reports' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Incidents by service' })).toBeInTheDocument();
  }, 60_000);
});

describe('runnableReports', () => {
  it('offers a report only to a user holding one of its route permissions', () => {
    expect(runnableReports(() => false)).toEqual([]);
    expect(runnableReports((permissions) => permissions.includes('TicketReport')).map((route) => route.id)).toEqual([
      'exportTicketsReport', 'expenseReport', 'recidivists', 'remoteWork', 'mayorIncident', 'incidentReportsOpen', 'incidentReportsHistorical',
    ]);
  });
});
