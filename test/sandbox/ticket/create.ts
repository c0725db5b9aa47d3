import type { TicketCreated, TicketCreateRequest } from '../../../src/api/tags/ticket';
import { usedLocation } from '../geography/locationStore';
import { SandboxError } from '../runtime';
import { priorityFor } from '../store/catalogSeed';
import { sandboxDayStart } from '../store/sandboxDay';
import { utc } from '../store/random';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { isClientUser } from './access';
import { progressOf, RESPONSE_HOURS } from './moves';

const DAY = 86_400_000;
/** Preventive maintenance (service class 2) is the programmed service: its tickets start in 14 Programmed. */
const PROGRAMMED_SERVICE_CLASS = 2;

/** The Request-Date header: not in the future, not before a year and a day ago, before today only with permission. */
function requestDate(store: SandboxStore, user: UserRecord, header: string | undefined): Date {
  if (!header) return store.now;
  const date = new Date(Date.parse(header.endsWith('Z') ? header : `${header}Z`));
  if (date.getTime() > store.now.getTime()) throw new SandboxError(400, 'La fecha de solicitud no puede ser posterior a la fecha actual');
  if (date.getTime() < store.now.getTime() - 366 * DAY) throw new SandboxError(400, 'La fecha de solicitud no puede ser anterior a un año y un día');
  if (date.getTime() < sandboxDayStart(store) && !store.permissionsOf(user).has('TicketCreateWithPreviousDate')) {
    throw new SandboxError(403, 'No tiene permiso para registrar tickets con fecha anterior');
  }
  return date;
}

function catalogId(map: Map<number, { enabled: boolean }>, id: number | null, fallback: number, what: string): number {
  if (id === null) return fallback;
  if (!map.get(id)?.enabled) throw new SandboxError(422, `${what} ${id} no existe`);
  return id;
}

/** Checks that client, project, service, service type and location belong together (422 otherwise). */
function checkCombination(store: SandboxStore, user: UserRecord, body: TicketCreateRequest) {
  const client = store.clients.get(body.clientId);
  if (!client || !client.enabled) throw new SandboxError(422, `El cliente ${body.clientId} no existe`);
  if (isClientUser(user) && !user.clientIds.includes(client.id)) throw new SandboxError(403, `No puede registrar tickets del cliente ${client.name}`);
  const project = store.projects.get(body.projectId);
  if (!project || project.clientId !== client.id) throw new SandboxError(422, `El proyecto ${body.projectId} no pertenece al cliente ${client.name}`);
  if (!project.enabled) throw new SandboxError(422, `El proyecto ${project.name} no está habilitado`);
  const service = store.services.get(body.serviceId);
  if (!service || service.clientId !== client.id || !service.enabled) throw new SandboxError(422, `El servicio ${body.serviceId} no pertenece al cliente ${client.name}`);
  if (service.serviceTypeId !== body.serviceTypeId) throw new SandboxError(422, `El servicio ${service.name} no es del tipo de servicio ${body.serviceTypeId}`);
  const location = usedLocation(store, body.locationId);
  if (!location || location.clientId !== client.id || !location.enabled) throw new SandboxError(422, `La ubicación ${body.locationId} no pertenece al cliente ${client.name}`);
  return { client, service, location };
}

export function createTicket(store: SandboxStore, user: UserRecord, body: TicketCreateRequest, requestDateHeader: string | undefined): TicketCreated {
  const created = requestDate(store, user, requestDateHeader);
  const { service, location } = checkCombination(store, user, body);
  const urgencyId = catalogId(store.urgencies, body.urgencyId, 2, 'La urgencia');
  const impactId = catalogId(store.impacts, body.impactId, 2, 'El impacto');
  const priorityId = catalogId(store.priorities, body.priorityId, priorityFor(urgencyId, impactId), 'La prioridad');
  const statusId = service.serviceClassId === PROGRAMMED_SERVICE_CLASS ? 14 : 1;
  const ticketId = store.nextId('tickets');
  const creationDateUTC = utc(created);
  const ticket: TicketRecord = {
    ticketId, statusId, clientId: body.clientId, projectId: body.projectId, serviceId: service.id, serviceTypeId: service.serviceTypeId,
    serviceClassId: service.serviceClassId, locationId: location.id, partnerId: ((location.id - 1) % store.partners.size) + 1,
    assignedEngineerId: null, priorityId, impactId, urgencyId, delayClassificationId: null, setDelayClassification: true,
    isIncident: service.serviceTypeId === 9, remote: service.serviceTypeId === 32 || body.remote, external: false, externalOrigin: null,
    externalEventId: null, description: body.description, issueType: null, actualFailure: null, serialNumbers: null,
    clientTicketNumber: body.clientTicketNumber, requestedByUser: body.requestedByUser ?? user.fullName, requesterEmail: body.requesterEmail ?? user.email,
    createdUserId: user.userId, categoryName: null, subcategoryName: null, interventionCodeName: null, firstCallSolution: false,
    ticketProgress: 0, ticketClientGroup: null, workFlowName: null, ticketCloseFields: null, creationDateUTC, startDate: null,
    scheduledDate: utc(new Date(created.getTime() + RESPONSE_HOURS * 3_600_000)), closedDate: null, cancelledDate: null, attendDate: null,
    previousStatusId: null,
  };
  ticket.ticketProgress = progressOf(store, ticket);
  store.tickets.set(ticketId, ticket);
  store.logbook.push({ id: store.nextId('logbook'), ticketId, statusId, previousStatusId: null, comment: 'Ticket creado', createdUserId: user.userId, createdDateTime: creationDateUTC });
  return { ticketId };
}
