import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../../../test/setup/callApi';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { utc } from '../../../../test/sandbox/store/random';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { choose } from '../../../../test/setup/formActions';
import { gridRows } from '../../../../test/setup/gridActions';
import { saveFile } from '../../../shared/export/download';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

const GRID = 'Envíos del reporte';
const newestFirst = () => [...inventoryOf(sandbox.store).shipments.values()].sort((a, b) => b.shipmentId - a.shipmentId);
const open = () => renderScreen({ route: '/shipping/report', as: { sandbox, role: 'ADM' } });
const filterForm = () => screen.getByRole('search', { name: 'Filtrar el reporte de envíos' });
const search = () => userEvent.click(within(filterForm()).getByRole('button', { name: 'Buscar' }));

const reportRows = () => gridRows(GRID, 45_000);
/** The shipment ids of the rows shown (the first data cell after the selection box). */
const idsOf = (rows: HTMLElement[]) => rows.map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));

describe('shipment report', () => {
  it('lists every shipment newest first with its type, status and the days it took', async () => {
    open();
    await waitFor(async () => expect(idsOf(await reportRows())).toEqual(newestFirst().slice(0, 25).map((s) => s.shipmentId)));
    const closed = newestFirst().find((s) => s.shipmentStateId === 4 && s.receivedDate)!;
    const row = (await reportRows())[newestFirst().indexOf(closed)]!;
    expect(row).toHaveTextContent('Cerrado');
    expect(row).toHaveTextContent(closed.format <= 2 ? 'Almacén a' : 'Fuerza de tarea a');
    const days = Math.floor((Date.parse(closed.receivedDate!) - Date.parse(closed.createdDate)) / 86_400_000);
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(String(days));
  }, 60_000);

  it('filters by statuses', async () => {
    open();
    await reportRows();
    await userEvent.click(within(filterForm()).getByLabelText(/^Estatus/).closest('.p-multiselect')!);
    for (const name of ['Cerrado', 'Cancelado']) await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
    await userEvent.keyboard('{Escape}');
    await search();
    const expected = newestFirst().filter((s) => s.shipmentStateId === 4 || s.shipmentStateId === 5).map((s) => s.shipmentId);
    await waitFor(async () => expect(idsOf(await reportRows())).toEqual(expected));
  }, 60_000);

  it('offers origin and destination once a type says what they are, and filters by them', async () => {
    const target = newestFirst().find((s) => s.format === 2)!;
    open();
    await reportRows();
    for (const side of [/^Origen/, /^Destino/]) {
      const dropdown = within(filterForm()).getByLabelText(side).closest('.p-dropdown');
      expect(dropdown).toHaveClass('p-disabled');
      expect(dropdown).toHaveTextContent('Elija primero el tipo');
    }

    await choose(/^Tipo de envío/, 'Almacén a fuerza de tarea', filterForm());
    await choose(/^Origen/, sandbox.store.warehouses.get(target.originId)!.warehouseName, filterForm());
    await choose(/^Destino/, sandbox.store.users.get(target.destinationId)!.fullName, filterForm());
    await search();
    const expected = newestFirst().filter((s) => s.format === 2 && s.originId === target.originId && s.destinationId === target.destinationId);
    await waitFor(async () => expect(idsOf(await reportRows())).toEqual(expected.map((s) => s.shipmentId)));

    // Another type empties origin and destination.
    await choose(/^Tipo de envío/, 'Fuerza de tarea a almacén', filterForm());
    expect(within(filterForm()).getByLabelText(/^Origen/).closest('.p-dropdown')).not.toHaveTextContent(sandbox.store.warehouses.get(target.originId)!.warehouseName);
  }, 90_000);

  it('keeps its filter when the user leaves and comes back', async () => {
    const target = newestFirst().find((s) => s.format === 2)!;
    const origin = sandbox.store.warehouses.get(target.originId)!.warehouseName;
    const { router } = open();
    await reportRows();
    await choose(/^Tipo de envío/, 'Almacén a fuerza de tarea', filterForm());
    await choose(/^Origen/, origin, filterForm());
    await search();
    const expected = newestFirst().filter((s) => s.format === 2 && s.originId === target.originId).map((s) => s.shipmentId);
    await waitFor(async () => expect(idsOf(await reportRows())).toEqual(expected));

    await act(() => router.navigate('/'));
    await waitFor(() => expect(screen.queryByRole('table', { name: GRID })).not.toBeInTheDocument());
    await act(() => router.navigate('/shipping/report'));
    await waitFor(async () => expect(idsOf(await reportRows())).toEqual(expected));
    expect(within(filterForm()).getByLabelText(/^Tipo de envío/).closest('.p-dropdown')).toHaveTextContent('Almacén a fuerza de tarea');
    expect(within(filterForm()).getByLabelText(/^Origen/).closest('.p-dropdown')).toHaveTextContent(origin);
  }, 90_000);

  it('filters by creation date', async () => {
    const today = newestFirst()[6]!;
    today.createdDate = utc(new Date());
    open();
    await reportRows();
    await userEvent.click(within(filterForm()).getByRole('button', { name: /^Fecha de creación/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hoy' }));
    await search();
    await waitFor(async () => expect(idsOf(await reportRows())).toEqual([today.shipmentId]));
  }, 60_000);

  it('says when nothing matches', async () => {
    // Seeded shipments are weeks old: none was created today.
    open();
    await reportRows();
    await userEvent.click(within(filterForm()).getByRole('button', { name: /^Fecha de creación/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hoy' }));
    await search();
    expect(await screen.findByText('No hay envíos con estos filtros')).toBeInTheDocument();
  }, 60_000);

  it('exports the report with types and statuses in words and the days each shipment took', async () => {
    open();
    await reportRows();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Reporte_envios_\d{2}_\d{2}_\d{4}\.csv$/);
    const [header, ...lines] = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(newestFirst().length);
    const columns = header!.split(',');
    expect(columns).toEqual(expect.arrayContaining(['Envío', 'Tipo de envío', 'Estatus', 'Días hasta recepción']));
    const first = lines[0]!.split(',');
    const newest = newestFirst()[0]!;
    expect(first[columns.indexOf('Envío')]).toBe(String(newest.shipmentId));
    expect(first[columns.indexOf('Estatus')]).toMatch(/^(Pendiente|En proceso|Esperando salida|Cerrado|Cancelado|Confirmado|Recibido)$/);
  }, 60_000);

  it('is refused an origin or destination without a type (the service cannot tell a warehouse from a task force)', async () => {
    const body = {
      shipmentId: null, guideNumber: null, format: null, shipmentStateIds: [], courierId: null, originId: 1, destinationId: null,
      dateFrom: null, dateTo: null, pageNumber: 1, pageSize: 25, isExport: null, sortField: null, sortOrder: null,
    };
    const answer = await callApi(sandbox, 'POST', '/inventory/api/v1/Shipments/GeneralSearch', { body });
    expect([answer.status, answer.body.message]).toEqual([422, 'Elija el tipo de envío para filtrar por origen o destino']);
  });
});
