import { DateTime } from 'luxon';
import * as yup from 'yup';
import type { PreparedAttachment } from '../../../shared/files/prepareAttachment';
import { LIMITS } from '../../../shared/validation/limits';

export interface CreateTicketValues {
  clientId: number | null;
  projectId: number | null;
  serviceTypeId: number | null;
  serviceId: number | null;
  locationId: number | null;
  description: string;
  requestedByUser: string;
  requesterEmail: string;
  clientTicketNumber: string;
  urgencyId: number | null;
  impactId: number | null;
  remote: boolean;
  /** Only offered with TicketCreateWithPreviousDate; null creates the ticket now. */
  requestDate: Date | null;
  /** Attachments, uploaded once the ticket exists (each checked and prepared when picked). */
  files: PreparedAttachment[];
}

export const EMPTY_TICKET: CreateTicketValues = {
  clientId: null, projectId: null, serviceTypeId: null, serviceId: null, locationId: null, description: '', requestedByUser: '',
  requesterEmail: '', clientTicketNumber: '', urgencyId: null, impactId: null, remote: false, requestDate: null, files: [],
};

const requiredId = () => yup.number().nullable().required('validation.required');
const noLeadingBlank = { message: 'validation.noLeadingBlank', excludeEmptyString: true };

/** The oldest request date accepted: a year and a day before now (spec 000 section 5). */
export const oldestRequestDate = (now: Date) => DateTime.fromJSDate(now).minus({ days: LIMITS.ticketCreate.requestDateMaxDaysBack }).toJSDate();

/**
 * A new ticket (spec 000 section 5; ticket.yaml TicketCreateRequest). Messages are translation keys;
 * `now` bounds the request date (not later than now, not earlier than a year and a day).
 */
export function createTicketSchema(now: Date) {
  return yup.object({
    clientId: requiredId(),
    projectId: requiredId(),
    serviceTypeId: requiredId(),
    serviceId: requiredId(),
    locationId: requiredId(),
    description: yup.string().default('').required('validation.required').max(LIMITS.textAreaMax, 'validation.maxLength').matches(/^\S/, noLeadingBlank),
    requestedByUser: yup
      .string()
      .default('')
      .required('validation.required')
      .max(LIMITS.ticketCreate.requesterMax, 'validation.maxLength')
      .matches(/^\S/, noLeadingBlank),
    requesterEmail: yup.string().default('').max(LIMITS.emailMax, 'validation.maxLength').email('validation.email'),
    clientTicketNumber: yup.string().default('').max(LIMITS.ticketCreate.clientTicketNumberMax, 'validation.maxLength').matches(/^\S/, noLeadingBlank),
    urgencyId: requiredId(),
    impactId: requiredId(),
    remote: yup.boolean().default(false),
    requestDate: yup
      .date()
      .nullable()
      .default(null)
      .max(now, 'ticketCreate.validation.dateInFuture')
      .min(oldestRequestDate(now), 'ticketCreate.validation.dateTooOld'),
    files: yup.array(yup.mixed<PreparedAttachment>().required()).default([]),
  });
}
