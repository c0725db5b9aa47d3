import { useTranslation } from 'react-i18next';
import type { TicketDetail } from '../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { StatusChangeForm } from './StatusChangeForm';
import { useStatusName } from '../../../domain/tickets/status/useStatusNames';
import { EMPTY_VALUE, orEmpty } from '../../../shared/format/emptyValue';

/** The detail tab: the ticket's read fields (spec 000 section 3) and the status change form. */
export function GeneralTab({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  const workOrder = ticket.ticketClientGroup === null ? null : [ticket.ticketClientGroup, ticket.ticketWorkFlowName].filter(Boolean).join(' · ');

  const fields: [key: string, value: string | number | null][] = [
    ['ticketId', ticket.ticketId],
    ['status', statusName(ticket.ticketStatusId, ticket.ticketStatusName)],
    ['client', ticket.ticketClientName],
    ['project', ticket.ticketProjectName],
    ['serviceType', ticket.ticketServiceTypeName],
    ['service', ticket.ticketServiceName],
    ['location', [ticket.ticketLocationName, ticket.ticketLocationAddress].filter(Boolean).join(' — ')],
    ['engineer', ticket.ticketAssignedEngineerFullName],
    ['remote', yesNo(ticket.ticketRemote)],
    ['workOrder', workOrder],
    ['clientTicketNumber', ticket.ticketClientTicketNumber],
    ['kind', t(ticket.ticketIsIncident ? 'ticketDetail.fields.incident' : 'ticketDetail.fields.requirement')],
    ['priority', ticket.ticketPriorityName],
    ['urgency', ticket.ticketUrgencyName],
    ['impact', ticket.ticketImpactName],
    ['requestedBy', ticket.ticketRequestedByUser],
    ['requesterEmail', ticket.ticketRequesterEmail],
    ['createdBy', ticket.ticketCreatedUserFullName],
    ['creationDate', formatUtcDateTime(ticket.ticketCreationDateUTC)],
    ['startDate', formatUtcDateTime(ticket.ticketStartDate)],
    ['scheduledDate', formatUtcDateTime(ticket.ticketScheduledDate)],
    ['closedDate', formatUtcDateTime(ticket.ticketClosedDate)],
    ['delayClassification', ticket.ticketDelayClassificationName],
  ];

  return (
    <div className="grid">
      <section className="col-12 lg:col-7" aria-labelledby="ticket-general-fields">
        <h2 id="ticket-general-fields" className="text-lg font-semibold mt-0">{t('ticketDetail.general.title')}</h2>
        <dl className="grid m-0">
          {fields.map(([key, value]) => (
            <div key={key} className="col-12 md:col-6 flex flex-column gap-1">
              <dt className="text-600 text-sm">{t(`ticketDetail.fields.${key}`)}</dt>
              <dd className="m-0 font-medium" style={{ overflowWrap: 'anywhere' }}>{value === null || value === '' ? EMPTY_VALUE : value}</dd>
            </div>
          ))}
          <div className="col-12 flex flex-column gap-1">
            <dt className="text-600 text-sm">{t('ticketDetail.fields.description')}</dt>
            <dd className="m-0 white-space-pre-line" style={{ overflowWrap: 'anywhere' }}>{orEmpty(ticket.ticketDescription)}</dd>
          </div>
          <div className="col-12 flex flex-column gap-1">
            <dt className="text-600 text-sm">{t('ticketDetail.fields.products')}</dt>
            <dd className="m-0">
              {ticket.products.length === 0 ? (
                EMPTY_VALUE
              ) : (
                <ul className="m-0 pl-3">
                  {ticket.products.map((p) => (
                    <li key={p.productId}>
                      {[p.serialNumber, p.brandName, p.modelName, p.modelDescription].filter(Boolean).join(' · ')}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="col-12 lg:col-5" aria-labelledby="ticket-status-form">
        <h2 id="ticket-status-form" className="text-lg font-semibold mt-0">{t('ticketDetail.statusForm.title')}</h2>
        <StatusChangeForm ticket={ticket} />
      </section>
    </div>
  );
}
