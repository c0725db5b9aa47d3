import { useTranslation } from 'react-i18next';
import { type TicketDetail, useGetTicketRelatedServicesQuery } from '../../../../api/tags/ticket';
import { QueryState } from '../QueryState';
import { RelatedTicketsTable } from './RelatedTicketsTable';

/**
 * The related services tab: the other services (tickets) of the ticket's enabling-service work order
 * (ticketClientGroup, spec 000 section 3). A ticket outside any work order has none, so nothing is asked.
 */
export function RelatedServicesTab({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const workOrder = ticket.ticketClientGroup;
  const related = useGetTicketRelatedServicesQuery({ ticketId: ticket.ticketId }, { skip: workOrder === null });
  const rows = related.data?.data ?? [];

  if (workOrder === null) {
    return (
      <p role="status" className="text-700">
        {t('ticketTabs.related.noWorkOrder')}
      </p>
    );
  }
  const title = t('ticketTabs.related.title', { id: workOrder });
  return (
    <section aria-labelledby="ticket-related-title" aria-busy={related.isFetching} className="flex flex-column gap-2">
      <h2 id="ticket-related-title" className="text-lg font-semibold m-0">{title}</h2>
      {ticket.ticketWorkFlowName && <p className="m-0 text-700">{t('ticketTabs.related.workflow', { name: ticket.ticketWorkFlowName })}</p>}
      <QueryState query={related} loading={t('ticketTabs.related.loading')} empty={rows.length === 0 ? t('ticketTabs.related.empty') : null}>
        <RelatedTicketsTable rows={rows} label={title} />
      </QueryState>
    </section>
  );
}
