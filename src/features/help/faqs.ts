import { holdsEveryWord } from '../../shared/format/foldText';

/**
 * The frequently asked questions, in the order the page shows them, each with the routes (route table ids)
 * of the screens it explains. Their question and answer are translations, help.faqs.<id>.question and
 * .answer, so both languages have every one and the i18n test keeps them paired.
 */
export const FAQS = [
  { id: 'raiseTicket', routes: ['ticketCreateIncident', 'ticketCreateService'] },
  { id: 'findTicket', routes: ['ticketSearch'] },
  { id: 'reassignTicket', routes: ['ticketReassign'] },
  { id: 'closeTicket', routes: ['ticketSearch'] },
  { id: 'bulkLoad', routes: ['ticketBulkLoad'] },
  { id: 'workOrders', routes: ['odtCreate', 'odtSearch'] },
  { id: 'notifications', routes: ['notifications'] },
  { id: 'shipments', routes: ['shipmentCreate', 'shipmentSearch'] },
  { id: 'components', routes: ['configurationComponents', 'configurationComponentsMap'] },
  { id: 'criticality', routes: ['criticality'] },
  { id: 'directories', routes: ['informativeClients', 'informativeWorkForce'] },
  { id: 'exports', routes: [] },
  { id: 'language', routes: [] },
  { id: 'signedOut', routes: [] },
  { id: 'forbidden', routes: [] },
  { id: 'shortcuts', routes: [] },
] as const satisfies readonly { id: string; routes: readonly string[] }[];

export type Faq = (typeof FAQS)[number];

export const questionKey = (faq: Faq) => `help.faqs.${faq.id}.question`;
export const answerKey = (faq: Faq) => `help.faqs.${faq.id}.answer`;

/** The questions whose question and answer, read in the user's language, hold every word of the query. */
export function searchFaqs(query: string, translate: (key: string) => string): Faq[] {
  return FAQS.filter((faq) => holdsEveryWord(query, translate(questionKey(faq)), translate(answerKey(faq))));
}
