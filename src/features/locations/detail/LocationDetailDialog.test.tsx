import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { FINAL_STATUSES } from '../../../../test/sandbox/ticket/transitions';
import { callApi } from '../../../../test/setup/callApi';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import { LIMITS } from '../../../shared/validation/limits';
import { locationGridPath } from '../paths';

const sandbox = setupSandbox({ tickets: 50 });

/** A seeded location with components installed there, given an open and a closed ticket. */
function preparedLocation() {
  const installed = [...inventoryOf(sandbox.store).ledger.components.values()].filter((c) => c.place.type === 'Location' && c.locationId !== null);
  const location = sandbox.store.locations.get(installed[0]!.locationId!)!;
  const [open, closed] = [...sandbox.store.tickets.values()];
  Object.assign(open!, { locationId: location.id, statusId: 1 });
  Object.assign(closed!, { locationId: location.id, statusId: [...FINAL_STATUSES][0]! });
  const components = installed.filter((c) => c.locationId === location.id).map((c) => c.serialNumber);
  return { location, components, open: open!, closed: closed! };
}

async function openDetail(name: string, role: 'ADM' | 'DIS') {
  renderScreen({ route: locationGridPath(name), as: { sandbox, role } });
  await gridRows('Ubicaciones', 45_000);
  await userEvent.click(screen.getByRole('button', { name: `Ver el detalle de ${name}` }));
  return screen.findByRole('dialog', { name: `Ubicación «${name}»` });
}

const rowsOf = async (dialog: HTMLElement, name: string) =>
  within(await within(dialog).findByRole('table', { name })).getAllByRole('row').slice(1).map((r) => r.textContent ?? '');

describe('location detail', () => {
  it('shows its open tickets, its installed components and its logbook with who, when and why', async () => {
    const { location, components, open, closed } = preparedLocation();
    const enabled = await callApi(sandbox, 'PUT', `/geography/api/v1/Locations/${location.id}/Enabled`, { body: { enabled: true, changeReason: 'Revisión anual', rowVersion: 1 } });
    expect(enabled.status).toBe(200);
    const dialog = await openDetail(location.name, 'ADM');
    expect(within(dialog).getByText(location.postalCode)).toBeInTheDocument();
    const tickets = await rowsOf(dialog, 'Tickets abiertos');
    expect(tickets.some((r) => r.startsWith(String(open.ticketId)))).toBe(true);
    expect(tickets.some((r) => r.startsWith(String(closed.ticketId)))).toBe(false);
    expect(within(dialog).getByRole('link', { name: String(open.ticketId) })).toHaveAttribute('href', `/requirement/detail/${open.ticketId}/general`);
    const installed = await rowsOf(dialog, 'Componentes de configuración instalados');
    // The seeded location holds more than a detail lists: the first ones by serial number, the rest counted.
    expect(components.length).toBeGreaterThan(LIMITS.locations.detailRowsMax);
    expect(installed).toHaveLength(LIMITS.locations.detailRowsMax);
    expect(installed[0]).toContain([...components].sort()[0]);
    expect(within(dialog).getByText(`Se muestran ${LIMITS.locations.detailRowsMax} de ${components.length}; la pantalla de componentes los lista todos.`)).toBeInTheDocument();
    const logbook = await rowsOf(dialog, 'Bitácora');
    expect(logbook[0]).toMatch(/HabilitadaRevisión anual.+/);
  }, 90_000);

  it('tells a reader without component search that the components are not theirs to see', async () => {
    const { location } = preparedLocation();
    const dialog = await openDetail(location.name, 'DIS');
    expect(await within(dialog).findByText('No tiene permiso para consultar componentes de configuración.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: 'Tickets abiertos' })).toBeInTheDocument();
  }, 90_000);
});
