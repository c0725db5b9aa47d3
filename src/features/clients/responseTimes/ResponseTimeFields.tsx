import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogClientPrioritiesQuery, type ServiceResponseTimeRead } from '../../../api/tags/catalog';
import { ChoiceInput, NumberInput, ReadOnlyField } from '../../../shared/forms/fields';
import type { OptionSource } from '../../../shared/forms/fields/options';

/** The client's enabled priorities the service has no time for yet. */
function useFreePriorityOptions(clientId: number, taken: readonly number[]): OptionSource<number> {
  const priorities = useGetCatalogClientPrioritiesQuery({ onlyEnabled: true });
  const options = useMemo(
    () => (priorities.data?.data ?? []).filter((p) => p.clientId === clientId && !taken.includes(p.id)).map((p) => ({ value: p.id, label: p.name })),
    [priorities.data, clientId, taken],
  );
  return { options, loading: priorities.isLoading, error: priorities.error };
}

interface ResponseTimeFieldsProps {
  row: ServiceResponseTimeRead | null;
  clientId: number;
  taken: readonly number[];
}

/** A response time's fields: the priority (chosen once, shown afterwards) and its two SLA times. */
export function ResponseTimeFields({ row, clientId, taken }: ResponseTimeFieldsProps) {
  const { t } = useTranslation();
  const priorities = useFreePriorityOptions(clientId, taken);
  const label = (field: string) => t(`clients.responseTimes.fields.${field}`);
  return (
    <>
      {row ? (
        <ReadOnlyField label={label('clientPriorityId')} value={row.clientPriorityName ?? String(row.clientPriorityId)} />
      ) : (
        <ChoiceInput name="clientPriorityId" label={label('clientPriorityId')} source={priorities} required />
      )}
      <NumberInput name="attentionTime" label={t('clients.services.fields.attentionTime')} hint={t('clients.services.hints.attentionTime')} required />
      <NumberInput name="expirationTime" label={t('clients.services.fields.expirationTime')} hint={t('clients.services.hints.expirationTime')} required />
    </>
  );
}
