import type { OperationContext, OperationHandlers } from '../runtime';
import { SandboxError } from '../runtime';
import { reasonFor } from '../catalog/reasons';
import type { SandboxStore, TicketRecord } from '../store/types';
import { findVisibleTicket } from './access';
import { forEachTicket } from './bulk';
import { assertClosable, recordCloseFields } from './closure';
import { applyMove, assertMove, statusName } from './moves';
import { notifyReviewer, notifySurveyToSend } from './notify';
import { statusBeforeScheduleReview } from './transitions';

/** Finds the ticket the caller may act on, checks the table (then `check`, when given) and moves it. */
function move(ctx: OperationContext, ticketId: number, to: number | ((t: TicketRecord) => number), comment: string | null, check?: (t: TicketRecord) => void) {
  const { store } = ctx;
  const user = ctx.user!;
  const ticket = findVisibleTicket(store, user, ticketId);
  const target = typeof to === 'function' ? to(ticket) : to;
  assertMove(store, ticket, target);
  check?.(ticket);
  return applyMove(store, user, ticket, target, comment);
}

/** A review answers a request only while the ticket waits in the review status (409 otherwise). */
function review(ctx: OperationContext, ticketId: number, waitingIn: number, accept: boolean, comment: string | null, accepted: number, rejected: (t: TicketRecord) => number) {
  const { store } = ctx;
  const user = ctx.user!;
  const ticket = findVisibleTicket(store, user, ticketId);
  if (ticket.statusId !== waitingIn) {
    throw new SandboxError(409, `El ticket ${ticketId} está en ${statusName(store, ticket.statusId)}, no en ${statusName(store, waitingIn)}`);
  }
  if (user.roleCode === 'ENG') throw new SandboxError(403, 'Un ingeniero no puede revisar sus propias solicitudes');
  if (!accept && !comment) throw new SandboxError(400, 'El comentario es obligatorio para rechazar la solicitud');
  const target = accept ? accepted : rejected(ticket);
  return applyMove(store, user, ticket, target, comment);
}

function warehouseResponsible(ctx: OperationContext, warehouseId: number): number {
  const warehouse = ctx.store.warehouses.get(warehouseId);
  if (!warehouse || !warehouse.enabled) throw new SandboxError(422, `El almacén ${warehouseId} no existe o no está habilitado`);
  return warehouse.responsibleId;
}

/** A reason id must be an enabled reason of the target status (catalog.yaml getCatalogReasonsByTicketStatus). */
function assertReason(store: SandboxStore, ticketStatusId: number, reasonId: number, what: string): void {
  if (!reasonFor(store, ticketStatusId, reasonId)) throw new SandboxError(422, `El ${what} ${reasonId} no existe o está deshabilitado`);
}

