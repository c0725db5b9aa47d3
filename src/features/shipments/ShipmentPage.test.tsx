import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { choose, dropdownOptions, field } from '../../../test/setup/formActions';
import { inventoryOf } from '../../../test/sandbox/inventory/state';
import { LIMITS } from '../../shared/validation/limits';
import type { RoleCode } from '../../../test/sandbox/store/types';

const sandbox = setupSandbox({ tickets: 50 });
const FIRST_LOAD = { timeout: 45_000 };

const openCreate = async (role: RoleCode, language: 'es' | 'en' = 'es') => {
  const view = renderScreen({
    route: '/shipping/create',
    as: { sandbox, role },
    language,
  });
  await screen.findByRole('heading', { name: language === 'es' ? 'Nuevo envío' : 'New shipment' }, FIRST_LOAD);
  return view;
};
const optionLabels = async (label: RegExp) => (await dropdownOptions(label)).map((o) => o.getAttribute('aria-label'));
const closeOverlay = () => userEvent.keyboard('{Escape}');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear envío' }));
const warehouse = (id: number) => sandbox.store.warehouses.get(id)!.warehouseName;
const engineer = sandbox.store.users.get(4)!.fullName;

describe('shipment form: types, origins and destinations', () => {
  it('offers types 1 to 4 to ADM, 3 and 4 to ENG, 1 and 2 to WAD', async () => {
    const all = ['Almacén a almacén', 'Almacén a fuerza de tarea', 'Fuerza de tarea a fuerza de tarea', 'Fuerza de tarea a almacén'];
    for (const [role, expected] of [
      ['ADM', all],
      ['ENG', all.slice(2)],
      ['WAD', all.slice(0, 2)],
    ] as const) {
      const view = await openCreate(role);
      expect(await optionLabels(/^Tipo de envío/)).toEqual(expected);
      await closeOverlay();
      view.unmount();
    }
  });

  it("preselects the engineer's own task force as origin", async () => {
    await openCreate('ENG');
    await choose(/^Tipo de envío/, 'Fuerza de tarea a almacén');
    await waitFor(() => expect(field(/^Origen/).closest('.p-dropdown')).toHaveTextContent(engineer));
    expect(await optionLabels(/^Destino/)).toContain(warehouse(1));
  });

  it('type 1 excludes the origin warehouse; changing the type resets origin and destination', async () => {
    await openCreate('ADM');
    await choose(/^Tipo de envío/, 'Almacén a almacén');
    await choose(/^Origen/, warehouse(1));
    const destinations = await optionLabels(/^Destino/);
    expect(destinations).not.toContain(warehouse(1));
    expect(destinations).toContain(warehouse(2));
    await userEvent.click(screen.getByRole('option', { name: warehouse(2), hidden: true }));
    await choose(/^Tipo de envío/, 'Almacén a fuerza de tarea');
    expect(field(/^Origen/).closest('.p-dropdown')).toHaveTextContent('Seleccione el origen');
    expect(field(/^Destino/).closest('.p-dropdown')).toHaveClass('p-disabled');
  });

  it('type 3 excludes the origin engineer from the destinations', async () => {
    await openCreate('ENG');
    await choose(/^Tipo de envío/, 'Fuerza de tarea a fuerza de tarea');
    await waitFor(() => expect(field(/^Origen/).closest('.p-dropdown')).toHaveTextContent(engineer));
    const destinations = await optionLabels(/^Destino/);
    expect(destinations).not.toContain(engineer);
    expect(destinations.length).toBeGreaterThan(0);
  });
});

