import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import type { ComponentItem } from '../../../../test/sandbox/inventory/ledger';
import type { RoleCode } from '../../../../test/sandbox/store/types';
import { gridRows, topDialog } from '../../../../test/setup/gridActions';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { LAB } from '../../../domain/inventory/laboratoryFlow';

const sandbox = setupSandbox({ tickets: 20 });
const GRID = 'Componentes en laboratorio';
const ledger = () => inventoryOf(sandbox.store).ledger;
const inLab = (status: number) => [...ledger().components.values()].find((c) => c.place.type === 'Laboratory' && c.componentStatusId === status && c.kitId === null)!;
const steps = () => within(screen.getByRole('group', { name: 'Pasos del laboratorio' }));

async function open(role: RoleCode = 'LAD') {
  renderScreen({ route: '/laboratoryComponentInventory', as: { sandbox, role } });
  return gridRows(GRID);
}

/** Narrows the grid to one serial and ticks its row. */
async function selectSerial(c: ComponentItem) {
  await userEvent.type(screen.getByLabelText(/^Serie, descripción/), `${c.serialNumber}{Enter}`);
  await waitFor(async () => expect(await gridRows(GRID)).toHaveLength(1));
  const [row] = await gridRows(GRID);
  await userEvent.click(row!.querySelector('input[type="checkbox"]')!);
  await waitFor(() => expect(screen.getByText('1 seleccionado')).toBeInTheDocument());
}

describe('/laboratoryComponentInventory', () => {
  it('lists what the laboratories hold, with status, technician and laboratory', async () => {
    const held = [...ledger().components.values()].filter((c) => c.place.type === 'Laboratory');
    const rows = await open();
    expect(rows).toHaveLength(Math.min(held.length, 25));
    const table = screen.getByRole('table', { name: GRID });
    for (const header of ['Número de serie', 'Estatus del componente', 'Técnico', 'Laboratorio', 'Propiedad del cliente']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  }, 60_000);

  it('asks for at least one component, and says when nothing selected awaits acceptance', async () => {
    await open();
    await userEvent.click(steps().getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seleccione al menos un componente');
    await selectSerial(inLab(LAB.onLaboratory));
    // Only the steps the selection allows: a component on the laboratory is assigned, not resolved.
    expect(steps().getByRole('button', { name: 'Asignar técnico' })).toBeInTheDocument();
    expect(steps().queryByRole('button', { name: 'Registrar resultado' })).not.toBeInTheDocument();
    await userEvent.click(steps().getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay elementos de configuración para aceptar o rechazar');
  }, 60_000);

  it('accepts a component on its way, as a ledger step', async () => {
    const coming = inLab(LAB.transferToLaboratory);
    await open('LAT');
    await selectSerial(coming);
    await userEvent.click(steps().getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(coming.componentStatusId).toBe(LAB.onLaboratory));
    expect(await screen.findByText('Componentes actualizados: 1')).toBeInTheDocument();
  }, 60_000);

  it('assigns a technician through its dialog, and the grid shows who', async () => {
    const waiting = inLab(LAB.onLaboratory);
    const technician = [...sandbox.store.users.values()].find((u) => u.roleCode === 'LAT')!;
    await open();
    await selectSerial(waiting);
    await userEvent.click(steps().getByRole('button', { name: 'Asignar técnico' }));
    const dialog = topDialog();
    await userEvent.click(within(dialog).getByLabelText(/^Técnico/).closest('.p-dropdown')!);
    await userEvent.click((await screen.findAllByRole('option', { name: technician.fullName, hidden: true })).at(-1)!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar técnico' }));
    await waitFor(() => expect(waiting.componentStatusId).toBe(LAB.inRevision));
    await waitFor(async () => expect((await gridRows(GRID))[0]).toHaveTextContent(technician.fullName));
  }, 60_000);

  it('offers a technician no assignment', async () => {
    await open('LAT');
    expect(steps().queryByRole('button', { name: 'Asignar técnico' })).not.toBeInTheDocument();
    expect(steps().getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  }, 60_000);
});
