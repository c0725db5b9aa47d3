import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { prepareShipment } from '../../../../test/sandbox/inventory/testShipments';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { takeStep } from '../../../../test/sandbox/inventory/shipmentEngine';
import { RECEPTION_STATUS } from '../../../domain/shipments/shipmentStatus';

const sandbox = setupSandbox({ tickets: 50 });
const ENGINEER = 4;

/** Three components from the demo warehouse on their way to the demo engineer, and the reception screen opened by the engineer. */
async function openReception(upTo: 'readyToShip' | 'onProcess' = 'readyToShip') {
  const shipment = prepareShipment(sandbox.store, {
    format: 2,
    from: 1,
    to: ENGINEER,
    components: 3,
    upTo,
  });
  renderScreen({
    route: `/shipping/reception/detail/${shipment.shipmentId}`,
    as: { sandbox, role: 'ENG' },
  });
  await screen.findByRole('heading', { name: `Recepción del envío ${shipment.shipmentId}` }, { timeout: 45_000 });
  await screen.findByRole('table', { name: 'Artículos del envío' });
  const serials = shipment.items.map((i) => inventoryOf(sandbox.store).ledger.components.get(i.productId!)!.serialNumber);
  return { shipment, serials };
}
const placeOf = (productId: number) => inventoryOf(sandbox.store).ledger.components.get(productId)!.place;
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('shipment reception', () => {
  it('accepts one item singly and rejects the selected one, moving each where it belongs', async () => {
    const { shipment, serials } = await openReception();
    await click(`Aceptar ${serials[0]}`);
    expect(await screen.findByText('Envío aceptado, rechazado o actualizado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: `Seleccionar ${serials[1]}` }));
    await click('Rechazar seleccionados');
    await waitFor(() =>
      expect(shipment.items.map((i) => i.receptionStatusId)).toEqual([
        RECEPTION_STATUS.Accepted,
        RECEPTION_STATUS.Rejected,
        RECEPTION_STATUS.Waiting,
      ]),
    );
    expect(placeOf(shipment.items[0]!.productId!)).toEqual({
      type: 'TaskForce',
      id: ENGINEER,
    });
    expect(placeOf(shipment.items[1]!.productId!)).toEqual({
      type: 'Warehouse',
      id: 1,
    });
    const row = within(screen.getByRole('table', { name: 'Artículos del envío' }));
    await waitFor(() => expect(row.getAllByText('Aceptado')).toHaveLength(1));
    expect(row.getAllByText('Rechazado')).toHaveLength(1);
    expect(shipment.shipmentStateId).toBe(7);
  });

  it('accepts all that wait and closes the shipment', async () => {
    const { shipment } = await openReception();
    await click('Aceptar todos');
    await waitFor(() => expect(shipment.shipmentStateId).toBe(4));
    expect(await screen.findByText('El envío está en estatus Cerrado: no se pueden aceptar ni rechazar artículos.')).toBeInTheDocument();
  });

  it('says there is nothing to accept or reject when nothing is selected', async () => {
    await openReception();
    await click('Aceptar seleccionados');
    expect(await screen.findByText('No hay elementos de configuración para aceptar o rechazar')).toBeInTheDocument();
  });

  it('says the receipt was not registered, with the reason, when the service refuses', async () => {
    const { shipment } = await openReception();
    // Cancelled by the origin while the engineer looks at it.
    const warehouseAdmin = sandbox.store.users.get(5)!;
    takeStep(
      {
        store: sandbox.store,
        state: inventoryOf(sandbox.store),
        user: warehouseAdmin,
        now: '2026-11-20T17:00:00',
      },
      shipment.shipmentId,
      'cancel',
    );
    await click('Rechazar todos');
    expect(
      await screen.findByText(
        'La recepción del envío no se registró correctamente: No se puede registrar la recepción de un envío en estado Cancelado',
      ),
    ).toBeInTheDocument();
  });

  it('offers nothing to decide before the shipment leaves', async () => {
    await openReception('onProcess');
    expect(await screen.findByText('El envío está en estatus En proceso: no se pueden aceptar ni rechazar artículos.')).toBeInTheDocument();
    await click('Aceptar todos');
    expect(await screen.findByText('No hay elementos de configuración para aceptar o rechazar')).toBeInTheDocument();
  });

  it('tells the origin that only the destination decides', async () => {
    const shipment = prepareShipment(sandbox.store, {
      format: 2,
      from: 1,
      to: ENGINEER,
      components: 1,
      upTo: 'readyToShip',
    });
    renderScreen({
      route: `/shipping/reception/detail/${shipment.shipmentId}`,
      as: { sandbox, role: 'WAD' },
    });
    expect(await screen.findByText('Solo el destino del envío puede aceptar o rechazar sus artículos.', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', {
        name: /^(Aceptar|Rechazar) (todos|seleccionados|[A-Z]{3}\d)/,
      }),
    ).not.toBeInTheDocument();
  });
});
