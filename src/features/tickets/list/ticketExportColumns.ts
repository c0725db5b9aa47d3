import type { TFunction } from 'i18next';
import type { ExportColumn } from '../../../shared/export';
import { PROGRAMMED_COLUMNS } from '../../../domain/tickets/search/ticketListConfig';

/** The list row's fields as export columns, formatted per spec (dates local, progress as a percent). */
const FIELDS: readonly (readonly [string, ExportColumn['format']?])[] = [
  ['ticketId', 'number'], ['statusName'], ['clientName'], ['projectName'], ['locationName'], ['serviceTypeName'], ['serviceName'],
  ['assignedEngineerFullName'], ['tasksDescription'], ['startDate', 'date'], ['scheduledDate', 'date'], ['closedDate', 'date'],
  ['creationDateUTC', 'date'], ['ticketProgress', 'percent'], ['firstCallSolution', 'yesNo'], ['clientTicketNumber'], ['partnerName'],
  ['priorityName'], ['comercialName'], ['ubicationStatus'], ['municipalityName'], ['countryStateName'], ['issueType'], ['actualFailure'],
  ['serialNumbers'], ['createdUser'], ['categoryName'], ['subcategoryName'], ['impactName'], ['urgencyName'], ['requestedByUser'],
  ['requesterEmail'], ['ticketDelayClassificationName'], ['ticketCloseFields'], ['workFlowName'], ['ticketClientGroup', 'number'],
  ['externalOrigin'], ['externalEventId'], ['interventionCodeName'],
];

export function ticketExportColumns(t: TFunction, programmed: boolean): ExportColumn[] {
  return FIELDS.filter(([field]) => !programmed || (PROGRAMMED_COLUMNS as readonly string[]).includes(field)).map(([field, format]) => ({
    field,
    header: t(`tickets.columns.${field}`),
    ...(format ? { format } : {}),
  }));
}
