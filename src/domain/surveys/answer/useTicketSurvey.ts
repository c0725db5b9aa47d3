import { useGetSurveyTemplateByTicketQuery } from '../../../api/tags/insight';
import { isApiError } from '../../../core/errors/apiError';
import { STATUS } from '../../tickets/status/statusOperations';

/** A ticket answers its service type's survey once closed: Closed, or Historic (closed and archived; insight.yaml). */
const SURVEY_STATUSES: ReadonlySet<number> = new Set([STATUS.closed, STATUS.historic]);

/**
 * Whether a ticket offers its survey: closed, and its service type has one (TemplateByIdTicket answers; 404 means
 * none). Another failure still offers it, so the survey's own view says what went wrong.
 */
export function useTicketHasSurvey(ticketId: number, statusId: number): boolean {
  const closed = SURVEY_STATUSES.has(statusId);
  const read = useGetSurveyTemplateByTicketQuery({ id: ticketId }, { skip: !closed });
  if (!closed || read.isLoading || read.isUninitialized) return false;
  return !(isApiError(read.error) && read.error.status === 404);
}
