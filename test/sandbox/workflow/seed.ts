import { COMMENTS } from '../store/places';
import { Random, utc } from '../store/random';
import type { SandboxStore, ServiceRecord } from '../store/types';
import { WORK_FLOWS } from '../security/constants';
import { generateDag } from './dag';
import { misconfigurationOf } from './misconfiguration';
import { addStepTicket } from './orderTickets';
import {
  orderKey, type WorkFlowOrderCommentRecord, type WorkFlowOrderRecord, type WorkFlowRecord, type WorkFlowStep, type WorkFlowTypeRecord,
} from './records';

/** What the workflow seed draws, in one run (state.ts hands each part to its piece). */
export interface WorkFlowSeed {
  workFlowTypes: Map<number, WorkFlowTypeRecord>;
  workFlows: Map<number, WorkFlowRecord>;
  workFlowOrders: Map<number, WorkFlowOrderRecord>;
  workFlowOrderComments: WorkFlowOrderCommentRecord[];
}

const RUNNING = [2, 3, 4, 6, 7] as const;
const HOUR = 3_600_000;
const DEMO_ENGINEER = 4;

/** Client 5 has no workflow types; type 8 (client 4) has no workflows. */
const TYPES = [1, 2, 3, 4].flatMap((clientId) => [
  { id: clientId * 2 - 1, clientId, name: 'Apertura de sucursales', description: 'Habilitación de sitios nuevos', enabled: true },
  { id: clientId * 2, clientId, name: 'Renovación tecnológica', description: null, enabled: true },
]);

const GENERIC_STAGES = ['Planeación', 'Ejecución', 'Cierre'];

/** [id, name, type, steps, stages? (default generic), misconfigured?] */
const FLOWS: [number, string, number, number, 'none' | 'default', boolean][] = [
  [1, WORK_FLOWS[0]!.workFlowName, 1, 12, 'default', false],
  [2, WORK_FLOWS[1]!.workFlowName, 2, 8, 'default', false],
  [3, 'Apertura exprés', 1, 3, 'default', false],
  [4, 'Sucursal estándar', 1, 5, 'default', false],
  [5, 'Modernización de red', 2, 20, 'default', false],
  [6, 'Despliegue nacional de terminales', 1, 300, 'default', false],
  [7, 'Apertura de farmacia', 3, 40, 'default', false],
  [8, 'Renovación de puntos de venta', 4, 80, 'default', false],
  [9, 'Habilitación de torre', 5, 150, 'default', false],
  [10, 'Flujo sin etapas', 3, 5, 'none', false],
  [11, 'Flujo en diseño', 6, 0, 'default', false],
  [12, 'Reubicación de sitio', 2, 8, 'default', true],
  [13, 'Cambio de mobiliario', 7, 12, 'default', true],
];

/** [workflow, 'P' process | 'C' closed | 'X' cancelled, share of steps done] */
const ORDERS: [number, 'P' | 'C' | 'X', number][] = [
  [6, 'P', 0.35], [1, 'P', 0.2], [1, 'P', 0.5], [1, 'P', 0.8], [1, 'C', 1], [1, 'C', 1], [1, 'X', 0.4],
  [2, 'P', 0.3], [2, 'P', 0.6], [2, 'C', 1], [2, 'X', 0.5], [3, 'P', 0], [3, 'P', 0], [3, 'C', 1], [3, 'C', 1],
  [4, 'P', 0.4], [4, 'P', 0.7], [4, 'C', 1], [4, 'X', 0.2], [5, 'P', 0.3], [5, 'P', 0.7], [7, 'P', 0.5], [7, 'X', 0.3],
  [8, 'P', 0.25], [9, 'P', 0.1], [12, 'P', 0.9], [12, 'P', 0.2], [13, 'P', 0.5], [13, 'P', 0.1],
];

/** A disabled service of the client (in its last project), the misconfigured step of a seeded workflow. */
function disabledService(store: SandboxStore, clientId: number): ServiceRecord {
  const like = [...store.services.values()].find((s) => s.clientId === clientId)!;
  const projectId = Math.max(...[...store.projects.values()].filter((p) => p.clientId === clientId).map((p) => p.id));
  const id = store.nextId('services');
  const service: ServiceRecord = { ...like, id, projectId, name: 'Instalación de enlace satelital', number: String(10_000 + id), enabled: false };
  store.services.set(id, service);
  return service;
}

function seedFlows(store: SandboxStore, rnd: Random, seeded: WorkFlowSeed): void {
  for (const t of TYPES) seeded.workFlowTypes.set(t.id, { ...t });
  let stageId = Math.max(...WORK_FLOWS.flatMap((f) => f.stages.map((s) => s.stageId)));
  for (const [id, name, typeId, stepCount, stages, misconfigured] of FLOWS) {
    const clientId = seeded.workFlowTypes.get(typeId)!.clientId;
    const services = [...store.services.values()].filter((s) => s.clientId === clientId && s.enabled);
    const steps: WorkFlowStep[] = generateDag(rnd, stepCount).map((s) => ({ ...s, serviceId: rnd.pick(services).id }));
    if (misconfigured) steps[Math.floor(steps.length / 2)]!.serviceId = disabledService(store, clientId).id;
    const known = WORK_FLOWS.find((f) => f.workFlowId === id);
    const flow: WorkFlowRecord = {
      id, name, workFlowKey: `FT-${String(id).padStart(3, '0')}`, workFlowTypeId: typeId, clientId, steps,
      stages: known ? known.stages.map((s) => ({ ...s })) : stages === 'none' ? [] : GENERIC_STAGES.map((stageName) => ({ stageId: ++stageId, stageName })),
    };
    seeded.workFlows.set(id, flow);
  }
}

