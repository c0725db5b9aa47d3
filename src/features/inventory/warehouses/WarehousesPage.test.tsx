import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { saveFile } from '../../../shared/export/download';
import { LIMITS } from '../../../shared/validation/limits';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

const { nameMax, postalCodeMax } = LIMITS.warehouses;
const open = (role: 'ADM' | 'WAD' = 'ADM') => renderScreen({ route: '/stores', as: { sandbox, role } });
const byName = () => [...sandbox.store.warehouses.values()].sort((a, b) => a.warehouseName.localeCompare(b.warehouseName, 'es'));

const warehouseRows = () => gridRows('Almacenes', 45_000);

const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
async function retype(label: RegExp, text: string) {
  await userEvent.clear(dialogField(label));
  await userEvent.type(dialogField(label), `${text}{Tab}`);
}
const managerName = (userId: number) => sandbox.store.users.get(userId)!.fullName;
const admins = () => [...sandbox.store.users.values()].filter((u) => u.roleCode === 'WAD' && u.enabled);

/** Fills a valid new warehouse; coordinates and choices in the Spanish number format. */
async function fillValid(name: string) {
  await enterInDialog(/^Nombre/, name);
  await enterInDialog(/^Dirección/, 'Av. Constitución 410');
  await enterInDialog(/^Número exterior/, '410');
  await enterInDialog(/^Código postal/, '64000');
  await retype(/^Latitud/, '25.6866');
  await retype(/^Longitud/, '-100.3161');
  await choose(/^Socio comercial/, sandbox.store.partners.get(1)!.name, topDialog());
  await choose(/^Responsable principal/, managerName(admins()[0]!.userId), topDialog());
}

