import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type TicketDetail, useGetTicketLogbookQuery } from '../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useStatusColors } from '../../../domain/tickets/status/useStatusColors';
import { useStatusName } from '../../../domain/tickets/status/useStatusNames';
import { RequestError } from '../../../shared/ui/RequestError';
import { orEmpty } from '../../../shared/format/emptyValue';

/** The logbook tab: the ticket's status history, newest first, with who moved it and when (local time). */
export function LogbookTab({ ticket }: { ticket: TicketDetail }) {
  const { ticketId } = ticket;
  const { t } = useTranslation();
  const colorOf = useStatusColors();
  const statusName = useStatusName();
  const logbook = useGetTicketLogbookQuery({ ticketId });
  // The service answers newest first; sorting again keeps that promise whatever the order on the wire.
  const entries = useMemo(
    () => [...(logbook.data?.data ?? [])].sort((a, b) => (a.createdDateTime < b.createdDateTime ? 1 : a.createdDateTime > b.createdDateTime ? -1 : b.id - a.id)),
    [logbook.data],
  );

  return (
    <section aria-labelledby="ticket-logbook-title" aria-busy={logbook.isFetching}>
      <h2 id="ticket-logbook-title" className="text-lg font-semibold mt-0">{t('ticketDetail.logbook.title')}</h2>
      {logbook.isLoading ? (
        <p role="status" className="text-700">
          <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
          {t('ticketDetail.logbook.loading')}
        </p>
      ) : logbook.error ? (
        <RequestError error={logbook.error} onRetry={() => void logbook.refetch()} />
      ) : entries.length === 0 ? (
        <p role="status" className="text-700">{t('ticketDetail.logbook.empty')}</p>
      ) : (
        <ol className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('ticketDetail.logbook.title')}>
          {entries.map((entry) => (
            <li key={entry.id} className="surface-ground border-round p-3 flex flex-column gap-2">
              <div className="flex flex-wrap align-items-center gap-2">
                <StatusChip name={statusName(entry.statusId, entry.statusName)} hexColor={colorOf(entry.statusId)} />
                <span className="font-semibold">{orEmpty(entry.createdUserFullName)}</span>
                <time className="text-600 text-sm" dateTime={entry.createdDateTime}>{formatUtcDateTime(entry.createdDateTime)}</time>
              </div>
              {entry.comment && <p className="m-0 white-space-pre-line" style={{ overflowWrap: 'anywhere' }}>{entry.comment}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
