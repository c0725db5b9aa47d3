import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLinkProblemTicketMutation, useUnlinkProblemTicketMutation, type ProblemRead as Problem } from '../../../api/tags/process';
import { useGetProblemTicketsQuery } from '../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { RequestError } from '../../../shared/ui/RequestError';
import { useToast } from '../../../shared/ui/ToastProvider';

/** The related tickets as the ticket service lists them (each opening its detail), linked by number and unlinked while the problem is open. */
export function ProblemTickets({ problem, editable }: { problem: Problem; editable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const tickets = useGetProblemTicketsQuery({ problemId: problem.problemId });
  const [link, linking] = useLinkProblemTicketMutation();
  const [unlink, unlinking] = useUnlinkProblemTicketMutation();
  const [typed, setTyped] = useState('');
  const ticketId = Number(typed);

  const run = async (action: typeof link, id: number, done: string) => {
    const result = await action({ problemTicketRequest: { problemId: problem.problemId, ticketId: id } });
    if ('error' in result) toast({ severity: 'error', summary: t('problems.detail.ticketFailed'), detail: errorMessage(result.error) });
    else {
      toast({ severity: 'success', summary: done });
      setTyped('');
    }
  };

  return (
    <section aria-labelledby="problem-tickets" className="flex flex-column gap-2">
      <h2 id="problem-tickets" className="text-lg font-semibold m-0">{t('problems.detail.tickets')}</h2>
      <RequestError error={tickets.error} onRetry={() => void tickets.refetch()} />
      {tickets.data?.data.length === 0 && <p className="m-0 text-700">{t('problems.detail.noTickets')}</p>}
      {Boolean(tickets.data?.data.length) && (
        <table className="w-full" aria-labelledby="problem-tickets">
          <thead>
            <tr className="text-left">
              <th scope="col">{t('problems.detail.ticket')}</th>
              <th scope="col">{t('problems.fields.status')}</th>
              <th scope="col">{t('problems.detail.client')}</th>
              <th scope="col">{t('problems.detail.created')}</th>
              {editable && <th scope="col"><span className="sr-only">{t('problems.detail.actions')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {tickets.data!.data.map((ticket) => (
              <tr key={ticket.ticketId}>
                <td><Link to={ticketDetailPath(ticket.ticketId)}>{ticket.ticketId}</Link></td>
                <td>{ticket.statusName}</td>
                <td>{ticket.clientName}</td>
                <td>{formatUtcDateTime(ticket.creationDateUTC)}</td>
                {editable && (
                  <td>
                    <Button type="button" text size="small" icon="pi pi-times" label={t('problems.detail.unlink')} aria-label={t('problems.detail.unlinkTicket', { id: ticket.ticketId })} disabled={unlinking.isLoading}
                      onClick={() => void run(unlink, ticket.ticketId, t('problems.detail.unlinked', { id: ticket.ticketId }))} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editable && (
        <form className="flex gap-2 align-items-center" onSubmit={(e) => { e.preventDefault(); void run(link, ticketId, t('problems.detail.linked', { id: ticketId })); }}>
          <label htmlFor="problem-ticket-id">{t('problems.detail.ticketId')}</label>
          <InputText id="problem-ticket-id" value={typed} inputMode="numeric" maxLength={10} onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))} />
          <Button type="submit" size="small" outlined icon="pi pi-link" label={t('problems.detail.link')} disabled={!ticketId || linking.isLoading} />
        </form>
      )}
    </section>
  );
}