export const statusHandlers: OperationHandlers = {
  updateTicketToReOpened: (ctx) => move(ctx, ctx.body.ticketId, 37, ctx.body.comment),
  updateTicketToPendingAssignment: (ctx) => move(ctx, ctx.body.ticketId, 2, ctx.body.comment),
  updateTicketToTravel: (ctx) => move(ctx, ctx.body.ticketId, 6, ctx.body.comment),
  updateTicketToPendingValidation: (ctx) => move(ctx, ctx.body.ticketId, 17, ctx.body.comment),
  updateTicketToPendingReason: (ctx) => {
    assertReason(ctx.store, 20, ctx.body.pendingReasonId, 'motivo de pendiente');
    return move(ctx, ctx.body.ticketId, 20, ctx.body.comment);
  },
  updateTicketToRejectedForNonCompliance: (ctx) => move(ctx, ctx.body.ticketId, 10, ctx.body.comment),
  updateTicketToQuickRecover: (ctx) => move(ctx, ctx.body.ticketId, 39, ctx.body.comment),
  updateTicketToClosed: (ctx) => {
    const summary = move(ctx, ctx.body.ticketId, 5, ctx.body.comment, (ticket) => assertClosable(ctx.store, ticket, ctx.body.closeFields));
    const ticket = ctx.store.tickets.get(summary.ticketId)!;
    recordCloseFields(ctx.store, ticket, ctx.body.closeFields);
    notifySurveyToSend(ctx.store, ticket);
    return summary;
  },
  updateTicketToHistoric: (ctx) => move(ctx, ctx.body.ticketId, (t) => (t.statusId === 10 ? 26 : 9), ctx.body.comment),
  updateTicketToCancelled: (ctx) => {
    assertReason(ctx.store, 11, ctx.body.cancelationReasonId, 'motivo de cancelación');
    return move(ctx, ctx.body.ticketId, 11, ctx.body.comment);
  },

  updateTicketsToAssignedAndConfirmed: ({ store, user, body }) =>
    forEachTicket(store, user!, body.ticketIds, (ticket) => {
      assertMove(store, ticket, 4);
      if (ticket.assignedEngineerId === null && !ticket.remote) throw new SandboxError(422, `El ticket ${ticket.ticketId} no tiene ingeniero asignado`);
      applyMove(store, user!, ticket, 4, body.comment);
    }),
  updateTicketsToOnSite: ({ store, user, body }) =>
    forEachTicket(store, user!, body.ticketIds, (ticket) => {
      assertMove(store, ticket, 7);
      applyMove(store, user!, ticket, 7, body.comment);
    }),

  updateTicketToScheduled: (ctx) => {
    const { store, body } = ctx;
    const summary = move(ctx, body.TicketId, body.scheduledApproved ? 19 : 44, body.comment);
    if (!body.scheduledApproved) {
      const ticket = store.tickets.get(body.TicketId)!;
      const engineer = ticket.assignedEngineerId === null ? null : store.users.get(ticket.assignedEngineerId);
      notifyReviewer(store, engineer?.superiorId ?? 3, ticket, 'Ticket.ReviewScheduled', 'Revisión de agenda');
    }
    return [{ ticketId: summary.ticketId, error: false, message: null }];
  },
  reviewTicketScheduled: (ctx) => review(ctx, ctx.body.ticketId, 44, ctx.body.accept, ctx.body.comment, 19, statusBeforeScheduleReview),

  updateTicketToPendingSerie: (ctx) => {
    findVisibleTicket(ctx.store, ctx.user!, ctx.body.ticketId);
    const responsible = warehouseResponsible(ctx, ctx.body.warehouseId);
    const summary = move(ctx, ctx.body.ticketId, 42, ctx.body.comment);
    notifyReviewer(ctx.store, responsible, ctx.store.tickets.get(summary.ticketId)!, 'Ticket.ReviewPendingSerie', 'Pendiente por serie');
    return summary;
  },
  reviewTicketPendingSerie: (ctx) => review(ctx, ctx.body.ticketId, 42, ctx.body.accept, ctx.body.comment, 23, () => 7),

  updateTicketToPendingWarehouse: (ctx) => {
    findVisibleTicket(ctx.store, ctx.user!, ctx.body.ticketId);
    const responsible = warehouseResponsible(ctx, ctx.body.warehouseId);
    const summary = move(ctx, ctx.body.ticketId, 43, ctx.body.observations);
    notifyReviewer(ctx.store, responsible, ctx.store.tickets.get(summary.ticketId)!, 'Ticket.ReviewPendingWarehouse', 'Pendiente por almacén');
    return summary;
  },
  reviewTicketPendingWarehouse: (ctx) => review(ctx, ctx.body.ticketId, 43, ctx.body.accept, ctx.body.observations, 25, () => 7),

  updateTicketDelayClassification: ({ store, user, body }) => {
    const ticket = findVisibleTicket(store, user!, body.ticketId);
    if (!ticket.setDelayClassification) throw new SandboxError(409, `El ticket ${ticket.ticketId} no admite clasificación de retraso`);
    const classification = store.delayClassifications.get(body.ticketDelayClassificationId);
    if (!classification || !classification.enabled) throw new SandboxError(422, `La clasificación de retraso ${body.ticketDelayClassificationId} no existe`);
    ticket.delayClassificationId = classification.id;
    return { ticketId: ticket.ticketId, ticketDelayClassificationId: classification.id, ticketDelayClassificationName: classification.name };
  },
};
