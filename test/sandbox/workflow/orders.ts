import type { WorkFlowOrder, WorkFlowOrderCreateRequest, WorkFlowOrderRow } from '../../../src/api/tags/ticket';
import { found } from '../catalog/common';
import { findLocation, usedLocation } from '../geography/locationStore';
import { SandboxError } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { applyMove, statusName } from '../ticket/moves';
import { FINAL_STATUSES } from '../ticket/transitions';
import { misconfigurationOf } from './misconfiguration';
import { addStepTicket } from './orderTickets';
import { DONE_STATUSES, ORDER_STATE_NAMES, orderKey, type WorkFlowOrderRecord } from './records';
import { workFlowOrders, workFlows, workFlowTypes } from './state';

export const MESSAGES = {
  noAccess: 'No tiene acceso al detalle de la orden de trabajo',
  locationNotOfClient: 'La ubicación no existe para el cliente',
  noFlowsForType: 'No hay flujos de servicios habilitadores para este tipo',
  noStages: 'El flujo de trabajo no tiene etapas configuradas',
  noSteps: 'El flujo de trabajo no tiene pasos',
};

export const canSeeOrder = (user: UserRecord, order: WorkFlowOrderRecord) => user.clientIds.length === 0 || user.clientIds.includes(order.clientId);

/** The order the caller may see: 404 when it does not exist, 403 for a client user of another client. */
export function visibleOrder(store: SandboxStore, user: UserRecord, id: number): WorkFlowOrderRecord {
  const order = found(workFlowOrders(store).get(id), `La orden de trabajo ${id} no existe`);
  if (!canSeeOrder(user, order)) throw new SandboxError(403, MESSAGES.noAccess);
  return order;
}

export const flowOf = (store: SandboxStore, order: WorkFlowOrderRecord) => workFlows(store).get(order.workFlowId)!;

const isDone = (store: SandboxStore, ticketId: number | undefined) => ticketId !== undefined && DONE_STATUSES.includes(store.tickets.get(ticketId)?.statusId ?? 0);

/**
 * Starts (a ticket for) every step not started yet whose parents are all done, except misconfigured
 * ones, which cannot run; closes the order once its last step is done.
 */
export function advanceOrder(store: SandboxStore, user: UserRecord, order: WorkFlowOrderRecord): void {
  const flow = flowOf(store, order);
  for (const step of flow.steps) {
    if (order.stepTickets.has(step.stepId) || !step.parents.every((p) => isDone(store, order.stepTickets.get(p)))) continue;
    if (misconfigurationOf(store, flow, step)) continue;
    addStepTicket(store, flow, order, step, { statusId: 2, created: store.now, createdUserId: user.userId });
  }
  const last = flow.steps[flow.steps.length - 1];
  if (last && isDone(store, order.stepTickets.get(last.stepId))) {
    order.stateId = 2;
    order.closedDateUTC = utc(store.now);
  }
}

/** Runs after every ticket status change: a done step of an order in process lets its children start. */
export function afterTicketStatusChange(store: SandboxStore, user: UserRecord, ticket: TicketRecord): void {
  if (ticket.ticketClientGroup === null || !DONE_STATUSES.includes(ticket.statusId)) return;
  const order = workFlowOrders(store).get(ticket.ticketClientGroup);
  if (order?.stateId !== 1 || ![...order.stepTickets.values()].includes(ticket.ticketId)) return;
  advanceOrder(store, user, order);
}

