import type { MovementCode } from '../../../src/api/tags/product';
import { registerUserReleaseHook } from '../security/accountRules';
import { utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';
import { RECEPTION_STATUS } from '../../../src/domain/shipments/shipmentStatus';
import { canTakeStep, holdsItems, itemsInTransit } from '../../../src/domain/shipments/stateMachine';
import { moveComponent, moveKit, moveSupply, samePlace, supplyRows, type Place } from './ledger';
import { preAssignmentWarehouse } from './places';
import { destinationOf, originOf, registerReceipt, takeStep, type EngineContext } from './shipmentEngine';
import { inventoryOf, type InventoryState } from './state';

/** The ledger's movement type for stock a leaving user's task force gives back. */
export const PRE_ASSIGNMENT_MOVEMENT: MovementCode = 'PreAssignmentReturn';

/**
 * A user deactivated, deleted or made supervisor holds no stock (spec 001 section 4, Users). First the
 * open shipments on their way to them end, so their items go back to the origin: cancelled where the state
 * machine allows it, else (received, some items still waiting) the waiting items are rejected. Their own
 * shipments that have not left are cancelled, so those items stay with them. Then everything their task
 * force holds moves to its pre-assignment warehouse. Their shipments already travelling go on; a rejection
 * or cancellation sends those items to pre-assignment as well (returnPlace).
 */
export function releaseTaskForce(store: SandboxStore, state: InventoryState, userId: number, actor: UserRecord, now: string): void {
  const own: Place = { type: 'TaskForce', id: userId };
  const ctx: EngineContext = { store, state, user: actor, now, system: true };

  for (const shipment of [...state.shipments.values()]) {
    if (!holdsItems(shipment.shipmentStateId)) continue;
    const toThem = samePlace(destinationOf(shipment), own);
    const theirsNotSent = samePlace(originOf(shipment), own) && !itemsInTransit(shipment.shipmentStateId);
    if (!toThem && !theirsNotSent) continue;
    if (canTakeStep(shipment.shipmentStateId, 'cancel')) takeStep(ctx, shipment.shipmentId, 'cancel');
    else {
      const waiting = shipment.items.filter((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting);
      registerReceipt(ctx, shipment.shipmentId, waiting.map((i) => ({ articleShipmentId: i.articleShipmentId, accepted: false })));
    }
  }

  const to: Place = { type: 'Warehouse', id: preAssignmentWarehouse(store, state, userId) };
  const note = { dateTime: ctx.now, movementType: PRE_ASSIGNMENT_MOVEMENT, shipmentId: null };
  const { ledger } = state;
  for (const kit of [...ledger.kits.values()]) if (samePlace(kit.place, own)) moveKit(ledger, kit.kitId, to, note);
  for (const c of [...ledger.components.values()]) if (c.kitId === null && samePlace(c.place, own)) moveComponent(ledger, c.productId, to, note);
  for (const row of supplyRows(ledger)) if (samePlace(row.place, own)) moveSupply(ledger, row.supplyId, row.quantity, own, to, note);
}

/** Steps and movements are recorded under the administrator who acted, or the user for the automatic deactivation. */
registerUserReleaseHook((store, userId, caller) => {
  const actor = caller ?? store.users.get(userId);
  if (actor) releaseTaskForce(store, inventoryOf(store), userId, actor, utc(store.now));
});
