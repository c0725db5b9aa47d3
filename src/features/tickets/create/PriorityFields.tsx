import { useTranslation } from 'react-i18next';
import { useGetCatalogImpactsQuery, useGetCatalogUrgenciesQuery, type Priority } from '../../../api/tags/catalog';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { ChoiceInput, ReadOnlyField } from '../../../shared/forms/fields';

/** The priority the assignment matrix gives for the chosen urgency and impact. */
interface PriorityFieldsProps {
  priority: { data: Priority | null; isFetching: boolean; error: unknown };
}

/** Enabled entries of a catalogue read as options. */
const optionsOf = (query: { data?: { data: { id: number; name: string; enabled: boolean }[] }; isLoading: boolean; error?: unknown }) => ({
  options: (query.data?.data ?? []).filter((r) => r.enabled).map((r) => ({ value: r.id, label: r.name })),
  loading: query.isLoading,
  error: query.error,
});

/** Urgency and impact, and the priority they give, shown read-only (spec 002: assignment priority). */
export function PriorityFields({ priority }: PriorityFieldsProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const urgencies = useGetCatalogUrgenciesQuery();
  const impacts = useGetCatalogImpactsQuery();

  const priorityText = priority.isFetching
    ? t('ticketCreate.priorityLoading')
    : (priority.data?.name ?? (priority.error ? '' : t('ticketCreate.priorityPending')));

  return (
    <>
      <ChoiceInput name="urgencyId" label={t('ticketCreate.fields.urgency')} source={optionsOf(urgencies)} required
        placeholder={t('ticketCreate.placeholders.urgency')} emptyMessage={t('grid.noResults')} />
      <ChoiceInput name="impactId" label={t('ticketCreate.fields.impact')} source={optionsOf(impacts)} required
        placeholder={t('ticketCreate.placeholders.impact')} emptyMessage={t('grid.noResults')} />
      <ReadOnlyField label={t('ticketCreate.fields.priority')} value={priorityText} error={priority.error ? errorMessage(priority.error) : null} />
    </>
  );
}
