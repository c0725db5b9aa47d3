import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, dialogOpened, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { supplyAt, supplyRows } from '../../../../test/sandbox/inventory/ledger';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import type { RoleCode } from '../../../../test/sandbox/store/types';
import { saveFile } from '../../../shared/export/download';
import { createI18n } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 50 });
const S = LIMITS.supplies;
const ledger = () => inventoryOf(sandbox.store).ledger;
const held = (type: 'Warehouse' | 'TaskForce', id: number) => supplyRows(ledger()).filter((r) => r.place.type === type && r.place.id === id);
const open = async (route: string, routeId: string, role: RoleCode = 'WAD') => {
  renderScreen({ route, as: { sandbox, role } });
  return gridRows(es.t(`routes.${routeId}`));
};
/** A CSV line's cells (quoted cells may hold commas). */
const cellsOf = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map(([, cell]) => cell!.replace(/^"|"$/g, '').replace(/""/g, '"'));

describe('supply stock (StockSupplies) and the supply inventories', () => {
  it('receives new stock into a warehouse with its reason, refusing 0 and one unit past the limit', async () => {
    const warehouse = sandbox.store.warehouses.get(3)!;
    const supply = ledger().supplies.get(1)!;
    const before = supplyAt(ledger(), { type: 'Warehouse', id: 3 }, 1);
    await open('/StockSupplies', 'supplyStock');
    await userEvent.click(screen.getByRole('button', { name: es.t('supplies.stock.receipt.action') }));
    await dialogOpened();
    await choose(/^Almacén/, warehouse.warehouseName, topDialog());
    await choose(/^Insumo/, `${supply.name} (${supply.code})`, topDialog());
    await userEvent.type(dialogField(/^Motivo/), 'Compra OC-2041');
    const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    for (const [typed, message] of [['0', es.t('validation.min', { min: 1 })], [String(S.receiptQuantityMax + 1), es.t('validation.max', { max: S.receiptQuantityMax })]] as const) {
      await userEvent.clear(dialogField(/^Cantidad/));
      await userEvent.type(dialogField(/^Cantidad/), typed);
      await save();
      expect(await within(topDialog()).findByText(message)).toBeInTheDocument();
    }
    await userEvent.clear(dialogField(/^Cantidad/));
    await userEvent.type(dialogField(/^Cantidad/), '25');
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(supplyAt(ledger(), { type: 'Warehouse', id: 3 }, 1)).toBe(before + 25);
    expect(ledger().movements.at(-1)).toMatchObject({ supplyId: 1, quantity: 25, reason: 'Compra OC-2041', to: { type: 'Warehouse', id: 3 } });
  }, 90_000);

  it('shows a warehouse the supplies it holds, as the ledger has them', async () => {
    const warehouse = sandbox.store.warehouses.get(2)!;
    await open('/warehousesSupplyInventory', 'warehouseSupplyInventory');
    const form = screen.getByRole('search', { name: es.t('supplies.stock.views.warehouse.filterLabel') });
    await userEvent.click(within(form).getByLabelText(/^Almacenes/).closest('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: warehouse.warehouseName, hidden: true }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    const title = es.t('routes.warehouseSupplyInventory');
    await waitFor(async () => expect(await gridRows(title)).toHaveLength(held('Warehouse', 2).length));
    for (const row of await gridRows(title)) expect(row).toHaveTextContent(warehouse.warehouseName);
  }, 60_000);

  it('shows an engineer only the supplies of their own task force', async () => {
    const engineer = sandbox.store.users.get(4)!;
    await open('/assetManagementIT/workForce/supplies/find', 'workForceSupplies', 'ENG');
    const title = es.t('routes.workForceSupplies');
    await waitFor(async () => expect(await gridRows(title)).toHaveLength(held('TaskForce', engineer.userId).length));
    for (const row of await gridRows(title)) expect(row).toHaveTextContent(engineer.fullName);
  }, 60_000);

  it('exports where each supply is with the section 3 labels, its state as Activo or Inactivo and dates in local time', async () => {
    ledger().supplies.get(5)!.enabled = false;
    await open('/SupplyInventory', 'supplyInventory');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Inv_insumos_\d{2}_\d{2}_\d{4}\.csv$/);
    const [header, ...lines] = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    const columns = cellsOf(header!);
    expect(columns).toEqual(expect.arrayContaining(['Nombre', 'Código', 'Unidad de medida', 'Costo unitario', 'Cantidad en existencia', 'Almacén', 'Activo', 'Fecha del último movimiento']));
    expect(lines).toHaveLength(supplyRows(ledger()).filter((r) => r.place.type === 'Warehouse').length);
    const rows = lines.map(cellsOf);
    const state = columns.indexOf('Activo');
    const code = columns.indexOf('Código');
    for (const cells of rows) expect(cells[state]).toBe(cells[code] === ledger().supplies.get(5)!.code ? 'Inactivo' : 'Activo');
    const dates = rows.map((cells) => cells[columns.indexOf('Fecha del último movimiento')]);
    for (const date of dates) expect(date).toMatch(/^(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}|---)$/);
    expect(dates.some((d) => d !== '---')).toBe(true);
  }, 60_000);
});
