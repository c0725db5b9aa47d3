import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { gridRows } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { saveFile } from '../../../shared/export/download';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox({ tickets: 20 });
const GRID = 'Componentes de configuración por almacén';
/** Every label of spec 001 section 3 for a configuration component (the holder's column is the warehouse). */
const LABELS = [
  'Id', 'Almacén', 'Número de serie', 'Descripción', 'Marca', 'Modelo', 'Estatus del componente', 'Propiedad del cliente', 'Cliente', 'Ubicación',
  'Tipo de responsable', 'Responsable', 'Descripción del modelo', 'Salida de almacén', 'Condición', 'Kit del CI', 'Nombre del kit', 'IP', 'Puerto',
  'Número de SIM', 'Número de IMEI', 'Fecha de instalación', 'Fecha de retiro', 'Fecha de registro', 'Fecha del último movimiento',
  'Tipo del último movimiento', 'Número TI (existencia)', 'Costo', 'Moneda', 'Operador', 'Valor',
];
const cellsOf = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map(([, cell]) => cell!.replace(/^"|"$/g, '').replace(/""/g, '"'));

describe('/ConfigurationComponentsWarehouse', () => {
  it('shows the warehouses’ components with every label in view and exports them with client property as Si or No', async () => {
    const held = [...inventoryOf(sandbox.store).ledger.components.values()].filter((c) => c.place.type === 'Warehouse' && c.place.id === 1);
    renderScreen({ route: '/ConfigurationComponentsWarehouse', as: { sandbox, role: 'WAD' } });
    await gridRows(GRID);
    const table = screen.getByRole('table', { name: GRID });
    for (const label of LABELS) expect(within(table).getByRole('columnheader', { name: label })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Serie, descripción/), `${held[0]!.serialNumber}{Enter}`);
    await waitFor(async () => expect(await gridRows(GRID)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Comp_almacenes_\d{2}_\d{2}_\d{4}\.csv$/);
    const [header, line] = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    const columns = cellsOf(header!);
    const cells = cellsOf(line!);
    expect(cells[columns.indexOf('Número de serie')]).toBe(held[0]!.serialNumber);
    expect(cells[columns.indexOf('Propiedad del cliente')]).toBe(held[0]!.isClientProperty ? 'Si' : 'No');
  }, 60_000);
});
