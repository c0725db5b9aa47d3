import { loadContracts } from '../contract/loadContracts';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';

/** The transition table of ticket.yaml's info description: current status -> allowed next statuses. */
export const TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  1: [2, 3, 11],
  14: [2, 11],
  15: [2, 3, 11],
  2: [3, 11],
  3: [4, 36, 2, 3, 39, 11],
  36: [2, 3, 11],
  38: [3, 11],
  4: [6, 7, 19, 44, 20, 39, 2, 11],
  6: [7, 20, 39, 11],
  19: [6, 7, 20, 11],
  // 44 also returns to the status it had before the schedule request (see nextStatuses).
  44: [19],
  7: [17, 5, 20, 19, 44, 42, 43, 11],
  42: [23, 7],
  43: [25, 7],
  23: [7, 11],
  25: [7, 11],
  20: [4, 7, 11],
  39: [17, 5],
  17: [5, 10],
  5: [9, 10, 37],
  10: [26, 37],
  37: [2, 3, 7, 11],
};

export const FINAL_STATUSES: ReadonlySet<number> = new Set([5, 9, 10, 11, 26]);

/** Statuses a schedule request comes from; a seeded 44 without history returns to 4. */
export function statusBeforeScheduleReview(ticket: TicketRecord): number {
  return ticket.previousStatusId ?? 4;
}

export function nextStatuses(ticket: TicketRecord): number[] {
  const row = [...(TRANSITIONS[ticket.statusId] ?? [])];
  if (ticket.statusId === 44) row.push(statusBeforeScheduleReview(ticket));
  return row;
}

export function isAllowedMove(ticket: TicketRecord, to: number): boolean {
  return nextStatuses(ticket).includes(to);
}

/** Operations (operationIds) that perform a move, from the contract's "Operation -> target status" table. */
export function operationsForMove(from: number, to: number): string[] {
  if (from === 44) return ['reviewTicketScheduled'];
  if (from === 42) return ['reviewTicketPendingSerie'];
  if (from === 43) return ['reviewTicketPendingWarehouse'];
  switch (to) {
    case 37: return ['updateTicketToReOpened'];
    case 2: return ['updateTicketToPendingAssignment'];
    case 3: return ['updateTicketToPendingConfirmation', 'reassignTicket', 'assignTicketsTaskForce'];
    case 4: return ['updateTicketsToAssignedAndConfirmed', 'acceptTicketAssignation'];
    case 36: return ['rejectTicketAssignation'];
    case 6: return ['updateTicketToTravel'];
    case 7: return ['updateTicketsToOnSite'];
    case 19: case 44: return ['updateTicketToScheduled'];
    case 42: return ['updateTicketToPendingSerie'];
    case 43: return ['updateTicketToPendingWarehouse'];
    case 17: return ['updateTicketToPendingValidation'];
    case 20: return ['updateTicketToPendingReason'];
    case 10: return ['updateTicketToRejectedForNonCompliance'];
    case 39: return ['updateTicketToQuickRecover'];
    case 5: return ['updateTicketToClosed'];
    case 9: case 26: return ['updateTicketToHistoric'];
    case 11: return ['updateTicketToCancelled'];
    default: return [];
  }
}

let permissionsByOperation: Map<string, string[]> | null = null;

function operationPermissions(operationId: string): string[] {
  permissionsByOperation ??= new Map(loadContracts().operations.map((op) => [op.operationId, op.permissions]));
  return permissionsByOperation.get(operationId) ?? [];
}

/** Whether the caller may run the operation on the ticket (its x-permissions, and who may accept or reject). */
export function mayRun(store: SandboxStore, user: UserRecord, ticket: TicketRecord, operationId: string): boolean {
  if ((operationId === 'acceptTicketAssignation' || operationId === 'rejectTicketAssignation') && ticket.assignedEngineerId !== user.userId) {
    return false;
  }
  const required = operationPermissions(operationId);
  const held = store.permissionsOf(user);
  return required.length === 0 || required.some((p) => held.has(p));
}

/** The row of the table for the ticket, limited to the moves the caller holds an operation for. */
export function availableStatuses(store: SandboxStore, user: UserRecord, ticket: TicketRecord): number[] {
  return [...new Set(nextStatuses(ticket))].filter((to) =>
    operationsForMove(ticket.statusId, to).some((operationId) => mayRun(store, user, ticket, operationId)),
  );
}
