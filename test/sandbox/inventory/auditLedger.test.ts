import fc from 'fast-check';
import { SandboxError } from '../runtime';
import { createStore } from '../store/createStore';
import type { UserRecord } from '../store/types';
import { RECEPTION_STATUS } from '../../../src/domain/shipments/shipmentStatus';
import type { ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import { auditFindings, supplyDifferences } from './auditFindings';
import { closeAudit, countInto, findingsOf, type AuditRecord } from './audits';
import { ledgerTotals, placeKey, samePlace, supplyAt, type Place } from './ledger';
import { ledgerProblems } from './ledgerProblems';
import { destinationsOf, originTaskForces, originWarehouses } from './places';
import { seedInventory } from './seed';
import { createShipment, registerReceipt, takeStep, type EngineContext } from './shipmentEngine';
import type { InventoryState } from './state';

// A small ledger: the property is about audits and moves, not volume (20,000 components made a run take half a minute).
const store = createStore({ tickets: 20, components: 1_000 });
const admin = [...store.users.values()].find((u) => u.roleCode === 'ADM') as UserRecord;
const NOW = '2026-11-20T15:00:00';
const WALK = ['confirm', 'onProcess', 'readyToShip', 'receipt'] as const;

/** Where every component and kit is and every place's supply units: what an audit must leave as it found it. */
const snapshot = (state: InventoryState) =>
  JSON.stringify([
    [...state.ledger.components.values()].map((c) => [c.productId, placeKey(c.place), c.componentStatusId, c.heldBy]),
    [...state.ledger.kits.values()].map((k) => [k.kitId, placeKey(k.place)]),
    [...state.ledger.supplyStock.entries()],
    state.ledger.movements.length,
  ]);

/** A shipment of up to `n` free components from a random origin, walked `steps` steps and, when received, decided by `mask`. */
function ship(ctx: EngineContext, format: ShipmentFormat, pick: number, n: number, steps: number, mask: number): void {
  const origins = format <= 2 ? originWarehouses(store, ctx.state, ctx.user) : originTaskForces(store, ctx.user);
  const origin = origins[pick % origins.length]!;
  const place: Place = { type: format <= 2 ? 'Warehouse' : 'TaskForce', id: origin.id };
  const destinations = destinationsOf(store, ctx.state, format, origin.id);
  if (!destinations.length) return;
  const components = [...ctx.state.ledger.components.values()].filter((c) => c.kitId === null && c.heldBy === null && samePlace(c.place, place)).slice(0, n);
  const supplyId = [...ctx.state.ledger.supplies.keys()].find((id) => supplyAt(ctx.state.ledger, place, id) > 0);
  const shipment = createShipment(ctx, {
    format, originResponsibleId: origin.id, destinationResponsibleId: destinations[pick % destinations.length]!.id, cost: null, currencyId: null,
    guideNumber: 'GU-AUD', courierId: 1, shipmentPriorityId: 1, components: components.map((c) => c.productId), kits: [],
    supplies: supplyId === undefined ? [] : [{ supplyId, quantity: 1 }],
  });
  for (const step of WALK.slice(0, steps)) takeStep(ctx, shipment.shipmentId, step);
  if (steps < WALK.length) return;
  const waiting = shipment.items.filter((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting);
  registerReceipt(ctx, shipment.shipmentId, waiting.map((i, k) => ({ articleShipmentId: i.articleShipmentId, accepted: ((mask >> k) & 1) === 1 })));
}

/** The places an audit may count (warehouses and task forces holding anything), in a fixed order. */
const auditablePlaces = (state: InventoryState): Place[] => {
  const keys = new Map<string, Place>();
  for (const c of state.ledger.components.values()) if (c.place.type === 'Warehouse' || c.place.type === 'TaskForce') keys.set(placeKey(c.place), c.place);
  return [...keys.values()].sort((a, b) => placeKey(a).localeCompare(placeKey(b)));
};

const openAudit = (auditId: number, place: Place): AuditRecord => ({
  auditId, auditTypeId: 1, place: place as AuditRecord['place'], status: 'Open', createdUserId: admin.userId, createdDateTime: NOW,
  closedDateTime: null, counted: [], supplyCounts: new Map(), recorded: null, reportFileId: null, reportFileName: null,
});

describe('audits over the ledger (property)', () => {
  it('random audits mixed with random shipments never change the ledger, and a full count of an untouched place finds nothing', () => {
    const command = fc.oneof(
      fc.record({
        kind: fc.constant('ship' as const), format: fc.constantFrom<ShipmentFormat>(1, 2, 3, 4), pick: fc.nat(60),
        n: fc.integer({ min: 0, max: 3 }), steps: fc.integer({ min: 0, max: 4 }), mask: fc.nat(255),
      }),
      fc.record({ kind: fc.constant('plan' as const), place: fc.nat(200) }),
      // Counts a random share of what the place holds, some serials of elsewhere, and random supply quantities.
      fc.record({ kind: fc.constant('count' as const), audit: fc.nat(20), share: fc.nat(100), strays: fc.nat(3), units: fc.nat(20) }),
      fc.record({ kind: fc.constant('close' as const), audit: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 25 }), (commands) => {
        const state = seedInventory(store);
        const ctx: EngineContext = { store, state, user: admin, now: NOW };
        const totals = ledgerTotals(state.ledger);
        const audits: AuditRecord[] = [];
        for (const c of commands) {
          const before = snapshot(state);
          const audit = c.kind === 'count' || c.kind === 'close' ? audits[c.audit % Math.max(audits.length, 1)] : undefined;
          try {
            if (c.kind === 'ship') ship(ctx, c.format, c.pick, c.n, c.steps, c.mask);
            else if (c.kind === 'plan') {
              const places = auditablePlaces(state);
              audits.push(openAudit(audits.length + 1, places[c.place % places.length]!));
            } else if (c.kind === 'count' && audit) {
              const held = [...state.ledger.components.values()].filter((x) => samePlace(x.place, audit.place));
              const strays = [...state.ledger.components.values()].filter((x) => !samePlace(x.place, audit.place)).slice(0, c.strays);
              countInto(audit, {
                serialNumbers: [...held.slice(0, Math.round((held.length * c.share) / 100)), ...strays].map((x) => x.serialNumber),
                removedSerialNumbers: [],
                supplies: [...state.ledger.supplies.keys()].slice(0, 2).map((supplyId) => ({ supplyId, quantity: c.units })),
              });
            } else if (c.kind === 'close' && audit) closeAudit(state, audit, NOW);
          } catch (error) {
            if (!(error instanceof SandboxError)) throw error;
          }
          if (c.kind !== 'ship') expect(snapshot(state)).toBe(before);
          expect(ledgerProblems(store, state, totals)).toEqual([]);
          // Each component the place holds is matched or missing, never both; every open audit reads the ledger now.
          for (const a of audits.filter((x) => x.status === 'Open')) {
            const f = findingsOf(state, a);
            const held = [...state.ledger.components.values()].filter((x) => samePlace(x.place, a.place)).length;
            expect(f.matched.length + f.missing.length).toBe(held);
          }
        }
        // With nothing moved between the count and the close, a full count of any place finds nothing missing or unexpected.
        for (const place of auditablePlaces(state)) {
          const full = openAudit(999, place);
          const held = [...state.ledger.components.values()].filter((x) => samePlace(x.place, place));
          const supplies = [...state.ledger.supplies.keys()].map((supplyId) => ({ supplyId, quantity: supplyAt(state.ledger, place, supplyId) }));
          countInto(full, { serialNumbers: held.map((x) => x.serialNumber), removedSerialNumbers: [], supplies });
          closeAudit(state, full, NOW);
          const f = full.recorded!;
          expect([f.missing.length, f.unexpected.length, supplyDifferences(f)]).toEqual([0, 0, 0]);
          expect(f.matched).toHaveLength(held.length);
          expect(auditFindings(state.ledger, place, { serials: [], supplies: new Map() }).missing).toHaveLength(held.length);
        }
        expect(ledgerTotals(state.ledger)).toEqual(totals);
      }),
      { numRuns: 8, seed: 31 },
    );
  });
});
