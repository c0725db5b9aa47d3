import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetTicketsByLocationQuery, type TicketRelatedTicket } from '../../../api/tags/ticket';
import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { DetailTable } from '../../../shared/ui/DetailTable';

/** The location's open tickets, newest first, each a link to its detail (getTicketsByLocation with openOnly). */
export function LocationTickets({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const read = useGetTicketsByLocationQuery({ locationId, openOnly: true });
  const column = (key: string) => t(`locations.detail.tickets.${key}`);
  return (
    <DetailTable<TicketRelatedTicket>
      title={t('locations.detail.tickets.title')}
      read={{ ...read, rows: read.data?.data }}
      rowKey={(ticket) => ticket.ticketId}
      empty={t('locations.detail.tickets.empty')}
      columns={[
        { header: column('ticketId'), cell: (ticket) => <Link to={ticketDetailPath(ticket.ticketId)}>{ticket.ticketId}</Link> },
        { header: column('status'), cell: (ticket) => ticket.ticketStatusName },
        { header: column('service'), cell: (ticket) => ticket.ticketServiceName },
        { header: column('engineer'), cell: (ticket) => ticket.ticketAssignedEngineerFullName ?? '' },
        { header: column('created'), cell: (ticket) => formatUtcDateTime(ticket.ticketCreationDateUTC) },
      ]}
    />
  );
}
