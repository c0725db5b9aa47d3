import type { SandboxStore } from '../store/types';
import { surveysOf } from './surveyState';

/**
 * Puts a ticket where its survey waits for an answer: Closed, its service type linked to the template, and no answer
 * yet (the seed answers most closed tickets). Returns the template, for a test that names its questions.
 */
export function unansweredSurveyOn(store: SandboxStore, ticketId: number, idTemplate = 1) {
  const ticket = store.tickets.get(ticketId)!;
  ticket.statusId = 5;
  store.serviceTypes.get(ticket.serviceTypeId)!.surveyId = idTemplate;
  const state = surveysOf(store);
  const answered = state.answeredByTicket.get(ticketId);
  if (answered !== undefined) {
    state.answered.delete(answered);
    state.answeredByTicket.delete(ticketId);
  }
  return state.templates.get(idTemplate)!;
}
