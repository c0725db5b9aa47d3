import type { CreateTicketApiArg } from '../../../api/tags/ticket';
import { toUtcWire } from '../../../shared/format/dateTime';
import type { CreateTicketValues } from './createTicketSchema';
import { LAUNCH_SERVICE_TYPE, type TicketKind } from './ticketKind';

const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The createTicket call for valid form values. The Request-Date header goes only when the user may
 * back-date and picked a date; the priority is the one derived from urgency and impact.
 */
export function toCreateTicketArg(values: CreateTicketValues, kind: TicketKind, priorityId: number | null, canBackdate: boolean): CreateTicketApiArg {
  const requestDate = canBackdate && values.requestDate ? toUtcWire(values.requestDate) : undefined;
  return {
    ...(requestDate ? { 'Request-Date': requestDate } : {}),
    ticketCreateRequest: {
      clientId: values.clientId!,
      projectId: values.projectId!,
      serviceTypeId: values.serviceTypeId!,
      serviceId: values.serviceId!,
      locationId: values.locationId!,
      description: values.description,
      requestedByUser: values.requestedByUser,
      requesterEmail: orNull(values.requesterEmail),
      urgencyId: values.urgencyId,
      impactId: values.impactId,
      priorityId,
      isIncident: kind === 'incident',
      clientTicketNumber: orNull(values.clientTicketNumber),
      remote: values.serviceTypeId === LAUNCH_SERVICE_TYPE || values.remote,
    },
  };
}
