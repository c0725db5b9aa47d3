import { SandboxError } from '../runtime';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';

/**
 * Which tickets a user may see: engineers only those assigned to them, client users (CWR, CRE) only
 * their clients' tickets, every other role all of them.
 */
export type TicketScope = { kind: 'all' } | { kind: 'engineer'; userId: number } | { kind: 'clients'; clientIds: ReadonlySet<number> };

export function scopeOf(user: UserRecord): TicketScope {
  if (user.roleCode === 'ENG') return { kind: 'engineer', userId: user.userId };
  if (user.roleCode === 'CWR' || user.roleCode === 'CRE') return { kind: 'clients', clientIds: new Set(user.clientIds) };
  return { kind: 'all' };
}

export function inScope(scope: TicketScope, ticket: TicketRecord): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'engineer') return ticket.assignedEngineerId === scope.userId;
  return scope.clientIds.has(ticket.clientId);
}

export const isClientUser = (user: UserRecord) => user.roleCode === 'CWR' || user.roleCode === 'CRE';

/**
 * The ticket, or the error a real backend answers: 404 when it does not exist or belongs to a client
 * the caller does not serve, 403 when an engineer asks for a ticket assigned to somebody else.
 */
export function findVisibleTicket(store: SandboxStore, user: UserRecord, ticketId: number): TicketRecord {
  const ticket = store.tickets.get(ticketId);
  if (!ticket) throw new SandboxError(404, `El ticket ${ticketId} no existe`);
  const scope = scopeOf(user);
  if (inScope(scope, ticket)) return ticket;
  if (scope.kind === 'engineer') throw new SandboxError(403, `El ticket ${ticketId} no está asignado a usted`);
  throw new SandboxError(404, `El ticket ${ticketId} no existe`);
}
