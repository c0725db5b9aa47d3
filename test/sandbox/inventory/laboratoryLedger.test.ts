import fc from 'fast-check';
import { LAB, LABORATORY_STEPS, laboratoryTargets, type LaboratoryStep } from '../../../src/domain/inventory/laboratoryFlow';
import { SHIPMENT_STEPS, type ShipmentStep } from '../../../src/domain/shipments/stateMachine';
import { RECEPTION_STATUS } from '../../../src/domain/shipments/shipmentStatus';
import type { ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import { laboratoryAssignmentsOf, laboratoryHandlers, technicians } from '../product/laboratory';
import { SandboxError, type OperationContext } from '../runtime';
import { createStore } from '../store/createStore';
import type { SandboxStore, UserRecord } from '../store/types';
import { ledgerTotals, samePlace, type ComponentItem, type Place } from './ledger';
import { ledgerProblems } from './ledgerProblems';
import { destinationsOf, originWarehouses } from './places';
import { createShipment, registerReceipt, takeStep } from './shipmentEngine';
import { inventoryOf } from './state';

const NOW = '2026-11-20T15:00:00';
const role = (store: SandboxStore, code: string) => [...store.users.values()].find((u) => u.roleCode === code) as UserRecord;

/** A warehouse shipment (type 1 or 2) of up to three free components, made by the administrator. */
function ship(store: SandboxStore, format: ShipmentFormat, pick: number) {
  const state = inventoryOf(store);
  const ctx = { store, state, user: role(store, 'ADM'), now: NOW };
  const origins = originWarehouses(store, state, ctx.user);
  const origin = origins[pick % origins.length]!;
  const destinations = destinationsOf(store, state, format, origin.id);
  const place: Place = { type: 'Warehouse', id: origin.id };
  const components = [...state.ledger.components.values()].filter((c) => c.kitId === null && c.heldBy === null && samePlace(c.place, place)).slice(0, 3);
  if (!destinations.length || !components.length) return;
  createShipment(ctx, {
    format, originResponsibleId: origin.id, destinationResponsibleId: destinations[pick % destinations.length]!.id, cost: null, currencyId: null,
    guideNumber: 'GU-LAB', courierId: 1, shipmentPriorityId: 1, components: components.map((c) => c.productId), kits: [], supplies: [],
  });
}

/**
 * A laboratory step on one component: mostly one whose status the step starts from, sometimes any (a refusal must
 * move nothing). Answers whether the step went through.
 */
function labStep(store: SandboxStore, step: LaboratoryStep, pick: number, choice: number): boolean {
  const { ledger } = inventoryOf(store);
  const any = choice % 4 === 0;
  const fits = (c: ComponentItem) =>
    c.kitId === null && c.heldBy === null && laboratoryTargets(step, c.componentStatusId).length > 0 &&
    (c.place.type === 'Laboratory') === (step !== 'send' || c.componentStatusId === LAB.onLaboratory);
  const candidates = [...ledger.components.values()].filter((c) => any || fits(c));
  const c = candidates[pick % Math.max(candidates.length, 1)];
  if (!c) return false;
  const staff = technicians(store);
  const body: Record<string, unknown> = {
    productIds: [c.productId], laboratoryId: 1 + (choice % 2), reason: 'Prueba', technicianId: staff[choice % staff.length]!.userId,
    componentStatusId: [32, 33, 41, 46, 48][choice % 5], warehouseId: 1 + (choice % 3), serialNumbers: [c.serialNumber],
  };
  const user = step === 'send' && c.place.type !== 'Laboratory' ? role(store, 'ADM') : role(store, 'LAD');
  const handler = {
    send: 'sendToLaboratory', accept: 'acceptLaboratoryComponents', receive: 'receiveLaboratoryComponents', reject: 'rejectLaboratoryComponents',
    assign: 'assignLaboratoryTechnician', reassign: 'reassignLaboratoryTechnician', resolve: 'resolveLaboratoryComponents', return: 'returnFromLaboratory',
  }[step];
  laboratoryHandlers[handler]!({ store, user, body } as unknown as OperationContext);
  return true;
}

/** The laboratory's own rules: nothing in a laboratory travels in a shipment, and only what is in one has a technician. */
function laboratoryProblems(store: SandboxStore): string[] {
  const { ledger } = inventoryOf(store);
  const problems: string[] = [];
  for (const c of ledger.components.values()) if (c.place.type === 'Laboratory' && c.heldBy !== null) problems.push(`component ${c.productId} in a laboratory and a shipment`);
  for (const id of laboratoryAssignmentsOf(store).keys()) if (ledger.components.get(id)?.place.type !== 'Laboratory') problems.push(`technician on ${id} outside a laboratory`);
  return problems;
}

describe('the ledger with the laboratory flow', () => {
  it('no sequence of laboratory steps and shipments loses or duplicates a component (property)', () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant('lab' as const), step: fc.constantFrom<LaboratoryStep>(...LABORATORY_STEPS), pick: fc.nat(5000), choice: fc.nat(30) }),
      fc.record({ kind: fc.constant('ship' as const), format: fc.constantFrom<ShipmentFormat>(1, 2), pick: fc.nat(50) }),
      fc.record({ kind: fc.constant('shipStep' as const), target: fc.nat(50), step: fc.constantFrom(...SHIPMENT_STEPS.filter((s) => s !== 'modify' && s !== 'register')) }),
      fc.record({ kind: fc.constant('register' as const), target: fc.nat(50) }),
    );
    let taken = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 20, maxLength: 40 }), (commands) => {
        const store = createStore({ tickets: 5 });
        const state = inventoryOf(store);
        const admin = role(store, 'ADM');
        const totals = ledgerTotals(state.ledger);
        for (const c of commands) {
          const shipments = [...state.shipments.values()];
          const target = 'target' in c ? shipments[c.target % shipments.length]! : null;
          try {
            if (c.kind === 'lab' && labStep(store, c.step, c.pick, c.choice)) taken++;
            else if (c.kind === 'ship') ship(store, c.format, c.pick);
            else if (c.kind === 'shipStep') takeStep({ store, state, user: admin, now: NOW }, target!.shipmentId, c.step as Exclude<ShipmentStep, 'modify' | 'register'>);
            else {
              const waiting = target!.items.filter((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting);
              registerReceipt({ store, state, user: admin, now: NOW }, target!.shipmentId, waiting.map((i) => ({ articleShipmentId: i.articleShipmentId, accepted: true })));
            }
          } catch (error) {
            if (!(error instanceof SandboxError)) throw error;
          }
          expect([...ledgerProblems(store, state, totals), ...laboratoryProblems(store)]).toEqual([]);
        }
      }),
      { numRuns: 10, seed: 31 },
    );
    // The runs did walk the flow, not only knock on it.
    expect(taken).toBeGreaterThan(25);
  });
});
