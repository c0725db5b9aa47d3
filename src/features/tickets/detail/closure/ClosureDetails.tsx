import { useTranslation } from 'react-i18next';
import type { TicketClosedDetails } from '../../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { EMPTY_VALUE, orEmpty } from '../../../../shared/format/emptyValue';

/** What was recorded when the ticket was closed: date, who, first-call solution, failure, fields, comments. */
export function ClosureDetails({ details }: { details: TicketClosedDetails }) {
  const { t } = useTranslation();
  const field = (key: string) => t(`ticketTabs.closure.fields.${key}`);
  const firstCall = details.firstCallSolution === null ? EMPTY_VALUE : t(details.firstCallSolution ? 'common.yes' : 'common.no');
  const fields: [label: string, value: string | null][] = [
    [field('closedDate'), formatUtcDateTime(details.closedDateTime)],
    [field('closedBy'), details.closedUserFullName],
    [field('firstCallSolution'), firstCall],
    [field('actualFailure'), details.actualFailureName],
    [field('interventionCode'), details.interventionCodeName],
  ];

  return (
    <section aria-labelledby="ticket-closure-title" className="flex flex-column gap-3">
      <h2 id="ticket-closure-title" className="text-lg font-semibold m-0">{t('ticketTabs.closure.detailsTitle')}</h2>
      <dl className="grid m-0">
        {fields.map(([label, value]) => (
          <div key={label} className="col-12 md:col-6 flex flex-column gap-1">
            <dt className="text-600 text-sm">{label}</dt>
            <dd className="m-0 font-medium">{orEmpty(value)}</dd>
          </div>
        ))}
      </dl>
      {details.closeFields.length > 0 && (
        <>
          <h3 className="text-base font-semibold m-0">{t('ticketTabs.closure.closeFields')}</h3>
          <dl className="grid m-0">
            {details.closeFields.map((f) => (
              <div key={f.name} className="col-12 md:col-6 flex flex-column gap-1">
                <dt className="text-600 text-sm">{f.name}</dt>
                <dd className="m-0" style={{ overflowWrap: 'anywhere' }}>{orEmpty(f.value)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h3 className="text-base font-semibold m-0">{t('ticketTabs.closure.closingComments')}</h3>
      {details.closedTicketComments.length === 0 ? (
        <p className="m-0 text-700">{t('ticketTabs.closure.noClosingComments')}</p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('ticketTabs.closure.closingComments')}>
          {details.closedTicketComments.map((c, i) => (
            // Closing comments carry no id; their order is the order of the closings and never changes.
            <li key={i} className="surface-ground border-round p-3 white-space-pre-line" style={{ overflowWrap: 'anywhere' }}>
              {c.commentDetails}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
