import type { TaskForce } from '../../../src/api/tags/ticket';
import type { OperationHandlers } from '../runtime';
import { SandboxError } from '../runtime';
import { securityState } from '../security/state';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { findVisibleTicket } from './access';
import { forEachTicket } from './bulk';
import { applyMove, assertMove, statusName } from './moves';
import { ticketState } from './state';
import { FINAL_STATUSES } from './transitions';

/** Launch services (type 32) are always attended remotely. */
const LAUNCH_SERVICE_TYPE = 32;
/** Statuses an assignment moves to 3 PendingConfirmation; later statuses keep theirs. */
const BEFORE_CONFIRMATION = new Set([1, 2, 15, 36, 38]);
const REASSIGNABLE = new Set([3, 4, 36, 38]);

function availableEngineer(store: SandboxStore, engineerId: number): UserRecord {
  const engineer = store.users.get(engineerId);
  if (!engineer || engineer.roleCode !== 'ENG' || !engineer.enabled || engineer.nonOperational) {
    throw new SandboxError(422, `El usuario ${engineerId} no es un ingeniero disponible`);
  }
  return engineer;
}

function assertServes(store: SandboxStore, engineer: UserRecord, ticket: TicketRecord): void {
  if (!ticketState(store).engineerClients.get(engineer.userId)?.has(ticket.clientId)) {
    const client = store.clients.get(ticket.clientId)?.name ?? ticket.clientId;
    throw new SandboxError(422, `${engineer.fullName} no atiende al cliente ${client} (ticket ${ticket.ticketId})`);
  }
}

function assertAssignedTo(user: UserRecord, ticket: TicketRecord, action: string): void {
  if (ticket.assignedEngineerId !== user.userId) throw new SandboxError(403, `Solo el ingeniero asignado puede ${action} el ticket ${ticket.ticketId}`);
}

function assertWaitingConfirmation(store: SandboxStore, ticket: TicketRecord): void {
  if (ticket.statusId !== 3) {
    throw new SandboxError(409, `El ticket ${ticket.ticketId} está en ${statusName(store, ticket.statusId)}, no en ${statusName(store, 3)}`);
  }
}

export const assignationHandlers: OperationHandlers = {
  updateTicketToPendingConfirmation: ({ store, user, body }) => {
    const ticket = findVisibleTicket(store, user!, body.ticketId);
    const remote = ticket.serviceTypeId === LAUNCH_SERVICE_TYPE || body.remote === true;
    if (body.engineerId === null && !remote) throw new SandboxError(400, 'Indique un ingeniero o la atención remota');
    if (body.groupId !== null) {
      // Groups are the security service's system groups, the ones the assignee picker lists.
      const group = securityState(store).groups.get(body.groupId);
      if (!group) throw new SandboxError(400, `El grupo ${body.groupId} no existe`);
      if (body.engineerId !== null && !group.userIds.includes(body.engineerId)) {
        throw new SandboxError(400, `El ingeniero ${body.engineerId} no pertenece al grupo ${group.name}`);
      }
    }
    const engineer = body.engineerId === null ? null : availableEngineer(store, body.engineerId);
    if (engineer) assertServes(store, engineer, ticket);
    assertMove(store, ticket, 3);
    ticket.assignedEngineerId = engineer?.userId ?? null;
    ticket.remote = remote;
    return applyMove(store, user!, ticket, 3, body.comment);
  },

  assignTicketsTaskForce: ({ store, user, body }) => {
    const engineer = availableEngineer(store, body.engineerId);
    return forEachTicket(store, user!, body.ticketIds, (ticket) => {
      if (FINAL_STATUSES.has(ticket.statusId)) {
        throw new SandboxError(409, `El ticket ${ticket.ticketId} está en ${statusName(store, ticket.statusId)}; ya no se puede asignar`);
      }
      assertServes(store, engineer, ticket);
      ticket.assignedEngineerId = engineer.userId;
      if (BEFORE_CONFIRMATION.has(ticket.statusId)) applyMove(store, user!, ticket, 3, `Asignado a ${engineer.fullName}`);
    });
  },

  acceptTicketAssignation: ({ store, user, body }) => {
    const ticket = findVisibleTicket(store, user!, body.ticketId);
    assertAssignedTo(user!, ticket, 'aceptar');
    assertWaitingConfirmation(store, ticket);
    return applyMove(store, user!, ticket, 4, body.comment);
  },

  rejectTicketAssignation: ({ store, user, body }) => {
    const ticket = findVisibleTicket(store, user!, body.ticketId);
    assertAssignedTo(user!, ticket, 'rechazar');
    assertWaitingConfirmation(store, ticket);
    const summary = applyMove(store, user!, ticket, 36, body.comment);
    // The task force gave the ticket back: dispatch assigns it again.
    ticket.assignedEngineerId = null;
    return summary;
  },

  /** reassignTicket documents its own origins (3, 4, 36, 38), wider than the table's row for 4. */
  reassignTicket: ({ store, user, body }) => {
    const ticket = findVisibleTicket(store, user!, body.ticketId);
    if (!REASSIGNABLE.has(ticket.statusId)) {
      throw new SandboxError(409, `No se permite reasignar un ticket en ${statusName(store, ticket.statusId)} (ticket ${ticket.ticketId})`);
    }
    if (ticket.assignedEngineerId === body.engineerId) throw new SandboxError(400, `El ticket ${ticket.ticketId} ya está asignado a ese ingeniero`);
    const engineer = availableEngineer(store, body.engineerId);
    assertServes(store, engineer, ticket);
    ticket.assignedEngineerId = engineer.userId;
    return applyMove(store, user!, ticket, 3, body.comment);
  },

  getAssignableTaskForcesByTickets: ({ store, user, body }): TaskForce[] => {
    const clientIds = new Set<number>(body.ticketIds.map((id: number) => findVisibleTicket(store, user!, id).clientId));
    const { engineerClients } = ticketState(store);
    return [...store.users.values()]
      .filter((u) => u.roleCode === 'ENG' && u.enabled && !u.nonOperational && [...clientIds].every((c) => engineerClients.get(u.userId)?.has(c)))
      .sort((a, b) => a.fullName.localeCompare(b.fullName, 'es'))
      .map((u) => ({ userId: u.userId, fullName: u.fullName, accessTypeId: 1 }));
  },
};
