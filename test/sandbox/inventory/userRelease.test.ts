import { createStore } from '../store/createStore';
import { SHIPMENT_STATUS } from '../../../src/domain/shipments/shipmentStatus';
import { ledgerTotals, placeKey } from './ledger';
import { ledgerProblems } from './ledgerProblems';
import { destinationsOf, preAssignmentWarehouse } from './places';
import { registerReceipt, takeStep } from './shipmentEngine';
import { inventoryOf } from './state';
import { prepareShipment } from './testShipments';
import { releaseTaskForce } from './userRelease';

const ENGINEER = 4;
const NOW = '2026-11-21T10:00:00';

/** A fresh store whose engineer 4 has a shipment of their own (type 3 to another engineer, or 4 to a warehouse) up to a step, then leaves. */
function leaveWithOwnShipment(format: 3 | 4, upTo?: 'readyToShip') {
  const store = createStore({ tickets: 20 });
  const state = inventoryOf(store);
  const totals = ledgerTotals(state.ledger);
  const to = destinationsOf(store, state, format, ENGINEER)[0]!.id;
  const shipment = prepareShipment(store, { format, from: ENGINEER, to, components: 2, upTo });
  const admin = store.users.get(1)!;
  store.users.get(ENGINEER)!.enabled = false;
  releaseTaskForce(store, state, ENGINEER, admin, NOW);
  const home = `Warehouse:${preAssignmentWarehouse(store, state, ENGINEER)}`;
  const placesOf = () => shipment.items.map((i) => placeKey(state.ledger.components.get(i.productId!)!.place));
  return { store, state, totals, shipment, admin, home, placesOf };
}

describe('the own shipments of a leaving engineer', () => {
  it('one not sent yet is cancelled, and its items go to pre-assignment with the rest', () => {
    const { store, state, totals, shipment, home, placesOf } = leaveWithOwnShipment(3);
    expect(shipment.shipmentStateId).toBe(SHIPMENT_STATUS.Canceled);
    expect(placesOf()).toEqual([home, home]);
    expect(ledgerProblems(store, state, totals)).toEqual([]);
  });

  it.each([
    ['cancelled', 'cancel'],
    ['rejected', 'reject'],
  ] as const)('one already travelling goes on; %s later, its items go to pre-assignment, not back to the engineer', (_, how) => {
    const { store, state, totals, shipment, admin, home, placesOf } = leaveWithOwnShipment(4, 'readyToShip');
    expect(shipment.shipmentStateId).toBe(SHIPMENT_STATUS.WaitingForDeparture);
    expect(placesOf()).toEqual([`Transit:${shipment.shipmentId}`, `Transit:${shipment.shipmentId}`]);

    const ctx = { store, state, user: admin, now: NOW };
    if (how === 'cancel') takeStep(ctx, shipment.shipmentId, 'cancel');
    else registerReceipt(ctx, shipment.shipmentId, shipment.items.map((i) => ({ articleShipmentId: i.articleShipmentId, accepted: false })));

    expect(placesOf()).toEqual([home, home]);
    expect(ledgerProblems(store, state, totals)).toEqual([]);
  });
});
