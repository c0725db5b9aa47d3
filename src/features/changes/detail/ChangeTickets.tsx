import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLinkChangeToTicketMutation, type ChangeRead as Change } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { isFinished } from '../../../domain/changes/lifecycle';
import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';
import { useToast } from '../../../shared/ui/ToastProvider';

/** The tickets linked to the change, and a link by ticket number; a refusal says the spec's "error linking change" with the reason. */
export function ChangeTickets({ change }: { change: Change }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const { can } = useAccessList();
  const [link, linking] = useLinkChangeToTicketMutation();
  const [typed, setTyped] = useState('');
  const ticketId = Number(typed);

  const submit = async () => {
    const result = await link({ changeTicketLinkRequest: { changeId: change.changeId, ticketId } });
    if ('error' in result) toast({ severity: 'error', summary: t('changes.detail.linkError'), detail: errorMessage(result.error) });
    else {
      toast({ severity: 'success', summary: t('changes.detail.linked', { id: ticketId }) });
      setTyped('');
    }
  };
  return (
    <section aria-labelledby="change-tickets" className="flex flex-column gap-2">
      <h2 id="change-tickets" className="text-lg font-semibold m-0">{t('changes.detail.tickets')}</h2>
      {change.ticketIds.length === 0 ? (
        <p className="m-0 text-700">{t('changes.detail.noTickets')}</p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-wrap gap-3" aria-label={t('changes.detail.tickets')}>
          {change.ticketIds.map((id) => <li key={id}><Link to={ticketDetailPath(id)}>{id}</Link></li>)}
        </ul>
      )}
      {can(['ChangeCreate']) && !isFinished(change.state) && (
        <form className="flex gap-2 align-items-center" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <label htmlFor="change-ticket-id">{t('changes.detail.ticketId')}</label>
          <InputText id="change-ticket-id" value={typed} inputMode="numeric" maxLength={10} onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))} />
          <Button type="submit" size="small" outlined icon="pi pi-link" label={t('changes.detail.linkTicket')} disabled={!ticketId || linking.isLoading} />
        </form>
      )}
    </section>
  );
}
