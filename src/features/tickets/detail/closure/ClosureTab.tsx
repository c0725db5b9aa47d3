import { useTranslation } from 'react-i18next';
import { useGetCatalogServiceTypeClosingFieldsQuery } from '../../../../api/tags/catalog';
import { type TicketDetail, useGetTicketAvailableStatusesQuery, useGetTicketClosedDetailsQuery } from '../../../../api/tags/ticket';
import { useStatusName } from '../../../../domain/tickets/status/useStatusNames';
import { QueryState } from '../QueryState';
import { ClosureDetails } from './ClosureDetails';
import { CloseTicketForm } from './CloseTicketForm';

/** Status id of Closed (spec 000 section 4). */
const CLOSED = 5;

/**
 * The closure tab: the closure data of a ticket that was closed (getTicketClosedDetails), and closing
 * the ticket when its available statuses (from the server, per the caller's permissions) include Closed,
 * with the closing fields of its service type (ServiceTypeClosingFields).
 */
export function ClosureTab({ ticket }: { ticket: TicketDetail }) {
  const { ticketId } = ticket;
  const { t } = useTranslation();
  const statusName = useStatusName();
  const wasClosed = ticket.ticketClosedDate !== null;
  const details = useGetTicketClosedDetailsQuery({ ticketId }, { skip: !wasClosed });
  const statuses = useGetTicketAvailableStatusesQuery({ ticketId });
  const closable = (statuses.data?.data ?? []).some((s) => s.id === CLOSED);
  const closingFields = useGetCatalogServiceTypeClosingFieldsQuery({ id: ticket.ticketServiceTypeId }, { skip: !closable });

  return (
    <div className="flex flex-column gap-4">
      {wasClosed ? (
        <QueryState query={details} loading={t('ticketTabs.closure.loading')} empty={null}>
          {details.data && <ClosureDetails details={details.data.data} />}
        </QueryState>
      ) : (
        <p role="status" className="m-0 text-700">{t('ticketTabs.closure.notClosed')}</p>
      )}
      <QueryState query={statuses} loading={t('ticketTabs.closure.loading')} empty={null} errorTitle={t('ticketTabs.closure.statusesError')}>
        {closable ? (
          <QueryState query={closingFields} loading={t('ticketTabs.closure.closingFieldsLoading')} empty={null} errorTitle={t('ticketTabs.closure.closingFieldsError')}>
            {closingFields.data && <CloseTicketForm ticketId={ticketId} fields={closingFields.data.data} />}
          </QueryState>
        ) : (
          !wasClosed && <p className="m-0 text-700">{t('ticketTabs.closure.unavailable', { status: statusName(ticket.ticketStatusId, ticket.ticketStatusName) })}</p>
        )}
      </QueryState>
    </div>
  );
}
