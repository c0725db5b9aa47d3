import type { SandboxStore } from '../store/types';
import { RECEPTION_STATUS, SHIPMENT_STATUS } from '../../../src/domain/shipments/shipmentStatus';
import { itemsInTransit } from '../../../src/domain/shipments/stateMachine';
import { ledgerTotals, placeKey, samePlace, supplyRows } from './ledger';
import { isTaskForce } from './places';
import { originOf } from './shipmentEngine';
import type { InventoryState } from './state';

/**
 * The ledger's rules after any sequence of steps: nothing lost or duplicated, places agree with the
 * shipments, and a user who left (deactivated, deleted, made supervisor) holds nothing. Answers the broken
 * rules (plain checks: expect per item would be slow over thousands).
 */
export function ledgerProblems(store: SandboxStore, state: InventoryState, totals: ReturnType<typeof ledgerTotals>): string[] {
  const problems: string[] = [];
  if (JSON.stringify(ledgerTotals(state.ledger)) !== JSON.stringify(totals)) problems.push('totals changed');
  if (supplyRows(state.ledger).some((r) => r.quantity < 0)) problems.push('negative stock');
  const carriers = new Set<string>();
  for (const s of state.shipments.values()) {
    for (const item of s.items) {
      const thing =
        item.productId !== null ? state.ledger.components.get(item.productId)! : item.kitId !== null ? state.ledger.kits.get(item.kitId)! : null;
      const waiting = item.receptionStatusId === RECEPTION_STATUS.Waiting && s.shipmentStateId !== SHIPMENT_STATUS.Canceled;
      if (!thing || !waiting) continue;
      const key = `${item.itemType}${item.productId ?? item.kitId}`;
      if (carriers.has(key)) problems.push(`${key} in two shipments`);
      carriers.add(key);
      if (thing.heldBy !== s.shipmentId) problems.push(`${key} not held by ${s.shipmentId}`);
      const expected = itemsInTransit(s.shipmentStateId) ? { type: 'Transit' as const, id: s.shipmentId } : originOf(s);
      if (!samePlace(thing.place, expected)) problems.push(`${key} at ${placeKey(thing.place)}, expected ${placeKey(expected)}`);
    }
  }
  for (const c of state.ledger.components.values()) {
    if (c.place.type === 'Transit' && c.heldBy !== c.place.id) problems.push(`component ${c.productId} in transit unheld`);
    if (c.kitId !== null && !samePlace(c.place, state.ledger.kits.get(c.kitId)!.place)) problems.push(`component ${c.productId} away from its kit`);
  }
  const left = (place: { type: string; id: number }) => place.type === 'TaskForce' && !isTaskForce(store, place.id);
  for (const c of state.ledger.components.values()) if (left(c.place)) problems.push(`component ${c.productId} with ${placeKey(c.place)}, who left`);
  for (const k of state.ledger.kits.values()) if (left(k.place)) problems.push(`kit ${k.kitId} with ${placeKey(k.place)}, who left`);
  for (const r of supplyRows(state.ledger)) if (left(r.place)) problems.push(`supply ${r.supplyId} with ${placeKey(r.place)}, who left`);
  return problems;
}