describe('warehouses (stores)', () => {
  it('lists the warehouses by name with partner, managers and state, and exports them', async () => {
    open();
    const rows = await warehouseRows();
    const first = byName()[0]!;
    expect(rows[0]).toHaveTextContent(first.warehouseName);
    expect(rows[0]).toHaveTextContent(managerName(first.responsibleId));
    expect(rows[0]).toHaveTextContent(sandbox.store.partners.get(inventoryOf(sandbox.store).warehouseDetails.get(first.warehouseId)!.partnerId)!.name);
    expect(rows[0]).toHaveTextContent('Activo');

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Almacenes_\d{2}_\d{2}_\d{4}\.csv$/);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(sandbox.store.warehouses.size + 1);
    expect(lines[1]).toContain(first.warehouseName);
    expect(lines[1]).toContain('Activo');
  }, 60_000);

  it('filters by text, state and partner', async () => {
    const target = byName()[4]!;
    open();
    await warehouseRows();
    const form = screen.getByRole('search', { name: 'Buscar almacenes' });
    await userEvent.type(within(form).getByLabelText(/^Nombre, dirección/), `${target.warehouseName}{Enter}`);
    await waitFor(async () => expect((await warehouseRows()).map((r) => r.textContent)).toEqual([expect.stringContaining(target.warehouseName)]));

    await userEvent.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await choose(/^Estado/, 'Inactivos');
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontraron almacenes')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Limpiar' }));
    const partnerId = inventoryOf(sandbox.store).warehouseDetails.get(target.warehouseId)!.partnerId;
    await choose(/^Socio comercial/, sandbox.store.partners.get(partnerId)!.name);
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    const ofPartner = byName().filter((w) => inventoryOf(sandbox.store).warehouseDetails.get(w.warehouseId)!.partnerId === partnerId);
    await waitFor(async () => expect(await warehouseRows()).toHaveLength(ofPartner.length));
  }, 60_000);

  it('creates a warehouse after refusing a latitude past 90 and stopping the postal code at 6 characters', async () => {
    open();
    await warehouseRows();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar almacén' }));
    await save();
    expect(await within(topDialog()).findAllByText('Este campo es obligatorio')).toHaveLength(8);

    await fillValid('Almacén Monterrey Sur');
    await retype(/^Latitud/, '90.000001');
    await save();
    expect(await within(topDialog()).findByText('La latitud debe estar entre -90 y 90')).toBeInTheDocument();
    await retype(/^Longitud/, '-180.000001');
    expect(await within(topDialog()).findByText('La longitud debe estar entre -180 y 180')).toBeInTheDocument();
    await retype(/^Latitud/, '90');
    await retype(/^Longitud/, '180');

    // The input stops at the limit: the seventh digit never arrives.
    await enterInDialog(/^Código postal/, '1'.repeat(postalCodeMax + 1));
    expect(dialogField(/^Código postal/)).toHaveValue('1'.repeat(postalCodeMax));
    await enterInDialog(/^Nombre/, 'a'.repeat(nameMax + 1));
    expect(dialogField(/^Nombre/)).toHaveValue('a'.repeat(nameMax));
    await enterInDialog(/^Nombre/, 'Almacén Monterrey Sur');

    const before = sandbox.store.warehouses.size;
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.store.warehouses.size).toBe(before + 1);
    const created = [...sandbox.store.warehouses.values()].find((w) => w.warehouseName === 'Almacén Monterrey Sur')!;
    expect(created).toMatchObject({ postalCode: '1'.repeat(postalCodeMax), latitude: 90, longitude: 180, enabled: true, responsibleId: admins()[0]!.userId });
    expect(await screen.findByText('Se agregó el almacén «Almacén Monterrey Sur».')).toBeInTheDocument();
  }, 90_000);

  it('edits a warehouse and refuses the principal manager as the secondary one', async () => {
    const target = byName()[0]!;
    open();
    await warehouseRows();
    await userEvent.click(screen.getByRole('button', { name: `Editar ${target.warehouseName}` }));
    expect(dialogField(/^Nombre/)).toHaveValue(target.warehouseName);
    expect(within(topDialog()).getByText('Mientras sea responsable principal de un almacén activo, esta persona no puede desactivarse.')).toBeInTheDocument();

    await choose(/^Responsable secundario/, managerName(target.responsibleId), topDialog());
    await save();
    expect(await within(topDialog()).findByText('El responsable secundario debe ser otra persona')).toBeInTheDocument();
    const other = admins().find((a) => a.userId !== target.responsibleId);
    if (other) await choose(/^Responsable secundario/, other.fullName, topDialog());

    await enterInDialog(/^Dirección/, 'Calle Reforma 88');
    await save();
    await waitFor(() => expect(sandbox.store.warehouses.get(target.warehouseId)!.address).toBe('Calle Reforma 88'));
    expect(await screen.findByText(`Se guardaron los cambios del almacén «${target.warehouseName}».`)).toBeInTheDocument();
  }, 90_000);

  it('clears the secondary manager with its button and saves the warehouse without one', async () => {
    const target = byName()[0]!;
    const secondary = admins().find((a) => a.userId !== target.responsibleId)!;
    const details = () => inventoryOf(sandbox.store).warehouseDetails.get(target.warehouseId)!;
    details().secondaryResponsibleId = secondary.userId;
    open();
    await warehouseRows();
    await userEvent.click(screen.getByRole('button', { name: `Editar ${target.warehouseName}` }));
    const shown = () => dialogField(/^Responsable secundario/).closest('.p-dropdown');
    await waitFor(() => expect(shown()).toHaveTextContent(secondary.fullName));

    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Quitar Responsable secundario' }));
    expect(shown()).not.toHaveTextContent(secondary.fullName);
    await save();
    expect(await screen.findByText(`Se guardaron los cambios del almacén «${target.warehouseName}».`)).toBeInTheDocument();
    expect(details().secondaryResponsibleId).toBeNull();
  }, 90_000);

  it('keeps what was typed and shows the service’s refusal of a name already used', async () => {
    const existing = byName()[1]!;
    open();
    await warehouseRows();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar almacén' }));
    await fillValid(existing.warehouseName.toUpperCase());
    await save();
    expect(await within(topDialog()).findByRole('alert')).toHaveTextContent('Ya existe un almacén con ese nombre');
    expect(dialogField(/^Nombre/)).toHaveValue(existing.warehouseName.toUpperCase());
    expect(dialogField(/^Dirección/)).toHaveValue('Av. Constitución 410');
  }, 90_000);

  it('shows the service’s refusal to disable a warehouse that holds stock', async () => {
    const target = byName()[0]!;
    open();
    await warehouseRows();
    await userEvent.click(screen.getByRole('button', { name: `Editar ${target.warehouseName}` }));
    await userEvent.click(within(topDialog()).getByRole('switch', { name: 'Activo' }));
    expect(within(topDialog()).queryByText(/no puede desactivarse/)).not.toBeInTheDocument();
    await save();
    expect(await within(topDialog()).findByRole('alert')).toHaveTextContent('No se puede deshabilitar un almacén con existencias o con envíos en curso');
    expect(sandbox.store.warehouses.get(target.warehouseId)!.enabled).toBe(true);
  }, 60_000);

  it('offers no create or edit to a warehouse administrator, who may only search', async () => {
    open('WAD');
    expect((await warehouseRows()).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Agregar almacén' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  }, 60_000);
});
