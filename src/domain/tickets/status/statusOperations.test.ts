import { planStatusChange, toStatusRequest, type StatusChangeInput, type StatusPlan } from './statusOperations';

const input = (over: Partial<StatusChangeInput> = {}): StatusChangeInput => ({ ticketId: 100001, comment: '', groupId: null, engineerId: null, remote: false, choiceId: null, ...over });
const available = (p: StatusPlan) => {
  if (!p.available) throw new Error(`target ${p.target} unavailable: ${p.reason}`);
  return p;
};

describe('status operations', () => {
  it.each([
    [2, 3, 'updateTicketToPendingConfirmation', false],
    [3, 4, 'updateTicketsToAssignedAndConfirmed', false],
    [3, 2, 'updateTicketToPendingAssignment', false],
    [3, 39, 'updateTicketToQuickRecover', false],
    [4, 6, 'updateTicketToTravel', false],
    [6, 7, 'updateTicketsToOnSite', false],
    [4, 19, 'updateTicketToScheduled', true],
    [7, 44, 'updateTicketToScheduled', true],
    [7, 17, 'updateTicketToPendingValidation', false],
    [7, 5, 'updateTicketToClosed', true],
    [17, 10, 'updateTicketToRejectedForNonCompliance', true],
    [5, 9, 'updateTicketToHistoric', false],
    [10, 26, 'updateTicketToHistoric', false],
    [5, 37, 'updateTicketToReOpened', true],
    [44, 19, 'reviewTicketScheduled', false],
    [44, 4, 'reviewTicketScheduled', true],
    [42, 23, 'reviewTicketPendingSerie', false],
    [42, 7, 'reviewTicketPendingSerie', true],
    [43, 25, 'reviewTicketPendingWarehouse', false],
    [43, 7, 'reviewTicketPendingWarehouse', true],
  ])('%i -> %i uses %s (comment required: %s)', (from, to, operation, commentRequired) => {
    const p = available(planStatusChange(from, to));
    expect(p.operation).toBe(operation);
    expect(p.commentRequired).toBe(commentRequired);
    expect(p.needsAssignment).toBe(to === 3);
  });

  it('lets the assigned engineer accept or reject their own assignment', () => {
    expect(available(planStatusChange(3, 4, true)).operation).toBe('acceptTicketAssignation');
    expect(available(planStatusChange(3, 36, true))).toMatchObject({ operation: 'rejectTicketAssignation', commentRequired: true });
  });

  it.each([
    [4, 11, 'updateTicketToCancelled', 'cancelationReason'],
    [7, 20, 'updateTicketToPendingReason', 'pendingReason'],
    [7, 42, 'updateTicketToPendingSerie', 'warehouse'],
    [7, 43, 'updateTicketToPendingWarehouse', 'warehouse'],
  ])('%i -> %i uses %s and needs a %s and a comment', (from, to, operation, choice) => {
    expect(available(planStatusChange(from, to))).toMatchObject({ operation, choice, commentRequired: true, needsAssignment: false });
  });

  it('lists a target no operation leads to as unavailable', () => {
    expect(planStatusChange(1, 24)).toEqual({ available: false, target: 24, reason: 'noOperation' });
  });

  it('sends the chosen reason or warehouse with the comment', () => {
    const typed = input({ comment: 'Sin refacción', choiceId: 3 });
    expect(toStatusRequest(available(planStatusChange(4, 11)), typed).arg).toEqual({ ticketCancelRequest: { ticketId: 100001, cancelationReasonId: 3, comment: 'Sin refacción' } });
    expect(toStatusRequest(available(planStatusChange(7, 20)), typed).arg).toEqual({ ticketPendingReasonRequest: { ticketId: 100001, pendingReasonId: 3, comment: 'Sin refacción' } });
    expect(toStatusRequest(available(planStatusChange(7, 42)), typed).arg).toEqual({ ticketPendingSerieRequest: { ticketId: 100001, warehouseId: 3, comment: 'Sin refacción' } });
    expect(toStatusRequest(available(planStatusChange(7, 43)), typed).arg).toEqual({ ticketPendingWarehouseRequest: { ticketId: 100001, warehouseId: 3, observations: 'Sin refacción' } });
  });

  it('sends an optional comment as null and a required one as typed', () => {
    expect(toStatusRequest(available(planStatusChange(4, 6)), input())).toEqual({
      operation: 'updateTicketToTravel',
      arg: { ticketStatusCommentRequest: { ticketId: 100001, comment: null } },
    });
    expect(toStatusRequest(available(planStatusChange(7, 5)), input({ comment: 'Listo' }))).toEqual({
      operation: 'updateTicketToClosed',
      arg: { ticketCloseRequest: { ticketId: 100001, comment: 'Listo' } },
    });
  });

  it('sends the bulk moves for one ticket', () => {
    expect(toStatusRequest(available(planStatusChange(6, 7)), input({ comment: 'En sitio' }))).toEqual({
      operation: 'updateTicketsToOnSite',
      arg: { ticketIdsStatusRequest: { ticketIds: [100001], comment: 'En sitio' } },
    });
  });

  it('sends the assignment for pending confirmation, remote forced for a launch service', () => {
    const p = available(planStatusChange(2, 3));
    expect(toStatusRequest(p, input({ groupId: 2, engineerId: 14 })).arg).toEqual({
      ticketPendingConfirmationRequest: { ticketId: 100001, comment: null, groupId: 2, engineerId: 14, remote: false },
    });
    expect(toStatusRequest(p, input(), true).arg).toEqual({
      ticketPendingConfirmationRequest: { ticketId: 100001, comment: null, groupId: null, engineerId: null, remote: true },
    });
  });

  it('schedules directly or for review, and answers reviews', () => {
    expect(toStatusRequest(available(planStatusChange(4, 19)), input({ comment: 'Mañana' })).arg).toEqual({
      ticketScheduledRequest: { TicketId: 100001, comment: 'Mañana', scheduledApproved: true },
    });
    expect(toStatusRequest(available(planStatusChange(7, 44)), input({ comment: 'Mañana' })).arg).toEqual({
      ticketScheduledRequest: { TicketId: 100001, comment: 'Mañana', scheduledApproved: false },
    });
    expect(toStatusRequest(available(planStatusChange(43, 7)), input({ comment: 'Sin stock' })).arg).toEqual({
      ticketReviewWarehouseRequest: { ticketId: 100001, accept: false, observations: 'Sin stock' },
    });
    expect(toStatusRequest(available(planStatusChange(42, 23)), input()).arg).toEqual({
      ticketReviewRequest: { ticketId: 100001, accept: true, comment: null },
    });
  });
});
