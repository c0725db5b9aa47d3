import type { MultiTicketRequest, MultiTicketResult, MultiTicketRow, MultiTicketRowError } from '../../../src/api/tags/ticket';
import { findLocation } from '../geography/locationStore';
import { sandboxDayStart } from '../store/sandboxDay';
import type { SandboxStore, UserRecord } from '../store/types';
import { isClientUser } from './access';
import { createTicket } from './create';

const PROGRAMMED = 14;

const parseUtc = (text: string) => Date.parse(text.endsWith('Z') ? text : `${text}Z`);

/** Every failure of one row, field by field (the same rules createTicket enforces, plus the bulk-load flags). */
function rowErrors(store: SandboxStore, user: UserRecord, row: MultiTicketRow): MultiTicketRowError[] {
  const errors: MultiTicketRowError[] = [];
  const fail = (field: keyof MultiTicketRow, message: string) => errors.push({ rowNumber: row.rowNumber, field, message });
  const client = store.clients.get(row.clientId);
  if (!client?.enabled) fail('clientId', `El cliente ${row.clientId} no existe`);
  else if (isClientUser(user) && !user.clientIds.includes(client.id)) fail('clientId', `No puede registrar tickets del cliente ${client.name}`);
  const project = store.projects.get(row.projectId);
  if (!project?.enabled || project.clientId !== row.clientId) fail('projectId', `El proyecto ${row.projectId} no pertenece al cliente ${row.clientId}`);
  const service = store.services.get(row.serviceId);
  if (!service?.enabled || service.clientId !== row.clientId) fail('serviceId', `El servicio ${row.serviceId} no pertenece al cliente ${row.clientId}`);
  else if (service.serviceTypeId !== row.serviceTypeId) fail('serviceTypeId', `El servicio ${service.name} no es del tipo de servicio ${row.serviceTypeId}`);
  const location = findLocation(store, row.locationId);
  if (!location?.enabled || location.clientId !== row.clientId) fail('locationId', `La ubicación ${row.locationId} no pertenece al cliente ${row.clientId}`);
  if (row.scheduled && row.startDate === null) fail('startDate', 'Un ticket programado necesita fecha de inicio');
  if (row.scheduled && row.startDate !== null && parseUtc(row.startDate) < sandboxDayStart(store, 1)) fail('startDate', 'Un ticket programado no puede iniciar hoy ni antes');
  if (!row.scheduled && row.startDate !== null) fail('startDate', 'Un ticket no programado no lleva fecha de inicio');
  return errors;
}

/**
 * TicketSaveMultiTicket: all or nothing. Every row is checked before the first ticket is created, so a
 * refused batch leaves the store as it was and lists every failure.
 */
export function saveMultiTicket(store: SandboxStore, user: UserRecord, body: MultiTicketRequest): MultiTicketResult {
  const errors = body.rows.flatMap((row) => rowErrors(store, user, row));
  if (errors.length) return { created: false, ticketIds: [], errors };
  const ticketIds = body.rows.map((row) => {
    const { rowNumber: _row, scheduled, startDate, ...request } = row;
    const { ticketId } = createTicket(store, user, { ...request, isIncident: row.serviceTypeId === 9 }, undefined);
    if (scheduled && startDate) Object.assign(store.tickets.get(ticketId)!, { statusId: PROGRAMMED, scheduledDate: startDate });
    return ticketId;
  });
  return { created: true, ticketIds, errors: [] };
}
