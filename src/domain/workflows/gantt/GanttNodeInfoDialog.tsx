import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGetTicketByIdQuery } from '../../../api/tags/ticket';
import { ticketDetailPath } from '../../tickets/paths/ticketDetailPath';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { useStatusName } from '../../tickets/status/useStatusNames';
import { RequestError } from '../../../shared/ui/RequestError';
import { orEmpty } from '../../../shared/format/emptyValue';

interface Props {
  ticketId: number;
  workflowName: string;
  onHide: () => void;
  /** Closes this modal and the diagram's, before going to the ticket. */
  onLeave: () => void;
}

/** The read-only info modal of a step with a ticket (spec 000 section 2), with a way to the ticket detail. */
export function GanttNodeInfoDialog({ ticketId, workflowName, onHide, onLeave }: Props) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const navigate = useNavigate();
  const ticket = useGetTicketByIdQuery({ ticketId });
  const detail = ticket.data?.data;

  const goToTicket = () => {
    onLeave();
    void navigate(ticketDetailPath(ticketId));
  };

  const rows: [string, string | number | null | undefined][] = detail
    ? [
        [t('gantt.info.clientGroup'), detail.ticketClientGroup],
        [t('gantt.info.workflow'), detail.ticketWorkFlowName ?? workflowName],
        [t('gantt.info.service'), detail.ticketServiceName],
        [t('gantt.info.engineer'), detail.ticketAssignedEngineerFullName ?? t('gantt.info.unassigned')],
        [t('gantt.info.status'), statusName(detail.ticketStatusId, detail.ticketStatusName)],
      ]
    : [];

  return (
    <ModalDialog
      onHide={onHide}
      header={t('gantt.info.title', { ticketId })}
      width="28rem"
      footer={<Button type="button" label={t('gantt.info.openTicket')} icon="pi pi-external-link" onClick={goToTicket} />}
    >
      {ticket.isLoading && <p role="status">{t('gantt.info.loading')}</p>}
      <RequestError error={ticket.error} onRetry={() => void ticket.refetch()} title={t('gantt.info.loadFailed')} />
      {detail && (
        <dl className="grid m-0">
          {rows.map(([label, value]) => (
            <div key={label} className="col-12 flex gap-2 py-1">
              <dt className="font-semibold">{label}:</dt>
              <dd className="m-0">{orEmpty(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </ModalDialog>
  );
}
