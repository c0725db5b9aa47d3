import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WorkForceDirectoryEntry } from '../../api/tags/ticket';
import { ticketDetailPath } from '../../domain/tickets/paths/ticketDetailPath';
import { useStatusName } from '../../domain/tickets/status/useStatusNames';
import { formatUtcDateTime } from '../../shared/format/dateTime';
import { Disclosure } from '../../shared/ui/Disclosure';

/** One task force: zone and contact in view, open tickets behind a disclosure; a ticket links to its detail for who may open it. */
export function WorkForceEntry({ engineer, canOpenTickets }: { engineer: WorkForceDirectoryEntry; canOpenTickets: boolean }) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const headingId = useId();
  const tickets = engineer.openTickets;
  return (
    <article aria-labelledby={headingId} className="surface-card border-1 surface-border border-round p-3 flex flex-column gap-2">
      <h2 id={headingId} className="text-lg font-semibold m-0">
        {engineer.fullName}
      </h2>
      <p className="m-0 flex flex-wrap gap-3">
        <span>{t('informative.workForce.zone', { zone: engineer.region ?? t('informative.workForce.noZone') })}</span>
        <a href={`mailto:${engineer.email}`}>{engineer.email}</a>
        {engineer.mobileNumber && <a href={`tel:${engineer.mobileNumber}`}>{engineer.mobileNumber}</a>}
      </p>
      {tickets.length === 0 ? (
        <p className="m-0 text-600">{t('informative.workForce.noOpenTickets')}</p>
      ) : (
        <Disclosure label={t('informative.workForce.openTickets', { count: tickets.length, name: engineer.fullName })}>
          {() => (
            <table className="w-full" style={{ borderCollapse: 'collapse' }} aria-label={t('informative.workForce.ticketsOf', { name: engineer.fullName })}>
              <thead>
                <tr>
                  {(['ticket', 'status', 'client', 'service', 'created'] as const).map((column) => (
                    <th key={column} scope="col" className="text-left p-2">
                      {t(`informative.workForce.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {tickets.map((ticket) => (
                  <tr key={ticket.ticketId} className="border-top-1 surface-border">
                    <td className="p-2">
                      {canOpenTickets ? <Link to={ticketDetailPath(ticket.ticketId)}>{ticket.ticketId}</Link> : ticket.ticketId}
                    </td>
                    <td className="p-2">{statusName(ticket.statusId, ticket.statusName)}</td>
                    <td className="p-2">{ticket.clientName}</td>
                    <td className="p-2">{ticket.serviceName}</td>
                    <td className="p-2">{formatUtcDateTime(ticket.createdDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Disclosure>
      )}
    </article>
  );
}
