import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../../../test/setup/callApi';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { choose, field } from '../../../../test/setup/formActions';
import { prepareShipment } from '../../../../test/sandbox/inventory/testShipments';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { takeStep } from '../../../../test/sandbox/inventory/shipmentEngine';
import type { RoleCode } from '../../../../test/sandbox/store/types';
import { LIMITS } from '../../../shared/validation/limits';
import { currencies } from '../../../../test/sandbox/catalog/richState';

const sandbox = setupSandbox({ tickets: 50 });
const ENGINEER = 4;

/** Components from the demo warehouse (WAD's, the origin) to the demo engineer (the destination), walked up to a step. */
const prepare = (upTo?: 'confirm' | 'onProcess') =>
  prepareShipment(sandbox.store, { format: 2, from: 1, to: ENGINEER, components: 2, upTo });

async function openDetail(shipmentId: number, role: RoleCode = 'WAD') {
  const view = renderScreen({ route: `/shipping/detail/${shipmentId}`, as: { sandbox, role } });
  await screen.findByRole('group', { name: 'Siguientes pasos' }, { timeout: 45_000 });
  return view;
}
const stepNames = () =>
  within(screen.getByRole('group', { name: 'Siguientes pasos' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);
const currency = [...currencies(sandbox.store).values()].find((c) => c.enabled)!.name;
const value = (key: string) => document.querySelector(`[data-field="${key}"]`)?.textContent;
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
/** The modify form after the Modificar button. */
async function startEditing() {
  await click('Modificar');
  return screen.findByRole('form', { name: 'Modificar envío' });
}
const replace = async (label: RegExp, text: string) => {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
};

describe('shipment modify', () => {
  it('is offered in Pending and Confirmed to the origin side only', async () => {
    for (const [upTo, role, offered] of [
      [undefined, 'WAD', true],
      ['confirm', 'WAD', true],
      ['onProcess', 'WAD', false],
      [undefined, 'ENG', false],
    ] as const) {
      const view = await openDetail(prepare(upTo).shipmentId, role);
      expect(stepNames().includes('Modificar')).toBe(offered);
      view.unmount();
    }
  });

  it('edits the header only, keeps the type read-only, and cancel brings the saved values back', async () => {
    const shipment = prepare();
    await openDetail(shipment.shipmentId);
    const form = await startEditing();
    expect(within(form).queryByLabelText(/^Tipo de envío/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Origen/)).not.toBeInTheDocument();
    expect(value('format')).toBe('Almacén a fuerza de tarea');
    expect(field(/^Número de guía/)).toHaveValue('GU-PRUEBA');
    await replace(/^Número de guía/, 'GU-OTRA');
    await click('Cancelar edición');
    expect(screen.queryByRole('form', { name: 'Modificar envío' })).not.toBeInTheDocument();
    expect(value('guideNumber')).toBe('GU-PRUEBA');
    await startEditing();
    expect(field(/^Número de guía/)).toHaveValue('GU-PRUEBA');
  });

  it('saves a valid change and shows it read-only', async () => {
    const shipment = prepare('confirm');
    await openDetail(shipment.shipmentId);
    await startEditing();
    await replace(/^Número de guía/, 'GU-Ñandú 7');
    await choose(/^Prioridad/, 'Alta');
    await click('Guardar cambios');
    expect(await screen.findByText(`Envío ${shipment.shipmentId} modificado`)).toBeInTheDocument();
    await waitFor(() => expect(value('guideNumber')).toBe('GU-Ñandú 7'));
    expect(value('priority')).toBe('Alta');
    expect(value('status')).toBe('Confirmado');
    expect(screen.queryByRole('form', { name: 'Modificar envío' })).not.toBeInTheDocument();
    expect(inventoryOf(sandbox.store).shipments.get(shipment.shipmentId)).toMatchObject({
      guideNumber: 'GU-Ñandú 7',
      shipmentPriorityId: 3,
    });
  });

  it('refuses a cost one cent past the cap with its message and sends nothing', async () => {
    const shipment = prepare();
    const steps = shipment.tracking.length;
    await openDetail(shipment.shipmentId);
    await startEditing();
    await userEvent.type(field(/^Costo/), `${LIMITS.shipments.costMax}.01`);
    await choose(/^Moneda/, currency);
    await click('Guardar cambios');
    expect(await screen.findByText('El costo no puede ser mayor a 9999999.00')).toBeInTheDocument();
    expect(shipment.tracking).toHaveLength(steps);
    expect(shipment.cost).toBeNull();
  });

  it("shows the server's refusal in place and keeps what was typed", async () => {
    const shipment = prepare();
    await openDetail(shipment.shipmentId);
    await startEditing();
    await replace(/^Número de guía/, 'GU-TARDE');
    // Meanwhile the shipment moves on to a status where it can no longer be modified.
    const ctx = {
      store: sandbox.store,
      state: inventoryOf(sandbox.store),
      user: sandbox.store.users.get(sandbox.store.warehouses.get(1)!.responsibleId)!,
      now: '2026-11-21T10:00:00',
    };
    takeStep(ctx, shipment.shipmentId, 'confirm');
    takeStep(ctx, shipment.shipmentId, 'onProcess');
    await click('Guardar cambios');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo modificar el envío: No se puede modificar un envío en estado En proceso');
    expect(field(/^Número de guía/)).toHaveValue('GU-TARDE');
    expect(shipment.guideNumber).toBe('GU-PRUEBA');
  });

  it('modified by someone else meanwhile: a conflict keeps their guide number with the priority chosen here', async () => {
    const shipment = prepare();
    await openDetail(shipment.shipmentId);
    await startEditing();
    const theirs = { shipmentId: shipment.shipmentId, cost: null, currencyId: null, guideNumber: 'GU-DE-OTRO', courierId: shipment.courierId, shipmentPriorityId: shipment.shipmentPriorityId, rowVersion: 1 };
    expect((await callApi(sandbox, 'PUT', '/inventory/api/v1/Shipments', { as: 'WAD', body: theirs })).status).toBe(200);
    await choose(/^Prioridad/, 'Alta');
    await click('Guardar cambios');

    const conflict = await screen.findByRole('dialog', { name: 'Otra persona guardó este registro' });
    expect(within(conflict).queryByRole('table')).not.toBeInTheDocument();
    expect(within(conflict).getByRole('listitem')).toHaveTextContent(/^Número de guía/);
    await userEvent.click(within(conflict).getByRole('button', { name: 'Conservar lo mío' }));
    expect(await screen.findByText(`Envío ${shipment.shipmentId} modificado`)).toBeInTheDocument();
    expect(inventoryOf(sandbox.store).shipments.get(shipment.shipmentId)).toMatchObject({ guideNumber: 'GU-DE-OTRO', shipmentPriorityId: 3 });
  });
});
