import type { TicketClosedComment, TicketClosedDetails, TicketPdfDetail } from '../../../src/api/tags/ticket';
import { LIMITS } from '../../../src/shared/validation/limits';
import { filesOf } from '../filestorage/state';
import { SandboxError } from '../runtime';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { installedProducts } from './components';
import { ticketComments } from './history';
import { statusName } from './moves';
import { joinsOf } from './rows';
import { INTERVENTION_CODES } from './state';
import { closingFields } from '../catalog/richState';

const CLOSING_STATUSES = new Set([5, 10]);

/** A value of the close request's closeFields (ticket.yaml TicketCloseFieldValue). */
export interface CloseFieldValue {
  closingFieldId: number;
  value: string;
}

/** The service type's closing fields, in template order (catalog ServiceTypeClosingFields). */
const closingFieldsOf = (store: SandboxStore, ticket: TicketRecord) =>
  [...closingFields(store).values()].filter((f) => f.parentId === ticket.serviceTypeId).sort((a, b) => a.id - b.id);

/**
 * Closing needs the ticket's documents (spec 000 section 5), as the closure tab asks; the comment it
 * also needs is required by the contract (TicketCloseRequest). Closing values, when sent, must be of the
 * ticket's service type, and its required fields need one (422).
 */
export function assertClosable(store: SandboxStore, ticket: TicketRecord, values?: readonly CloseFieldValue[]): void {
  const documents = [...filesOf(store).values()].filter((f) => f.ticketId === ticket.ticketId).length;
  if (documents < LIMITS.closureMinDocuments) {
    throw new SandboxError(422, `Adjunte al menos ${LIMITS.closureMinDocuments} documento antes de cerrar el ticket ${ticket.ticketId}`);
  }
  if (!values) return;
  const fields = closingFieldsOf(store, ticket);
  const stranger = values.find((v) => !fields.some((f) => f.id === v.closingFieldId));
  if (stranger) throw new SandboxError(422, `El campo de cierre ${stranger.closingFieldId} no es del tipo de servicio del ticket ${ticket.ticketId}`);
  const empty = fields.find((f) => f.required && !values.some((v) => v.closingFieldId === f.id && v.value.trim()));
  if (empty) throw new SandboxError(422, `El campo de cierre «${empty.name}» es obligatorio`);
}

/**
 * Keeps the closing values as the ticket's ticketCloseFields: "name: value" lines in template order, a
 * value's own line breaks made blanks so each field stays one line. Without values the text stays.
 */
export function recordCloseFields(store: SandboxStore, ticket: TicketRecord, values?: readonly CloseFieldValue[]): void {
  if (!values) return;
  const valueOf = (id: number) => values.find((v) => v.closingFieldId === id)?.value.replace(/\s*\n\s*/g, ' ').trim() ?? '';
  const lines = closingFieldsOf(store, ticket).filter((f) => values.some((v) => v.closingFieldId === f.id)).map((f) => `${f.name}: ${valueOf(f.id)}`);
  ticket.ticketCloseFields = lines.length ? lines.join('\n') : null;
}

/** Logbook entries of the ticket into a status set, oldest first (the store appends in time order). */
function entriesInto(store: SandboxStore, ticketId: number, statuses: ReadonlySet<number>) {
  return store.logbook.filter((e) => e.ticketId === ticketId && statuses.has(e.statusId));
}

/** Comments written when the ticket was closed (or closed with rejection). */
function closingComments(store: SandboxStore, ticket: TicketRecord): TicketClosedComment[] {
  if (ticket.closedDate === null) return [];
  return entriesInto(store, ticket.ticketId, CLOSING_STATUSES).flatMap((e) => (e.comment ? [{ commentDetails: e.comment }] : []));
}

/** "name: value" lines of ticketCloseFields, in template order; a line without a value keeps value null. */
function closeFields(text: string | null) {
  return (text ?? '').split('\n').filter((line) => line.trim()).map((line) => {
    const at = line.indexOf(':');
    return at < 0 ? { name: line.trim(), value: null } : { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() || null };
  });
}

export function closedDetailsOf(store: SandboxStore, ticket: TicketRecord): TicketClosedDetails {
  if (ticket.closedDate === null) {
    return {
      ticketId: ticket.ticketId, closedDateTime: null, closedUserFullName: null, firstCallSolution: null, actualFailureName: null,
      interventionCodeId: null, interventionCodeName: null, closeFields: [], closedTicketComments: [],
    };
  }
  const closing = entriesInto(store, ticket.ticketId, CLOSING_STATUSES).at(-1);
  const closerId = closing?.createdUserId ?? ticket.assignedEngineerId;
  return {
    ticketId: ticket.ticketId,
    closedDateTime: ticket.closedDate,
    closedUserFullName: closerId === null ? null : (store.users.get(closerId)?.fullName ?? null),
    firstCallSolution: ticket.firstCallSolution,
    actualFailureName: ticket.actualFailure,
    interventionCodeId: ticket.interventionCodeName ? (INTERVENTION_CODES[ticket.interventionCodeName] ?? null) : null,
    interventionCodeName: ticket.interventionCodeName,
    closeFields: closeFields(ticket.ticketCloseFields),
    closedTicketComments: closingComments(store, ticket),
  };
}

export function pdfDetailOf(store: SandboxStore, user: UserRecord, ticket: TicketRecord): TicketPdfDetail {
  const j = joinsOf(store, ticket);
  const onSite = entriesInto(store, ticket.ticketId, new Set([7])).filter((e) => e.comment).at(-1);
  return {
    dataIncident: {
      ticketId: ticket.ticketId,
      ticketClientNumber: j.client?.number ?? null,
      ticketStatusName: statusName(store, ticket.statusId),
      ticketServiceName: j.service?.name ?? '',
      ticketServiceTypeName: j.serviceType?.name ?? '',
      ticketFrequentFailureName: ticket.issueType,
      ticketActualFailureName: ticket.actualFailure,
      ticketAssignedEngineerFullName: j.engineer?.fullName ?? null,
      requestedByUser: ticket.requestedByUser,
      ticketCreationDateUTC: ticket.creationDateUTC,
      ticketWorkingDateTime: ticket.attendDate,
      ticketClosedDateTime: ticket.closedDate,
      onSiteTaskDescription: onSite?.comment ?? null,
      ticketProduct: installedProducts(store, ticket).map((p) => ({
        serialNumber: p.serialNumber, modelDescription: p.modelDescription, modelName: p.modelName, brandName: p.brandName, productConditionId: p.productConditionId,
      })),
    },
    clientActive: { name: j.client?.name ?? '', blobStorageUrlPath: j.client?.blobStorageUrlPath ?? null },
    location: {
      name: j.location?.name ?? '', description: j.location?.description ?? null, municipalityName: j.location?.municipalityName ?? null,
      addressFull: j.location?.addressFull ?? null, latitude: j.location?.latitude ?? null, longitude: j.location?.longitude ?? null,
      postalCode: j.location?.postalCode ?? null,
    },
    // The PDF shows the public conversation, newest first.
    comments: ticketComments(store, user, ticket.ticketId, true, true).map((c) => ({ comment: c.comment })),
    closedTicketComments: closingComments(store, ticket),
    reportConfig: { requested: Boolean(ticket.requestedByUser), client: true },
  };
}