/** An order whose first `share` of the steps are done, in dates that follow the DAG from its creation to now. */
function seedOrder(store: SandboxStore, rnd: Random, seeded: WorkFlowSeed, flow: WorkFlowRecord, plan: 'P' | 'C' | 'X', share: number, engineers: number[]): void {
  const id = store.nextId('workFlowOrders');
  const created = new Date(store.now.getTime() - rnd.int(3, 150) * 24 * HOUR);
  const locations = [...store.locations.values()].filter((l) => l.clientId === flow.clientId);
  const order: WorkFlowOrderRecord = {
    id, workFlowOrderKey: orderKey(id), workFlowId: flow.id, clientId: flow.clientId, locationId: rnd.pick(locations).id, stateId: 1,
    description: rnd.chance(0.7) ? `${flow.name} en sucursal; coordinar acceso con el gerente.` : null, createdDateUTC: utc(created),
    createdUserId: rnd.pick([1, 2, 3]), closedDateUTC: null, cancelledDateUTC: null, cancelReason: null, stepTickets: new Map(),
  };
  seeded.workFlowOrders.set(id, order);
  const doneUntil = plan === 'C' ? Infinity : Math.floor(flow.steps.length * share);
  const depth = new Map<number, number>();
  for (const [i, step] of flow.steps.entries()) depth.set(step.stepId, i < doneUntil ? 1 + Math.max(0, ...step.parents.map((p) => depth.get(p) ?? 0)) : 0);
  // The longest chain of done steps, plus two units, fits between the order's creation and now.
  const unit = (store.now.getTime() - created.getTime()) / (Math.max(0, ...depth.values()) + 2);
  const closedAt = new Map<number, Date>();
  // Every step starts by now - 2 units, so a cancellation in the last unit follows all of them.
  const cancelled = plan === 'X' ? new Date(store.now.getTime() - unit * rnd.next()) : null;
  for (const [i, step] of flow.steps.entries()) {
    if (!step.parents.every((p) => closedAt.has(p)) || misconfigurationOf(store, flow, step)) continue;
    const start = new Date(Math.max(created.getTime() + HOUR, ...step.parents.map((p) => closedAt.get(p)!.getTime())));
    const engineer = rnd.chance(0.15) ? DEMO_ENGINEER : rnd.pick(engineers);
    if (i < doneUntil) {
      const closed = new Date(start.getTime() + unit * (0.5 + rnd.next() / 2));
      closedAt.set(step.stepId, closed);
      addStepTicket(store, flow, order, step, { statusId: rnd.pick([5, 9]), created: start, closed, assignedEngineerId: engineer, createdUserId: order.createdUserId });
    } else {
      const statusId = cancelled ? 11 : rnd.pick(RUNNING);
      addStepTicket(store, flow, order, step, { statusId, created: start, closed: cancelled, assignedEngineerId: statusId === 2 ? null : engineer, createdUserId: order.createdUserId });
    }
  }
  if (plan === 'C') {
    order.stateId = 2;
    order.closedDateUTC = utc(new Date(Math.max(...[...closedAt.values()].map((d) => d.getTime()))));
  }
  if (cancelled) {
    order.stateId = 3;
    order.cancelledDateUTC = utc(cancelled);
    order.cancelReason = 'El cliente pospuso la apertura de la sucursal';
  }
  for (let c = rnd.int(0, 2); c > 0; c--) {
    seeded.workFlowOrderComments.push({ id: store.nextId('workFlowOrderComments'), workFlowOrderId: id, comment: rnd.pick(COMMENTS), createdUserId: order.createdUserId, createdDateTime: utc(new Date(created.getTime() + c * HOUR)) });
  }
}

/**
 * Workflow types, workflows and work orders, from their own PRNG (drawn from the store's seed) so the rest of
 * the seed does not change. The orders' step tickets, and a disabled service for each misconfigured workflow,
 * go to the ticket store: see seededWorkFlows (state.ts) for when this runs.
 */
export function seedWorkFlows(store: SandboxStore): WorkFlowSeed {
  const rnd = new Random(store.seed ^ 0x0d7_2026);
  const seeded: WorkFlowSeed = { workFlowTypes: new Map(), workFlows: new Map(), workFlowOrders: new Map(), workFlowOrderComments: [] };
  seedFlows(store, rnd, seeded);
  const engineers = [...store.users.values()].filter((u) => u.roleCode === 'ENG').map((u) => u.userId);
  for (const [flowId, plan, share] of ORDERS) seedOrder(store, rnd, seeded, seeded.workFlows.get(flowId)!, plan, share, engineers);
  return seeded;
}
