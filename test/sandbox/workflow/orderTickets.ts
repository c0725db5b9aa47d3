import { priorityFor } from '../store/catalogSeed';
import { utc } from '../store/random';
import type { SandboxStore, TicketRecord } from '../store/types';
import { progressOf, RESPONSE_HOURS } from '../ticket/moves';
import { FINAL_STATUSES } from '../ticket/transitions';
import { DONE_STATUSES, type WorkFlowOrderRecord, type WorkFlowRecord, type WorkFlowStep } from './records';

export interface StepTicketOptions {
  statusId: number;
  created: Date;
  closed?: Date | null;
  assignedEngineerId?: number | null;
  createdUserId: number;
}

/** A real ticket for an order's step: the step's service at the order's location, grouped by the order id. */
export function addStepTicket(store: SandboxStore, flow: WorkFlowRecord, order: WorkFlowOrderRecord, step: WorkFlowStep, options: StepTicketOptions): TicketRecord {
  const service = store.services.get(step.serviceId)!;
  const location = store.locations.get(order.locationId)!;
  const ticketId = store.nextId('tickets');
  const { statusId, created } = options;
  const hours = (h: number) => utc(new Date(created.getTime() + h * 3_600_000));
  const done = DONE_STATUSES.includes(statusId);
  const closedDate = options.closed ? utc(options.closed) : null;
  const ticket: TicketRecord = {
    ticketId, statusId, clientId: order.clientId, projectId: service.projectId, serviceId: service.id, serviceTypeId: service.serviceTypeId,
    serviceClassId: service.serviceClassId, locationId: location.id, partnerId: ((location.id - 1) % store.partners.size) + 1,
    assignedEngineerId: options.assignedEngineerId ?? null, priorityId: priorityFor(2, 2), impactId: 2, urgencyId: 2,
    delayClassificationId: null, setDelayClassification: !FINAL_STATUSES.has(statusId), isIncident: false,
    remote: service.serviceTypeId === 32, external: false, externalOrigin: null, externalEventId: null,
    description: `${service.name} (paso ${step.stepId} de ${flow.name}) en ${location.name}.`,
    issueType: null, actualFailure: null, serialNumbers: null, clientTicketNumber: order.workFlowOrderKey,
    requestedByUser: store.users.get(order.createdUserId)?.fullName ?? 'Mesa de servicio', requesterEmail: store.users.get(order.createdUserId)?.email ?? 'mesa@mesadeservicio.mx',
    createdUserId: options.createdUserId, categoryName: null, subcategoryName: null, interventionCodeName: done ? 'Habilitación concluida' : null,
    firstCallSolution: false, ticketProgress: 0, ticketClientGroup: order.id, workFlowName: flow.name,
    ticketCloseFields: done ? 'Paso del flujo concluido' : null, creationDateUTC: utc(created),
    startDate: statusId === 1 || statusId === 2 ? null : hours(1), scheduledDate: hours(RESPONSE_HOURS), closedDate,
    cancelledDate: statusId === 11 ? closedDate : null, attendDate: [6, 7, 17, 5, 9].includes(statusId) ? hours(2) : null, previousStatusId: null,
  };
  ticket.ticketProgress = progressOf(store, ticket);
  store.tickets.set(ticketId, ticket);
  store.logbook.push({ id: store.nextId('logbook'), ticketId, statusId: 2, previousStatusId: null, comment: `Ticket creado por la orden ${order.workFlowOrderKey}`, createdUserId: options.createdUserId, createdDateTime: utc(created) });
  if (statusId !== 2) {
    store.logbook.push({ id: store.nextId('logbook'), ticketId, statusId, previousStatusId: 2, comment: null, createdUserId: ticket.assignedEngineerId ?? options.createdUserId, createdDateTime: closedDate ?? hours(1) });
  }
  order.stepTickets.set(step.stepId, ticketId);
  return ticket;
}
