import fc from 'fast-check';
import { RECEPTION_STATUS } from '../../../src/domain/shipments/shipmentStatus';
import { itemsInTransit, SHIPMENT_STEPS, type ShipmentStep } from '../../../src/domain/shipments/stateMachine';
import type { ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import { SandboxError } from '../runtime';
import { createStore } from '../store/createStore';
import type { UserRecord } from '../store/types';
import { ledgerTotals, placeKey, supplyAt, supplyRows, type Place } from './ledger';
import { ledgerProblems } from './ledgerProblems';
import { destinationsOf, originTaskForces, originWarehouses } from './places';
import { seedInventory } from './seed';
import { availableSupply, createShipment, registerReceipt, takeStep, type EngineContext } from './shipmentEngine';
import type { InventoryState } from './state';
import { receiveStock } from './supplyStock';

const store = createStore({ tickets: 20 });
const admin = [...store.users.values()].find((u) => u.roleCode === 'ADM') as UserRecord;
const ctxOf = (state: InventoryState): EngineContext => ({ store, state, user: admin, now: '2026-11-20T15:00:00' });
const warehouseIds = [...store.warehouses.keys()];

/** A shipment of supplies only: up to two lines from the `pick`th origin of the type, each a share of what is free there. */
function shipSupplies(ctx: EngineContext, format: ShipmentFormat, pick: number, share: number) {
  const origins = format <= 2 ? originWarehouses(store, ctx.state, ctx.user) : originTaskForces(store, ctx.user);
  const origin = origins[pick % origins.length]!;
  const destinations = destinationsOf(store, ctx.state, format, origin.id);
  if (!destinations.length) return;
  const place: Place = { type: format <= 2 ? 'Warehouse' : 'TaskForce', id: origin.id };
  const lines = [...ctx.state.ledger.supplies.keys()]
    .map((supplyId) => ({ supplyId, free: availableSupply(ctx.state, place, supplyId) }))
    .filter((l) => l.free > 0)
    .slice(pick % 3, (pick % 3) + 2)
    .map((l) => ({ supplyId: l.supplyId, quantity: Math.max(1, Math.floor((l.free * share) / 100)) }));
  createShipment(ctx, {
    format, originResponsibleId: origin.id, destinationResponsibleId: destinations[pick % destinations.length]!.id, cost: null, currencyId: null,
    guideNumber: 'GU-INS', courierId: 1, shipmentPriorityId: 1, components: [], kits: [], supplies: lines,
  });
}

/** What the shipments say is in transit, supply by supply and shipment by shipment, against the ledger's Transit places. */
function transitProblems(state: InventoryState): string[] {
  const problems: string[] = [];
  for (const s of state.shipments.values()) {
    const transit: Place = { type: 'Transit', id: s.shipmentId };
    const expected = new Map<number, number>();
    if (itemsInTransit(s.shipmentStateId)) {
      for (const i of s.items) if (i.supplyId !== null && i.receptionStatusId === RECEPTION_STATUS.Waiting) expected.set(i.supplyId, (expected.get(i.supplyId) ?? 0) + i.quantity);
    }
    for (const supplyId of state.ledger.supplies.keys()) {
      if (supplyAt(state.ledger, transit, supplyId) !== (expected.get(supplyId) ?? 0)) problems.push(`supply ${supplyId} in shipment ${s.shipmentId}`);
    }
  }
  return problems;
}

/** Every place's stock now, less what it was, is what the movements since brought in and took out (a receipt brings in). */
function replayProblems(state: InventoryState, start: Map<string, number>, firstMovement: number): string[] {
  const net = new Map<string, number>();
  const add = (place: Place, supplyId: number, quantity: number) => {
    const key = `${placeKey(place)}|${supplyId}`;
    net.set(key, (net.get(key) ?? 0) + quantity);
  };
  for (const m of state.ledger.movements.slice(firstMovement)) {
    if (m.supplyId === null) continue;
    if (placeKey(m.from) === placeKey(m.to)) add(m.to, m.supplyId, m.quantity);
    else {
      add(m.from, m.supplyId, -m.quantity);
      add(m.to, m.supplyId, m.quantity);
    }
  }
  const keys = new Set([...start.keys(), ...net.keys(), ...supplyRows(state.ledger).map((r) => `${placeKey(r.place)}|${r.supplyId}`)]);
  const now = new Map(supplyRows(state.ledger).map((r) => [`${placeKey(r.place)}|${r.supplyId}`, r.quantity]));
  return [...keys].filter((k) => (now.get(k) ?? 0) - (start.get(k) ?? 0) !== (net.get(k) ?? 0)).map((k) => `${k} does not replay`);
}

describe('supplies in the stock ledger', () => {
  it('no sequence of receipts, disabled supplies and supply shipments loses or duplicates a unit (property)', () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant('receive' as const), warehouse: fc.nat(50), supply: fc.nat(50), quantity: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ kind: fc.constant('toggle' as const), supply: fc.nat(50) }),
      fc.record({ kind: fc.constant('ship' as const), format: fc.constantFrom<ShipmentFormat>(1, 2, 3, 4), pick: fc.nat(50), share: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('step' as const), target: fc.nat(50), step: fc.constantFrom<ShipmentStep>(...SHIPMENT_STEPS) }),
      fc.record({ kind: fc.constant('register' as const), target: fc.nat(50), mask: fc.nat(255) }),
    );
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (commands) => {
        const state = seedInventory(store);
        const ctx = ctxOf(state);
        const expected = ledgerTotals(state.ledger);
        const start = new Map(supplyRows(state.ledger).map((r) => [`${placeKey(r.place)}|${r.supplyId}`, r.quantity]));
        const firstMovement = state.ledger.movements.length;
        const supplyIds = [...state.ledger.supplies.keys()];
        for (const c of commands) {
          const shipments = [...state.shipments.values()];
          const target = 'target' in c ? shipments[c.target % shipments.length]! : null;
          try {
            if (c.kind === 'receive') {
              const supplyId = supplyIds[c.supply % supplyIds.length]!;
              receiveStock(store, state, admin.userId, { warehouseId: warehouseIds[c.warehouse % warehouseIds.length]!, supplyId, quantity: c.quantity, reason: 'Compra' });
              expected.supplies[supplyId] = (expected.supplies[supplyId] ?? 0) + c.quantity;
            } else if (c.kind === 'toggle') {
              const supply = state.ledger.supplies.get(supplyIds[c.supply % supplyIds.length]!)!;
              supply.enabled = !supply.enabled;
            } else if (c.kind === 'ship') shipSupplies(ctx, c.format, c.pick, c.share);
            else if (c.kind === 'register') {
              const waiting = target!.items.filter((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting);
              registerReceipt(ctx, target!.shipmentId, waiting.filter((_, i) => (c.mask >> i) & 1).map((i, k) => ({ articleShipmentId: i.articleShipmentId, accepted: k % 2 === 0 })));
            } else if (c.step !== 'modify' && c.step !== 'register') takeStep(ctx, target!.shipmentId, c.step);
          } catch (error) {
            if (!(error instanceof SandboxError)) throw error;
          }
          expect([...ledgerProblems(store, state, expected), ...transitProblems(state), ...replayProblems(state, start, firstMovement)]).toEqual([]);
        }
      }),
      { numRuns: 30, seed: 31 },
    );
  });

  it('refuses new stock for a disabled supply or an inactive warehouse, and changes nothing', () => {
    const state = seedInventory(store);
    const totals = JSON.stringify(ledgerTotals(state.ledger));
    state.ledger.supplies.get(1)!.enabled = false;
    expect(() => receiveStock(store, state, admin.userId, { warehouseId: 1, supplyId: 1, quantity: 5, reason: 'Compra' })).toThrow('deshabilitado');
    const warehouse = store.warehouses.get(2)!;
    warehouse.enabled = false;
    try {
      expect(() => receiveStock(store, state, admin.userId, { warehouseId: 2, supplyId: 2, quantity: 5, reason: 'Compra' })).toThrow('inactivo');
    } finally {
      warehouse.enabled = true;
    }
    expect(JSON.stringify(ledgerTotals(state.ledger))).toBe(totals);
  });
});