export function createOrder(store: SandboxStore, user: UserRecord, body: WorkFlowOrderCreateRequest): WorkFlowOrderRecord {
  const client = found(store.clients.get(body.clientId), `El cliente ${body.clientId} no existe`);
  if (user.clientIds.length && !user.clientIds.includes(client.id)) throw new SandboxError(403, `No puede crear órdenes de trabajo del cliente ${client.name}`);
  // Any of the client's locations (the picker offers all 20,000); it joins the working set once the order is made.
  const location = findLocation(store, body.locationId);
  if (!location || location.clientId !== client.id || !location.enabled) throw new SandboxError(409, MESSAGES.locationNotOfClient);
  const flow = workFlows(store).get(body.workFlowId);
  if (!flow || flow.workFlowTypeId !== body.workFlowTypeId || flow.clientId !== client.id) throw new SandboxError(409, MESSAGES.noFlowsForType);
  if (flow.stages.length === 0) throw new SandboxError(409, MESSAGES.noStages);
  if (flow.steps.length === 0) throw new SandboxError(409, MESSAGES.noSteps);
  usedLocation(store, location.id);
  const id = store.nextId('workFlowOrders');
  const order: WorkFlowOrderRecord = {
    id, workFlowOrderKey: orderKey(id), workFlowId: flow.id, clientId: client.id, locationId: location.id, stateId: 1,
    description: body.description, createdDateUTC: utc(store.now), createdUserId: user.userId, closedDateUTC: null,
    cancelledDateUTC: null, cancelReason: null, stepTickets: new Map(),
  };
  workFlowOrders(store).set(id, order);
  advanceOrder(store, user, order);
  return order;
}

/** A cancelled order takes no more comments or files (409). */
export function assertNotCancelled(order: WorkFlowOrderRecord, what: string): void {
  if (order.stateId === 3) throw new SandboxError(409, `La orden de trabajo ${order.workFlowOrderKey} está cancelada y no admite ${what}`);
}

/** Cancels the order and every open ticket of it (to 11, the reason as their cancellation comment). */
export function cancelOrder(store: SandboxStore, user: UserRecord, order: WorkFlowOrderRecord, reason: string): WorkFlowOrderRecord {
  if (order.stateId !== 1) throw new SandboxError(409, `La orden de trabajo ${order.workFlowOrderKey} está ${ORDER_STATE_NAMES[order.stateId].toLowerCase()} y no se puede cancelar`);
  order.stateId = 3;
  order.cancelledDateUTC = utc(store.now);
  order.cancelReason = reason;
  for (const ticketId of order.stepTickets.values()) {
    const ticket = store.tickets.get(ticketId)!;
    if (!FINAL_STATUSES.has(ticket.statusId)) applyMove(store, user, ticket, 11, reason);
  }
  return order;
}

function counts(store: SandboxStore, order: WorkFlowOrderRecord) {
  const stepCount = flowOf(store, order).steps.length;
  const closedStepCount = [...order.stepTickets.values()].filter((id) => isDone(store, id)).length;
  return { stepCount, closedStepCount };
}

export function toRow(store: SandboxStore, order: WorkFlowOrderRecord): WorkFlowOrderRow {
  const flow = flowOf(store, order);
  return {
    id: order.id, workFlowOrderKey: order.workFlowOrderKey, workFlowId: flow.id, workFlowName: flow.name,
    workFlowTypeName: workFlowTypes(store).get(flow.workFlowTypeId)!.name, clientId: order.clientId,
    clientName: store.clients.get(order.clientId)!.name, locationName: store.locations.get(order.locationId)!.name,
    stateId: order.stateId, stateName: ORDER_STATE_NAMES[order.stateId], createdDateUTC: order.createdDateUTC,
    createdUserFullName: store.users.get(order.createdUserId)?.fullName ?? '', ...counts(store, order),
  };
}

export function toOrder(store: SandboxStore, order: WorkFlowOrderRecord): WorkFlowOrder {
  const flow = flowOf(store, order);
  const row = toRow(store, order);
  return {
    ...row, workFlowKey: flow.workFlowKey, workFlowTypeId: flow.workFlowTypeId, locationId: order.locationId,
    description: order.description, closedDateUTC: order.closedDateUTC, cancelledDateUTC: order.cancelledDateUTC, cancelReason: order.cancelReason,
    tickets: [...order.stepTickets].map(([stepId, ticketId]) => {
      const t = store.tickets.get(ticketId)!;
      return {
        ticketId, stepId, serviceName: store.services.get(t.serviceId)?.name ?? '', statusId: t.statusId, statusName: statusName(store, t.statusId),
        assignedEngineerFullName: t.assignedEngineerId === null ? null : (store.users.get(t.assignedEngineerId)?.fullName ?? null),
        creationDateUTC: t.creationDateUTC, closedDate: t.closedDate,
      };
    }),
  };
}
