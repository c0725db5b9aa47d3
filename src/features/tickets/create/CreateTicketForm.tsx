import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogPriorityByUrgencyAndImpactQuery } from '../../../api/tags/catalog';
import { useAccessList } from '../../../auth/useAccessList';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { AttachmentsField } from './AttachmentsField';
import { createTicketSchema, EMPTY_TICKET, type CreateTicketValues } from './createTicketSchema';
import { PriorityFields } from './PriorityFields';
import { RequestDateField } from './RequestDateField';
import { RequestFields } from './RequestFields';
import { ServiceFields } from './ServiceFields';
import { CREATE_WITH_PREVIOUS_DATE, type TicketKind } from './ticketKind';
import { useCreateTicket } from './useCreateTicket';

const FIELD_GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))', gap: '1rem' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="surface-card border-round shadow-1 p-3 m-0 border-none flex flex-column gap-3">
      <legend className="text-lg font-semibold px-1">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The new-ticket form of one kind (incident or service requirement): where, what and who, urgency and
 * impact with the priority they give, the request date for late registrations (with its permission)
 * and attachments. Validation follows spec 000 section 5; a refused request keeps every value.
 */
export function CreateTicketForm({ kind }: { kind: TicketKind }) {
  const { t } = useTranslation();
  const access = useAccessList();
  const canBackdate = access.can([CREATE_WITH_PREVIOUS_DATE]);
  const { submit, refusedOffline } = useCreateTicket(kind, canBackdate);
  // The request date's calendar bounds; validation takes the time again when it runs.
  const [openedAt] = useState(() => new Date());
  const page = usePageForm<CreateTicketValues>({
    initialValues: EMPTY_TICKET,
    schema: () => createTicketSchema(new Date()),
    onSubmit: (values): Promise<void> => submit(values, priority.currentData?.data.id ?? null),
  });
  const { form } = page;
  const { urgencyId, impactId } = form.values;
  const priority = useGetCatalogPriorityByUrgencyAndImpactQuery(
    { urgencyId: urgencyId ?? 0, impactId: impactId ?? 0 },
    { skip: urgencyId === null || impactId === null },
  );

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="create-ticket-title">
      <header className="flex flex-column gap-1">
        <h1 id="create-ticket-title" className="text-2xl font-semibold m-0">
          {t(kind === 'incident' ? 'routes.ticketCreateIncident' : 'routes.ticketCreateService')}
        </h1>
        <p className="m-0 text-700">{t(`ticketCreate.intro.${kind}`)}</p>
      </header>
      <PageForm page={page} failureTitle={t('ticketCreate.createError')} submitLabel={t('ticketCreate.submit')}>
        <Section title={t('ticketCreate.sections.service')}>
          <div style={FIELD_GRID}>
            <ServiceFields kind={kind} />
          </div>
        </Section>
        <Section title={t('ticketCreate.sections.request')}>
          <RequestFields />
        </Section>
        <Section title={t('ticketCreate.sections.priority')}>
          <div style={FIELD_GRID}>
            <PriorityFields priority={{ data: priority.currentData?.data ?? null, isFetching: priority.isFetching, error: priority.error }} />
          </div>
        </Section>
        {canBackdate && (
          <Section title={t('ticketCreate.sections.requestDate')}>
            <div style={FIELD_GRID}>
              <RequestDateField now={openedAt} />
            </div>
          </Section>
        )}
        <Section title={t('ticketCreate.sections.files')}>
          <AttachmentsField form={form} />
        </Section>
        {refusedOffline && (
          <p role="alert" className="p-error m-0">
            {t('ticketCreate.offlineBlocked')}
          </p>
        )}
      </PageForm>
    </section>
  );
}
