import { useTranslation } from 'react-i18next';
import { type TicketDetail, useGetTicketLocationHistoryQuery } from '../../../../api/tags/ticket';
import { QueryState } from '../QueryState';
import { RelatedTicketsTable } from '../related/RelatedTicketsTable';

/**
 * The history tab: the other tickets of the ticket's location, newest first ("history by location",
 * spec 002 section 7), so an operator sees recurring failures at the site.
 */
export function HistoryTab({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const history = useGetTicketLocationHistoryQuery({ ticketId: ticket.ticketId });
  const rows = history.data?.data ?? [];
  const title = t('ticketTabs.history.title', { name: ticket.ticketLocationName });

  return (
    <section aria-labelledby="ticket-history-title" aria-busy={history.isFetching} className="flex flex-column gap-2">
      <h2 id="ticket-history-title" className="text-lg font-semibold m-0">{title}</h2>
      <p className="m-0 text-700">{t('ticketTabs.history.hint')}</p>
      <QueryState query={history} loading={t('ticketTabs.history.loading')} empty={rows.length === 0 ? t('ticketTabs.history.empty') : null}>
        <RelatedTicketsTable rows={rows} label={title} />
      </QueryState>
    </section>
  );
}
