import type { OperationHandlers } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';
import { inScope, scopeOf } from './access';
import { FINAL_STATUSES } from './transitions';

/** An engineer's open tickets the caller may see: assigned to them, in no final status, newest first. */
function openTicketsOf(store: SandboxStore, engineer: UserRecord, caller: UserRecord) {
  const scope = scopeOf(caller);
  return [...store.tickets.values()]
    .filter((t) => t.assignedEngineerId === engineer.userId && !FINAL_STATUSES.has(t.statusId) && inScope(scope, t))
    .sort((a, b) => b.creationDateUTC.localeCompare(a.creationDateUTC) || b.ticketId - a.ticketId)
    .map((t) => ({
      ticketId: t.ticketId, statusId: t.statusId, statusName: store.statuses.get(t.statusId)?.name ?? null,
      clientName: store.clients.get(t.clientId)?.name ?? null, serviceName: store.services.get(t.serviceId)?.name ?? null,
      createdDate: t.creationDateUTC,
    }));
}

/** The informative module's task-force directory (ticket.yaml getTicketWorkForceDirectory): every enabled engineer, any signed-in caller. */
export const workForceDirectoryHandlers: OperationHandlers = {
  getTicketWorkForceDirectory: ({ store, user }) =>
    [...store.users.values()]
      .filter((u) => u.roleCode === 'ENG' && u.enabled)
      .sort((a, b) => a.fullName.localeCompare(b.fullName, 'es'))
      .map((u) => ({
        userId: u.userId, fullName: u.fullName, email: u.email, mobileNumber: u.mobileNumber || null, region: u.region || null,
        openTickets: openTicketsOf(store, u, user!),
      })),
};
