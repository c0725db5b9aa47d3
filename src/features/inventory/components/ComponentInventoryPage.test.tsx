import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../../../test/setup/callApi';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import type { RoleCode } from '../../../../test/sandbox/store/types';
import { saveFile } from '../../../shared/export/download';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

const WAREHOUSE_VIEW = { route: '/warehousesComponentInventory', grid: 'Componentes por almacén', filter: 'Filtrar el inventario por almacén', places: /^Almacenes/ };
const TASK_FORCE_VIEW = { route: '/assetManagementIT/workForce/configComponent/find', grid: 'Componentes por fuerza de tarea', filter: 'Filtrar el inventario por fuerza de tarea', places: /^Fuerzas de tarea/ };
type View = typeof WAREHOUSE_VIEW;

const ledger = () => inventoryOf(sandbox.store).ledger;
const at = (type: 'Warehouse' | 'TaskForce', id: number) => [...ledger().components.values()].filter((c) => c.place.type === type && c.place.id === id);

const viewRows = (view: View) => gridRows(view.grid, 45_000);
/** The serial numbers of the rows shown, read from their column. */
function serials(view: View, rows: HTMLElement[]) {
  const headers = within(screen.getByRole('table', { name: view.grid })).getAllByRole('columnheader');
  const column = headers.findIndex((h) => h.textContent === 'Número de serie');
  return rows.map((r) => within(r).getAllByRole('cell')[column]!.textContent);
}

/** Picks places in the filter's multi-select by their names (the overlay stays in the page under jsdom). */
async function pickPlaces(view: View, names: string[]) {
  const form = screen.getByRole('search', { name: view.filter });
  await userEvent.click(within(form).getByLabelText(view.places).closest('.p-multiselect')!);
  for (const name of names) await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
  await userEvent.keyboard('{Escape}');
}
const search = (view: View) => userEvent.click(within(screen.getByRole('search', { name: view.filter })).getByRole('button', { name: 'Buscar' }));
/** A CSV line's cells; a quoted cell may hold commas ("Irreparable, propiedad del cliente"). */
const cellsOf = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map(([, cell]) => cell!.replace(/^"|"$/g, '').replace(/""/g, '"'));
const open = (view: View, role: RoleCode = 'ADM') => renderScreen({ route: view.route, as: { sandbox, role } });

/** Ships one component from warehouse 1 to the demo engineer and accepts it there, through the API as the shipment screens do. */
async function shipToEngineer(productId: number, engineerId: number) {
  const created = await callApi(sandbox, 'POST', '/inventory/api/v1/Shipments', {
    body: {
      format: 2, originResponsibleId: 1, destinationResponsibleId: engineerId, cost: null, currencyId: null, guideNumber: 'GU-77001',
      courierId: 1, shipmentPriorityId: 1, components: [productId], kits: [], supplies: [],
    },
  });
  expect([created.status, created.body.message]).toEqual([200, null]);
  const shipmentId: number = created.body.data.shipmentId;
  for (const step of ['Confirm', 'OnProcess', 'ReadyToShip', 'Receipt']) {
    expect((await callApi(sandbox, 'PUT', `/inventory/api/v1/Shipments/${step}`, { body: { shipmentId } })).status).toBe(200);
  }
  const items = created.body.data.items.map((i: { articleShipmentId: number }) => ({ articleShipmentId: i.articleShipmentId, accepted: true }));
  expect((await callApi(sandbox, 'POST', '/inventory/api/v1/Shipments/Registry', { as: engineerId, body: { shipmentId, items } })).status).toBe(200);
}

