import fc from 'fast-check';
import { RECEPTION_STATUS } from '../../../src/domain/shipments/shipmentStatus';
import type { ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import { SandboxError } from '../runtime';
import { createStore } from '../store/createStore';
import type { UserRecord } from '../store/types';
import { addKitComponents, completeKit, componentsByKit, createKit, disassembleKit, kitComponents, kitState, removeKitComponents } from './kits';
import { ledgerTotals, samePlace, type KitItem } from './ledger';
import { ledgerProblems } from './ledgerProblems';
import { destinationsOf } from './places';
import { seedInventory } from './seed';
import { createShipment, registerReceipt, takeStep, type EngineContext } from './shipmentEngine';
import type { InventoryState } from './state';

const store = createStore({ tickets: 20 });
const admin = [...store.users.values()].find((u) => u.roleCode === 'ADM') as UserRecord;
const ctxOf = (state: InventoryState): EngineContext => ({ store, state, user: admin, now: '2026-11-20T15:00:00' });

const loose = (state: InventoryState, kit: Pick<KitItem, 'place'>) =>
  [...state.ledger.components.values()].filter((c) => c.kitId === null && c.heldBy === null && c.componentStatusId === 1 && samePlace(c.place, kit.place));

/** A kit of `n` loose components at the `pick`th warehouse that has them. */
function build(ctx: EngineContext, pick: number, n: number) {
  const warehouses = [...store.warehouses.keys()].filter((id) => loose(ctx.state, { place: { type: 'Warehouse', id } }).length >= n);
  const warehouseId = warehouses[pick % warehouses.length]!;
  const parts = loose(ctx.state, { place: { type: 'Warehouse', id: warehouseId } }).slice(0, n);
  return createKit(ctx, { name: 'Kit de prueba', description: '', warehouseId, productIds: parts.map((c) => c.productId) });
}

/** Ships a kit from where it is to one of its destinations (types 1 and 2 from a warehouse, 3 and 4 from a task force). */
function ship(ctx: EngineContext, kit: KitItem, pick: number) {
  const fromWarehouse = kit.place.type === 'Warehouse';
  const format = ((fromWarehouse ? 1 : 3) + (pick % 2)) as ShipmentFormat;
  const destinations = destinationsOf(store, ctx.state, format, kit.place.id);
  if (!destinations.length) return null;
  return createShipment(ctx, {
    format, originResponsibleId: kit.place.id, destinationResponsibleId: destinations[pick % destinations.length]!.id, cost: null, currencyId: null,
    guideNumber: 'GU-K', courierId: 1, shipmentPriorityId: 1, components: [], kits: [kit.kitId], supplies: [],
  });
}

const RECEIVE = ['confirm', 'onProcess', 'readyToShip', 'receipt'] as const;

describe('kits on the stock ledger', () => {
  it('a component in a kit is not shipped alone; an Assembling kit does not ship; a shipped kit takes its components', () => {
    const state = seedInventory(store);
    const ctx = ctxOf(state);
    const kit = build(ctx, 0, 2);
    const [part] = kitComponents(state.ledger, kit.kitId);
    const destination = destinationsOf(store, state, 1, kit.place.id)[0]!.id;
    const body = { format: 1 as const, originResponsibleId: kit.place.id, destinationResponsibleId: destination, cost: null, currencyId: null, guideNumber: 'G', courierId: 1, shipmentPriorityId: 1, supplies: [] };
    expect(() => createShipment(ctx, { ...body, components: [part!.productId], kits: [] })).toThrow(`El componente ${part!.serialNumber} está en el kit ${kit.number}: sáquelo del kit para enviarlo solo`);
    expect(() => createShipment(ctx, { ...body, components: [], kits: [kit.kitId] })).toThrow(`El kit ${kit.number} está en armado: no puede enviarse`);
    completeKit(ctx, kit.kitId);
    const s = createShipment(ctx, { ...body, components: [], kits: [kit.kitId] });
    expect(() => addKitComponents(ctx, kit.kitId, [loose(state, kit)[0]!.productId])).toThrow(`El kit ${kit.number} va en el envío ${s.shipmentId}`);
    RECEIVE.forEach((step) => takeStep(ctx, s.shipmentId, step));
    registerReceipt(ctx, s.shipmentId, s.items.map((i) => ({ articleShipmentId: i.articleShipmentId, accepted: true })));
    expect(kit.place).toEqual({ type: 'Warehouse', id: destination });
    expect(kitComponents(state.ledger, kit.kitId).every((c) => samePlace(c.place, kit.place))).toBe(true);
  });

  it('no sequence of kit changes, shipments and receptions loses or duplicates an item (property)', () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant('build' as const), pick: fc.nat(50), n: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constantFrom('add' as const, 'remove' as const), kit: fc.nat(500), n: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ kind: fc.constantFrom('complete' as const, 'disassemble' as const), kit: fc.nat(500) }),
      fc.record({ kind: fc.constant('ship' as const), kit: fc.nat(500), pick: fc.nat(50) }),
      fc.record({ kind: fc.constant('advance' as const), shipment: fc.nat(50), steps: fc.integer({ min: 1, max: 4 }), accept: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 40 }), (commands) => {
        const state = seedInventory(store);
        const ctx = ctxOf(state);
        const totals = ledgerTotals(state.ledger);
        const kits = () => [...state.ledger.kits.values()];
        for (const [step, c] of commands.entries()) {
          try {
            // A kit is a new record around components the ledger already counts.
            if (c.kind === 'build') {
              build(ctx, c.pick, c.n);
              totals.kits += 1;
            }
            else if (c.kind === 'ship') ship(ctx, kits()[c.kit % kits().length]!, c.pick);
            else if (c.kind === 'advance') {
              const shipments = [...state.shipments.values()].filter((s) => s.items.some((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting));
              const s = shipments[c.shipment % Math.max(1, shipments.length)];
              if (!s) continue;
              for (const step of RECEIVE.slice(0, c.steps)) takeStep(ctx, s.shipmentId, step);
              if (c.steps === RECEIVE.length) registerReceipt(ctx, s.shipmentId, s.items.map((i) => ({ articleShipmentId: i.articleShipmentId, accepted: c.accept })));
            } else {
              const kit = kits()[c.kit % kits().length]!;
              if (c.kind === 'add') addKitComponents(ctx, kit.kitId, loose(state, kit).slice(0, c.n).map((p) => p.productId));
              else if (c.kind === 'remove') removeKitComponents(ctx, kit.kitId, kitComponents(state.ledger, kit.kitId).slice(0, c.n).map((p) => p.productId));
              else if (c.kind === 'complete') completeKit(ctx, kit.kitId);
              else disassembleKit(ctx, kit.kitId);
            }
          } catch (error) {
            if (!(error instanceof SandboxError)) throw error;
          }
          // The whole ledger's check costs about 0.1 s: every few commands and at the end.
          if (step % 8 === 7 || step === commands.length - 1) expect(ledgerProblems(store, state, totals)).toEqual([]);
          // Every kit but a disassembled one keeps at least one component, each where the kit is.
          const groups = componentsByKit(state.ledger);
          for (const k of kits()) {
            const parts = groups.get(k.kitId) ?? [];
            expect(kitState(k) === 'Disassembled' ? parts.length === 0 : parts.length > 0 && parts.every((p) => samePlace(p.place, k.place))).toBe(true);
          }
        }
      }),
      { numRuns: 8, seed: 31 },
    );
  });
});
