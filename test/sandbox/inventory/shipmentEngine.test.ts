import fc from 'fast-check';
import { SandboxError } from '../runtime';
import { createStore } from '../store/createStore';
import type { UserRecord } from '../store/types';
import { RECEPTION_STATUS, SHIPMENT_STATUS } from '../../../src/domain/shipments/shipmentStatus';
import { SHIPMENT_STEPS, type ShipmentStep } from '../../../src/domain/shipments/stateMachine';
import type { ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import { ledgerTotals, placeKey, samePlace, type Place } from './ledger';
import { destinationsOf, originTaskForces, originWarehouses } from './places';
import { ledgerProblems } from './ledgerProblems';
import { seedInventory } from './seed';
import {
  availableSupply,
  createShipment,
  destinationOf,
  modifyShipment,
  originOf,
  registerReceipt,
  takeStep,
  type EngineContext,
} from './shipmentEngine';
import type { InventoryState, ShipmentRecord } from './state';
import { releaseTaskForce } from './userRelease';

const store = createStore({ tickets: 20 });
const admin = [...store.users.values()].find((u) => u.roleCode === 'ADM') as UserRecord;
const ctxOf = (state: InventoryState, user: UserRecord = admin): EngineContext => ({ store, state, user, now: '2026-11-20T15:00:00' });

/** A shipment of up to `n` components, a kit and a supply line from the first origin of a type that has something to send. */
function newShipment(ctx: EngineContext, format: ShipmentFormat, pick = 0, n = 3): ShipmentRecord | null {
  const origins = format <= 2 ? originWarehouses(store, ctx.state, ctx.user) : originTaskForces(store, ctx.user);
  const origin = origins[pick % origins.length]!;
  const place: Place = {
    type: format <= 2 ? 'Warehouse' : 'TaskForce',
    id: origin.id,
  };
  const destinations = destinationsOf(store, ctx.state, format, origin.id);
  if (!destinations.length) return null;
  const free = (p: Place, heldBy: number | null) => heldBy === null && samePlace(p, place);
  const components = [...ctx.state.ledger.components.values()]
    .filter((c) => c.kitId === null && free(c.place, c.heldBy))
    .slice(0, n)
    .map((c) => c.productId);
  const kits = [...ctx.state.ledger.kits.values()]
    .filter((k) => free(k.place, k.heldBy))
    .slice(0, 1)
    .map((k) => k.kitId);
  const supply = [...ctx.state.ledger.supplies.keys()].find((id) => availableSupply(ctx.state, place, id) >= 1);
  if (!components.length && !kits.length && supply === undefined) return null;
  return createShipment(ctx, {
    format,
    originResponsibleId: origin.id,
    destinationResponsibleId: destinations[pick % destinations.length]!.id,
    cost: 10.5,
    currencyId: 1,
    guideNumber: 'GU-1',
    courierId: 1,
    shipmentPriorityId: 1,
    components,
    kits,
    supplies: supply === undefined ? [] : [{ supplyId: supply, quantity: 1 }],
  });
}

const where = (state: InventoryState, productId: number) => placeKey(state.ledger.components.get(productId)!.place);

describe('shipment state machine in the sandbox', () => {
  it('walks create, confirm, on process, ready to ship, receipt and register to Closed, moving each item once', () => {
    const state = seedInventory(store);
    const ctx = ctxOf(state);
    const s = newShipment(ctx, 2)!;
    const [first, second] = s.items.filter((i) => i.productId !== null);
    const origin = placeKey(originOf(s));
    expect(s.shipmentStateId).toBe(SHIPMENT_STATUS.Pending);
    expect(takeStep(ctx, s.shipmentId, 'confirm').shipmentStateId).toBe(SHIPMENT_STATUS.Confirmed);
    expect(takeStep(ctx, s.shipmentId, 'onProcess').shipmentStateId).toBe(SHIPMENT_STATUS.OnProcess);
    expect(where(state, first!.productId!)).toBe(origin);
    expect(takeStep(ctx, s.shipmentId, 'readyToShip').shipmentStateId).toBe(SHIPMENT_STATUS.WaitingForDeparture);
    expect(where(state, first!.productId!)).toBe(`Transit:${s.shipmentId}`);
    expect(takeStep(ctx, s.shipmentId, 'receipt').shipmentStateId).toBe(SHIPMENT_STATUS.Received);
    registerReceipt(ctx, s.shipmentId, [
      { articleShipmentId: first!.articleShipmentId, accepted: true },
      { articleShipmentId: second!.articleShipmentId, accepted: false },
    ]);
    expect(s.shipmentStateId).toBe(SHIPMENT_STATUS.Received);
    expect(where(state, first!.productId!)).toBe(placeKey(destinationOf(s)));
    expect(where(state, second!.productId!)).toBe(origin);
    const rest = s.items
      .filter((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting)
      .map((i) => ({ articleShipmentId: i.articleShipmentId, accepted: true }));
    registerReceipt(ctx, s.shipmentId, rest);
    expect(s.shipmentStateId).toBe(SHIPMENT_STATUS.Closed);
    expect(s.processStateId).toBe(2);
  });

  it('refuses a step the table does not allow, naming the step and the status', () => {
    const state = seedInventory(store);
    const ctx = ctxOf(state);
    const s = newShipment(ctx, 1)!;
    expect(() => takeStep(ctx, s.shipmentId, 'readyToShip')).toThrow('No se puede marcar como listo para envío un envío en estado Pendiente');
    takeStep(ctx, s.shipmentId, 'cancel');
    expect(() => takeStep(ctx, s.shipmentId, 'confirm')).toThrow('No se puede confirmar un envío en estado Cancelado');
    expect(() =>
      modifyShipment(ctx, s.shipmentId, {
        cost: null,
        currencyId: null,
        guideNumber: 'X',
        courierId: 1,
        shipmentPriorityId: 1,
      }),
    ).toThrow('No se puede modificar un envío en estado Cancelado');
  });

  it('cancelling a shipment in transit brings its items back to the origin', () => {
    const state = seedInventory(store);
    const ctx = ctxOf(state);
    const s = newShipment(ctx, 4)!;
    const productId = s.items.find((i) => i.productId !== null)!.productId!;
    ['confirm', 'onProcess', 'readyToShip'].forEach((step) => takeStep(ctx, s.shipmentId, step as 'confirm'));
    takeStep(ctx, s.shipmentId, 'cancel');
    expect(where(state, productId)).toBe(placeKey(originOf(s)));
    expect(state.ledger.components.get(productId)!.heldBy).toBeNull();
    expect(s.processStateId).toBe(3);
  });

  it('an item held by one shipment cannot go into another', () => {
    const state = seedInventory(store);
    const ctx = ctxOf(state);
    const s = newShipment(ctx, 2, 0, 1)!;
    const productId = s.items.find((i) => i.productId !== null)!.productId!;
    expect(() =>
      createShipment(ctx, {
        format: 2,
        originResponsibleId: s.originId,
        destinationResponsibleId: s.destinationId,
        cost: null,
        currencyId: null,
        guideNumber: 'A',
        courierId: 1,
        shipmentPriorityId: 1,
        components: [productId],
        kits: [],
        supplies: [],
      }),
    ).toThrow('El producto ya fue agregado o no está disponible');
  });

  it('a cost without currency and a cost past the cap are refused', () => {
    const state = seedInventory(store);
    const ctx = ctxOf(state);
    const s = newShipment(ctx, 1)!;
    const header = { guideNumber: 'GU', courierId: 1, shipmentPriorityId: 1 };
    expect(() =>
      modifyShipment(ctx, s.shipmentId, {
        ...header,
        cost: 5,
        currencyId: null,
      }),
    ).toThrow('El campo es obligatorio si hay un costo');
    expect(() =>
      modifyShipment(ctx, s.shipmentId, {
        ...header,
        cost: 9_999_999.01,
        currencyId: 1,
      }),
    ).toThrow('9,999,999.00');
    expect(
      modifyShipment(ctx, s.shipmentId, {
        ...header,
        cost: 9_999_999,
        currencyId: 1,
      }).cost,
    ).toBe(9_999_999);
  });

  it('no sequence of steps loses or duplicates an item (property)', () => {
    const command = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        format: fc.constantFrom<ShipmentFormat>(1, 2, 3, 4),
        pick: fc.nat(50),
        n: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({
        kind: fc.constant('step' as const),
        target: fc.nat(50),
        step: fc.constantFrom<ShipmentStep>(...SHIPMENT_STEPS),
      }),
      fc.record({
        kind: fc.constant('register' as const),
        target: fc.nat(50),
        mask: fc.nat(255),
      }),
      // An engineer leaves (deactivated): their stock goes to pre-assignment, their shipments end or go on.
      fc.record({ kind: fc.constant('leave' as const), engineer: fc.nat(50) }),
    );
    const engineers = [...store.users.values()].filter((u) => u.roleCode === 'ENG');
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (commands) => {
        engineers.forEach((e) => (e.enabled = true));
        const state = seedInventory(store);
        const ctx = ctxOf(state);
        const totals = ledgerTotals(state.ledger);
        for (const c of commands) {
          const shipments = [...state.shipments.values()];
          const target = c.kind === 'create' || c.kind === 'leave' ? null : shipments[c.target % shipments.length]!;
          try {
            if (c.kind === 'create') newShipment(ctx, c.format, c.pick, c.n);
            else if (c.kind === 'leave') {
              const engineer = engineers[c.engineer % engineers.length]!;
              engineer.enabled = false;
              releaseTaskForce(store, state, engineer.userId, admin, ctx.now);
            }
            else if (c.kind === 'register') {
              const waiting = target!.items.filter((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting);
              const chosen = waiting
                .filter((_, i) => (c.mask >> i) & 1)
                .map((i, k) => ({
                  articleShipmentId: i.articleShipmentId,
                  accepted: k % 2 === 0,
                }));
              registerReceipt(
                ctx,
                target!.shipmentId,
                chosen.length
                  ? chosen
                  : waiting.slice(0, 1).map((i) => ({
                      articleShipmentId: i.articleShipmentId,
                      accepted: true,
                    })),
              );
            } else if (c.step === 'modify')
              modifyShipment(ctx, target!.shipmentId, {
                cost: 1,
                currencyId: 1,
                guideNumber: 'GU-2',
                courierId: 2,
                shipmentPriorityId: 2,
              });
            else if (c.step === 'register') registerReceipt(ctx, target!.shipmentId, []);
            else takeStep(ctx, target!.shipmentId, c.step);
          } catch (error) {
            if (!(error instanceof SandboxError)) throw error;
          }
          expect(ledgerProblems(store, state, totals)).toEqual([]);
        }
      }),
      { numRuns: 40, seed: 20 },
    );
    engineers.forEach((e) => (e.enabled = true));
  });
});