describe('component inventory views', () => {
  it('shows a warehouse’s components with every label, as the ledger has them', async () => {
    const warehouse = sandbox.store.warehouses.get(2)!;
    const held = at('Warehouse', warehouse.warehouseId);
    open(WAREHOUSE_VIEW);
    await viewRows(WAREHOUSE_VIEW);
    await pickPlaces(WAREHOUSE_VIEW, [warehouse.warehouseName]);
    await search(WAREHOUSE_VIEW);
    await waitFor(async () => expect((await viewRows(WAREHOUSE_VIEW)).length).toBe(Math.min(held.length, 25)));
    const rows = await viewRows(WAREHOUSE_VIEW);
    expect(new Set(serials(WAREHOUSE_VIEW, rows))).toEqual(new Set(held.map((c) => c.serialNumber).slice(0, 25)));
    for (const row of rows) expect(row).toHaveTextContent(warehouse.warehouseName);
    const table = screen.getByRole('table', { name: WAREHOUSE_VIEW.grid });
    for (const header of ['Número de serie', 'Propiedad del cliente', 'Estatus del componente', 'Marca', 'Modelo', 'Número TI (existencia)', 'Almacén']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  }, 60_000);

  it('filters by component status, in the user’s language', async () => {
    open(WAREHOUSE_VIEW);
    await viewRows(WAREHOUSE_VIEW);
    const form = screen.getByRole('search', { name: WAREHOUSE_VIEW.filter });
    await userEvent.click(within(form).getByLabelText(/^Estatus/).closest('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Desecho', hidden: true }));
    await userEvent.keyboard('{Escape}');
    await search(WAREHOUSE_VIEW);
    const scrap = [...ledger().components.values()].filter((c) => c.place.type === 'Warehouse' && c.componentStatusId === 41);
    await waitFor(async () => expect((await viewRows(WAREHOUSE_VIEW)).length).toBe(Math.min(scrap.length, 25)));
    for (const row of await viewRows(WAREHOUSE_VIEW)) expect(row).toHaveTextContent('Desecho');
  }, 60_000);

  it('follows the ledger: a component shipped to an engineer leaves the warehouse view and shows in the task-force view', async () => {
    const engineer = sandbox.store.users.get(4)!;
    const [moving] = at('Warehouse', 1).filter((c) => c.kitId === null && c.heldBy === null && c.componentStatusId === 1);
    await shipToEngineer(moving!.productId, engineer.userId);
    expect(ledger().components.get(moving!.productId)!.place).toEqual({ type: 'TaskForce', id: engineer.userId });

    const view = open(TASK_FORCE_VIEW);
    await viewRows(TASK_FORCE_VIEW);
    await pickPlaces(TASK_FORCE_VIEW, [engineer.fullName]);
    await search(TASK_FORCE_VIEW);
    const held = at('TaskForce', engineer.userId);
    await waitFor(async () => expect(new Set(serials(TASK_FORCE_VIEW, await viewRows(TASK_FORCE_VIEW)))).toEqual(new Set(held.map((c) => c.serialNumber))));
    expect(held.map((c) => c.productId)).toContain(moving!.productId);
    view.unmount();

    open(WAREHOUSE_VIEW);
    await viewRows(WAREHOUSE_VIEW);
    await userEvent.type(screen.getByLabelText(/^Serie, descripción/), `${moving!.serialNumber}{Enter}`);
    expect(await screen.findByText('No hay componentes con estos filtros')).toBeInTheDocument();
  }, 90_000);

  it.each([WAREHOUSE_VIEW, TASK_FORCE_VIEW])('$route keeps its filter when the user leaves and comes back', async (view) => {
    const status = 41;
    const { router } = open(view);
    await viewRows(view);
    const form = screen.getByRole('search', { name: view.filter });
    await userEvent.click(within(form).getByLabelText(/^Estatus/).closest('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Desecho', hidden: true }));
    await userEvent.keyboard('{Escape}');
    await search(view);
    const type = view === WAREHOUSE_VIEW ? 'Warehouse' : 'TaskForce';
    const scrap = [...ledger().components.values()].filter((c) => c.place.type === type && c.componentStatusId === status);
    await waitFor(async () => expect((await viewRows(view)).length).toBe(Math.min(scrap.length, 25)));

    await act(() => router.navigate('/'));
    await waitFor(() => expect(screen.queryByRole('table', { name: view.grid })).not.toBeInTheDocument());
    await act(() => router.navigate(view.route));
    await waitFor(async () => expect((await viewRows(view)).length).toBe(Math.min(scrap.length, 25)));
    for (const row of await viewRows(view)) expect(row).toHaveTextContent('Desecho');
    expect(within(screen.getByRole('search', { name: view.filter })).getByLabelText(/^Estatus/).closest('.p-multiselect')).toHaveTextContent('Desecho');
  }, 90_000);

  it('shows an engineer only the components of their own task force', async () => {
    const engineer = sandbox.store.users.get(4)!;
    open(TASK_FORCE_VIEW, 'ENG');
    const held = at('TaskForce', engineer.userId);
    await waitFor(async () => expect(new Set(serials(TASK_FORCE_VIEW, await viewRows(TASK_FORCE_VIEW)))).toEqual(new Set(held.map((c) => c.serialNumber))));
    for (const row of await viewRows(TASK_FORCE_VIEW)) expect(row).toHaveTextContent(engineer.fullName);
  }, 60_000);

  it('exports the filtered view with client property as Si or No', async () => {
    const warehouse = sandbox.store.warehouses.get(3)!;
    const held = at('Warehouse', warehouse.warehouseId);
    open(WAREHOUSE_VIEW);
    await viewRows(WAREHOUSE_VIEW);
    await pickPlaces(WAREHOUSE_VIEW, [warehouse.warehouseName]);
    await search(WAREHOUSE_VIEW);
    await waitFor(async () => expect((await viewRows(WAREHOUSE_VIEW)).length).toBe(Math.min(held.length, 25)));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Inv_almacenes_\d{2}_\d{2}_\d{4}\.csv$/);
    const [header, ...lines] = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    const columns = cellsOf(header!);
    expect(lines).toHaveLength(held.length);
    const property = columns.indexOf('Propiedad del cliente');
    const serial = columns.indexOf('Número de serie');
    const bySerial = new Map(lines.map(cellsOf).map((cells) => [cells[serial], cells[property]]));
    for (const c of held) expect(bySerial.get(c.serialNumber)).toBe(c.isClientProperty ? 'Si' : 'No');
  }, 60_000);
});