describe('shipment form: rules and messages', () => {
  it('requires origin, destination, courier, priority, guide number and an item, sending nothing', async () => {
    const before = inventoryOf(sandbox.store).shipments.size;
    await openCreate('WAD');
    await submit();
    expect(await screen.findByText('Revise los campos marcados')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Agregue al menos un artículo al envío')).toBeInTheDocument();
    expect(inventoryOf(sandbox.store).shipments.size).toBe(before);
  });

  it('takes a cost of 9,999,999.00 with thousands separators and refuses 9,999,999.01 with its message', async () => {
    await openCreate('WAD');
    const cost = field(/^Costo/);
    await userEvent.type(cost, `${LIMITS.shipments.costMax}.01`);
    await userEvent.tab();
    expect(await screen.findByText('El costo no puede ser mayor a 9999999.00')).toBeInTheDocument();
    await userEvent.clear(cost);
    await userEvent.type(cost, `${LIMITS.shipments.costMax}`);
    await userEvent.tab();
    expect(cost).toHaveValue('9,999,999.00');
    await waitFor(() => expect(screen.queryByText(/El costo no puede ser mayor/)).not.toBeInTheDocument());
  });

  it('asks for a currency once a cost is entered', async () => {
    await openCreate('WAD');
    await userEvent.type(field(/^Costo/), '150.5');
    await submit();
    expect(await screen.findByText('El campo es obligatorio si hay un costo')).toBeInTheDocument();
  });

  it('accepts letters, digits, spaces, hyphen and accented letters in the guide number and refuses anything else', async () => {
    await openCreate('WAD');
    const guide = field(/^Número de guía/);
    await userEvent.type(guide, 'Guía Ñandú-12');
    await userEvent.tab();
    expect(screen.queryByText('Campo alfanumérico')).not.toBeInTheDocument();
    await userEvent.type(guide, '_#');
    await userEvent.tab();
    expect(await screen.findByText('Campo alfanumérico')).toBeInTheDocument();
  });

  it('says "product already added or not selected" for nothing picked and for an item added twice', async () => {
    await openCreate('WAD');
    await choose(/^Tipo de envío/, 'Almacén a fuerza de tarea');
    await choose(/^Origen/, warehouse(1));
    const add = () => userEvent.click(screen.getAllByRole('button', { name: 'Agregar' })[0]!);
    await add();
    expect(await screen.findByText('Producto ya agregado o no seleccionado')).toBeInTheDocument();
    const [first] = await dropdownOptions(/^Componente/);
    const serial = first!.getAttribute('aria-label')!;
    await userEvent.click(first!);
    await add();
    expect(await within(screen.getByRole('table', { name: 'Artículos del envío' })).findByText(serial)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Producto ya agregado o no seleccionado')).not.toBeInTheDocument());
    expect(await optionLabels(/^Componente/)).toContain(serial);
    await userEvent.click(screen.getByRole('option', { name: serial, hidden: true }));
    await add();
    expect(await screen.findByText('Producto ya agregado o no seleccionado')).toBeInTheDocument();
  });

  it('shows the rules in English too', async () => {
    // The language follows the user's language id (2 English).
    sandbox.store.users.get(5)!.langId = 2;
    await openCreate('WAD', 'en');
    await userEvent.type(field(/^Cost/), `${LIMITS.shipments.costMax}.01`);
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText('The cost cannot be greater than 9999999.00')).toBeInTheDocument();
    expect(screen.getByText('Add at least one item to the shipment')).toBeInTheDocument();
  });
});

describe('shipment creation and detail', () => {
  it('creates a shipment of three components and opens it read-only with invoice number, status and the legal steps', async () => {
    const view = await openCreate('WAD');
    await choose(/^Tipo de envío/, 'Almacén a fuerza de tarea');
    await choose(/^Origen/, warehouse(1));
    await choose(/^Destino/, engineer);
    const options = await dropdownOptions(/^Componente/);
    const serials = options.slice(0, 3).map((o) => o.getAttribute('aria-label')!);
    await closeOverlay();
    for (const serial of serials) {
      await choose(/^Componente/, serial);
      await userEvent.click(screen.getAllByRole('button', { name: 'Agregar' })[0]!);
    }
    await userEvent.type(field(/^Número de guía/), 'GU-778899');
    await choose(/^Paquetería/, 'Estafeta');
    await choose(/^Prioridad/, 'Alta');
    await submit();

    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/shipping\/detail\/\d+$/));
    const id = Number(view.router.state.location.pathname.split('/').pop());
    const shipment = inventoryOf(sandbox.store).shipments.get(id)!;
    expect(shipment).toMatchObject({
      format: 2,
      originId: 1,
      destinationId: 4,
      guideNumber: 'GU-778899',
      courierId: 2,
      shipmentPriorityId: 3,
    });
    expect(shipment.items).toHaveLength(3);
    expect(await screen.findByRole('heading', { name: `Envío ${id}` })).toBeInTheDocument();
    const value = (key: string) => document.querySelector(`[data-field="${key}"]`)?.textContent;
    await waitFor(() => expect(value('invoiceNumber')).toBe(`FAC-${String(id).padStart(6, '0')}`));
    expect(value('status')).toBe('Pendiente');
    expect(value('format')).toBe('Almacén a fuerza de tarea');
    // Read-only: the type (and everything else) can no longer be changed.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const steps = within(screen.getByRole('group', { name: 'Siguientes pasos' }));
    expect(steps.getAllByRole('button').map((b) => b.textContent)).toEqual(['Modificar', 'Confirmar', 'Cancelar envío']);

    await userEvent.click(steps.getByRole('button', { name: 'Confirmar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    await waitFor(() => expect(value('status')).toBe('Confirmado'));
    expect(steps.getAllByRole('button').map((b) => b.textContent)).toEqual(['Modificar', 'Poner en proceso', 'Cancelar envío']);
  });

  it('a closed shipment offers no step', async () => {
    const closed = [...inventoryOf(sandbox.store).shipments.values()].find((s) => s.shipmentStateId === 4)!;
    renderScreen({
      route: `/shipping/detail/${closed.shipmentId}`,
      as: { sandbox, role: 'ADM' },
    });
    expect(await screen.findByText('El envío no admite más pasos', {}, FIRST_LOAD)).toBeInTheDocument();
  });
});
