import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentItem } from '../../../test/sandbox/inventory/ledger';
import { inventoryOf } from '../../../test/sandbox/inventory/state';
import { choose } from '../../../test/setup/formActions';
import { dialogField, dialogOpened, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';
import { kitCreateSchema } from './kitSchema';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 20 });
const K = LIMITS.kits;

const open = () => renderScreen({ route: '/kits', as: { sandbox, role: 'ADM' } });
const rows = () => gridRows(es.t('routes.kits'));
const ledger = () => inventoryOf(sandbox.store).ledger;
const kits = () => [...ledger().kits.values()];
const loose = (warehouseId: number): ComponentItem[] =>
  [...ledger().components.values()].filter((c) => c.place.type === 'Warehouse' && c.place.id === warehouseId && c.kitId === null && c.heldBy === null && c.componentStatusId === 1);
const dialog = () => within(topDialog());
const addSerial = async (serial: string) => {
  await enterInDialog(/^Número de serie/, serial);
  await userEvent.click(dialog().getByRole('button', { name: es.t('kits.actions.addComponent') }));
};

describe('kits (route /kits)', () => {
  it('lists the kits with number, name, state in the user\'s language, components and place, and finds one by number', async () => {
    open();
    const listed = await rows();
    expect(listed.length).toBeGreaterThan(0);
    const kit = kits()[2]!;
    const row = listed.find((r) => r.textContent?.includes(kit.number))!;
    const count = [...ledger().components.values()].filter((c) => c.kitId === kit.kitId).length;
    expect(row).toHaveTextContent(kit.name);
    expect(row).toHaveTextContent(es.t('kits.states.Available'));
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain(String(count));

    await userEvent.type(screen.getByLabelText(es.t('kits.filter.text')), kit.number);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getAllByRole('row').filter((r) => r.textContent?.includes('KIT-'))).toHaveLength(1));
  }, 60_000);

  it('stops the name at LIMITS.kits.nameMax and refuses one past it, and asks for at least one component', async () => {
    await expect(kitCreateSchema.validate({ name: 'x'.repeat(K.nameMax + 1), description: '', warehouseId: 1, components: [{ productId: 1 }] })).rejects.toThrow('validation.maxLength');
    await expect(kitCreateSchema.validate({ name: 'x'.repeat(K.nameMax), description: '', warehouseId: 1, components: [{ productId: 1 }] })).resolves.toBeTruthy();
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: es.t('kits.create') }));
    await enterInDialog(/^Nombre/, 'n'.repeat(K.nameMax + 1));
    expect(dialogField(/^Nombre/)).toHaveValue('n'.repeat(K.nameMax));
    await userEvent.click(dialog().getByRole('button', { name: 'Guardar' }));
    expect(await dialog().findByText(es.t('kits.errors.noComponent'))).toBeInTheDocument();
  }, 60_000);

  it('checks each serial in place (none, too long, invalid, in another kit, already added), then builds the kit', async () => {
    const warehouse = sandbox.store.warehouses.get(1)!;
    const [first, second] = loose(warehouse.warehouseId);
    const inKit = [...ledger().components.values()].find((c) => c.kitId !== null && c.place.type === 'Warehouse' && c.place.id === warehouse.warehouseId)!;
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: es.t('kits.create') }));
    await dialogOpened();
    await enterInDialog(/^Nombre/, 'Kit de sucursal Centro');
    await choose(/^Almacén/, warehouse.warehouseName, topDialog());

    await userEvent.click(dialog().getByRole('button', { name: es.t('kits.actions.addComponent') }));
    expect(await dialog().findByText(es.t('kits.errors.alreadyAdded'))).toBeInTheDocument();
    await addSerial('S'.repeat(LIMITS.components.serialMax + 1));
    expect(await dialog().findByText(es.t('kits.errors.serialTooLong', { max: LIMITS.components.serialMax }))).toBeInTheDocument();
    await addSerial('NO-EXISTE-1');
    expect(await dialog().findByText('Número de serie inválido')).toBeInTheDocument();
    await addSerial(inKit.serialNumber);
    expect(await dialog().findByText(`El componente ${inKit.serialNumber} ya está en el kit ${ledger().kits.get(inKit.kitId!)!.number}`)).toBeInTheDocument();

    await addSerial(first!.serialNumber);
    expect(await dialog().findByRole('button', { name: es.t('kits.actions.removeComponent', { serial: first!.serialNumber }) })).toBeInTheDocument();
    await addSerial(first!.serialNumber.toLowerCase());
    expect(await dialog().findByText(es.t('kits.errors.alreadyAdded'))).toBeInTheDocument();
    await addSerial(second!.serialNumber);
    await dialog().findByRole('button', { name: es.t('kits.actions.removeComponent', { serial: second!.serialNumber }) });

    await userEvent.click(dialog().getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const made = kits().find((k) => k.name === 'Kit de sucursal Centro')!;
    expect([made.stateName, first!.kitId, second!.kitId]).toEqual(['Assembling', made.kitId, made.kitId]);
  }, 90_000);

  it('shows a kit\'s components and history, and takes one out', async () => {
    const kit = kits().find((k) => k.place.type === 'Warehouse' && [...ledger().components.values()].filter((c) => c.kitId === k.kitId).length >= 2)!;
    const [part] = [...ledger().components.values()].filter((c) => c.kitId === kit.kitId);
    open();
    const row = (await rows()).find((r) => r.textContent?.includes(kit.number))!;
    await userEvent.click(within(row).getByRole('button', { name: es.t('kits.actions.detail', { name: `${kit.number} ${kit.name}` }) }));
    expect(await dialog().findByRole('cell', { name: part!.serialNumber })).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: es.t('kits.actions.removeComponent', { serial: part!.serialNumber }) }));
    await waitFor(() => expect(dialog().queryByRole('cell', { name: part!.serialNumber })).not.toBeInTheDocument());
    expect(part!.kitId).toBeNull();
    expect(await dialog().findByText(es.t('kits.events.ComponentRemoved', { serial: part!.serialNumber }))).toBeInTheDocument();
  }, 60_000);
});
