import { useId } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetCatalogImpactsQuery, useGetCatalogUrgenciesQuery, type Priority } from '../../../api/tags/catalog';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { CatalogDropdown } from '../../../shared/forms/CatalogDropdown';
import type { CreateTicketValues } from './createTicketSchema';
import { FormField } from '../../../shared/forms/FormField';
import { useFieldError } from './useFieldError';

interface PriorityFieldsProps {
  form: FormikProps<CreateTicketValues>;
  /** The priority the assignment matrix gives for the chosen urgency and impact. */
  priority: { data: Priority | null; isFetching: boolean; error: unknown };
}

/** Urgency and impact, and the priority they give, shown read-only (spec 002: assignment priority). */
export function PriorityFields({ form, priority }: PriorityFieldsProps) {
  const { t } = useTranslation();
  const ids = { urgency: useId(), impact: useId(), priority: useId() };
  const errorMessage = useApiErrorMessage();
  const errorOf = useFieldError(form);
  const urgencies = useGetCatalogUrgenciesQuery();
  const impacts = useGetCatalogImpactsQuery();
  const options = (rows: { id: number; name: string; enabled: boolean }[] = []) => rows.filter((r) => r.enabled).map((r) => ({ value: r.id, label: r.name }));

  const priorityText = priority.isFetching
    ? t('ticketCreate.priorityLoading')
    : (priority.data?.name ?? (priority.error ? '' : t('ticketCreate.priorityPending')));

  return (
    <>
      <CatalogDropdown
        id={ids.urgency}
        label={t('ticketCreate.fields.urgency')}
        value={form.values.urgencyId}
        options={options(urgencies.data?.data)}
        onChange={(value) => void form.setFieldValue('urgencyId', value)}
        placeholder={t('ticketCreate.placeholders.urgency')}
        emptyMessage={t('grid.noResults')}
        loading={urgencies.isLoading}
        loadError={urgencies.error ? errorMessage(urgencies.error) : null}
        error={errorOf('urgencyId')}
      />
      <CatalogDropdown
        id={ids.impact}
        label={t('ticketCreate.fields.impact')}
        value={form.values.impactId}
        options={options(impacts.data?.data)}
        onChange={(value) => void form.setFieldValue('impactId', value)}
        placeholder={t('ticketCreate.placeholders.impact')}
        emptyMessage={t('grid.noResults')}
        loading={impacts.isLoading}
        loadError={impacts.error ? errorMessage(impacts.error) : null}
        error={errorOf('impactId')}
      />
      <FormField id={ids.priority} label={t('ticketCreate.fields.priority')} error={priority.error ? errorMessage(priority.error) : null}>
        <input id={ids.priority} className="p-inputtext w-full" value={priorityText} readOnly aria-readonly="true" />
      </FormField>
    </>
  );
}
