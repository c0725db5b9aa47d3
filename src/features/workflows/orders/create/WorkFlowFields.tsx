import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetCatalogEnabledClientsQuery, useGetCatalogWorkFlowsQuery, useGetCatalogWorkFlowTypesByClientQuery, type WorkFlowSummary } from '../../../../api/tags/catalog';
import { ChoiceInput } from '../../../../shared/forms/fields';
import { LocationInput } from '../../../../domain/locations/LocationInput';
import type { CreateWorkOrderValues } from './createWorkOrderSchema';

/**
 * What the order runs and where: client, workflow type (of the client), workflow (of both) and the
 * client's location. Each pick clears the picks that depend on it. An empty list is a reason the order
 * cannot be made (spec 000 section 8), shown on its field.
 */
export function WorkFlowFields({ workFlow }: { workFlow: WorkFlowSummary | null }) {
  const { t } = useTranslation();
  const form = useFormikContext<CreateWorkOrderValues>();
  const { clientId, workFlowTypeId } = form.values;

  const clients = useGetCatalogEnabledClientsQuery();
  const types = useGetCatalogWorkFlowTypesByClientQuery({ clientId: clientId ?? 0 }, { skip: clientId === null });
  const workFlows = useGetCatalogWorkFlowsQuery({ clientId: clientId ?? 0, workFlowTypeId: workFlowTypeId ?? 0 }, { skip: clientId === null || workFlowTypeId === null });

  const clientOptions = (clients.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.number} · ${c.name}` }));
  const typeOptions = (types.currentData?.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  const workFlowOptions = (workFlows.currentData?.data ?? []).map((w) => ({ value: w.id, label: `${w.workFlowKey} · ${w.name}` }));

  const clearPicks = (...fields: (keyof CreateWorkOrderValues)[]) => fields.forEach((field) => void form.setFieldValue(field, null));
  // The spec's reason when the answer leaves nothing to pick (a failed read is said by the field).
  const emptyReason = (query: { currentData?: { data: unknown[] } }, emptyKey: string) => (query.currentData?.data.length === 0 ? t(emptyKey) : null);
  const noStages = workFlow !== null && workFlow.stageCount === 0 ? t('workOrders.create.noStages') : null;

  return (
    <>
      <ChoiceInput
        name="clientId"
        label={t('workOrders.fields.client')}
        source={{ options: clientOptions, loading: clients.isLoading, error: clients.error }}
        required
        placeholder={t('workOrders.create.placeholders.client')}
        emptyMessage={t('workOrders.create.empty.clients')}
        onPicked={() => clearPicks('workFlowTypeId', 'workFlowId', 'locationId')}
      />
      <ChoiceInput
        name="workFlowTypeId"
        label={t('workOrders.fields.workFlowType')}
        source={{ options: typeOptions, loading: types.isFetching, error: types.error }}
        required
        placeholder={t(clientId === null ? 'workOrders.create.placeholders.clientFirst' : 'workOrders.create.placeholders.workFlowType')}
        emptyMessage={t('workOrders.create.noWorkFlowTypes')}
        disabled={clientId === null}
        problem={emptyReason(types, 'workOrders.create.noWorkFlowTypes')}
        onPicked={() => clearPicks('workFlowId')}
      />
      <ChoiceInput
        name="workFlowId"
        label={t('workOrders.fields.workFlow')}
        source={{ options: workFlowOptions, loading: workFlows.isFetching, error: workFlows.error }}
        required
        placeholder={t(workFlowTypeId === null ? 'workOrders.create.placeholders.typeFirst' : 'workOrders.create.placeholders.workFlow')}
        emptyMessage={t('workOrders.create.noWorkFlows')}
        disabled={workFlowTypeId === null}
        problem={emptyReason(workFlows, 'workOrders.create.noWorkFlows') ?? noStages}
      />
      <LocationInput name="locationId" label={t('workOrders.fields.location')} clientId={clientId} required />
    </>
  );
}
