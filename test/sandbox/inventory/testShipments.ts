import type { SandboxStore } from '../store/types';
import type { ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import { samePlace, type Place } from './ledger';
import { createShipment, takeStep } from './shipmentEngine';
import { inventoryOf, type ShipmentRecord } from './state';

const STEPS = ['confirm', 'onProcess', 'readyToShip', 'receipt'] as const;

/**
 * For screen and browser tests: a shipment of `components` free components of the origin, made by the
 * origin's manager (or the engineer) and walked up to the given step, through the sandbox's own engine.
 */
export function prepareShipment(
  store: SandboxStore,
  {
    format,
    from,
    to,
    components,
    upTo,
  }: {
    format: ShipmentFormat;
    from: number;
    to: number;
    components: number;
    upTo?: (typeof STEPS)[number];
  },
): ShipmentRecord {
  const state = inventoryOf(store);
  const origin: Place = {
    type: format <= 2 ? 'Warehouse' : 'TaskForce',
    id: from,
  };
  const user = format <= 2 ? store.users.get(store.warehouses.get(from)!.responsibleId)! : store.users.get(from)!;
  const ctx = { store, state, user, now: '2026-11-20T16:00:00' };
  const free = [...state.ledger.components.values()]
    .filter((c) => c.kitId === null && c.heldBy === null && samePlace(c.place, origin))
    .slice(0, components);
  const shipment = createShipment(ctx, {
    format,
    originResponsibleId: from,
    destinationResponsibleId: to,
    cost: null,
    currencyId: null,
    guideNumber: 'GU-PRUEBA',
    courierId: 1,
    shipmentPriorityId: 2,
    components: free.map((c) => c.productId),
    kits: [],
    supplies: [],
  });
  for (const step of STEPS.slice(0, upTo ? STEPS.indexOf(upTo) + 1 : 0)) {
    takeStep(
      step === 'receipt'
        ? {
            ...ctx,
            user: format === 2 || format === 3 ? store.users.get(to)! : store.users.get(store.warehouses.get(to)!.responsibleId)!,
          }
        : ctx,
      shipment.shipmentId,
      step,
    );
  }
  return shipment;
}
