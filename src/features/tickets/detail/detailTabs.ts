import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';

/**
 * The ticket detail's tabs in display order (spec 000 section 2), each with its URL segment:
 * requirement/detail/{ticketId}/{tab}. The list links to 'general'; an unknown segment falls back to it.
 */
export const DETAIL_TABS = [
  'general',
  'communication',
  'logbook',
  'documentation',
  'movements',
  'closure',
  'relatedServices',
  'history',
  'tasks',
] as const;

export type DetailTab = (typeof DETAIL_TABS)[number];


export function isDetailTab(value: string | undefined): value is DetailTab {
  return (DETAIL_TABS as readonly string[]).includes(value ?? '');
}

export function detailPath(ticketId: number | string, tab: DetailTab): string {
  return ticketDetailPath(ticketId, tab);
}
