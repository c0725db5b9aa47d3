import { useId } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetCatalogEnabledClientsQuery, useGetCatalogWorkFlowsQuery, useGetCatalogWorkFlowTypesByClientQuery, type WorkFlowSummary } from '../../../../api/tags/catalog';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { CatalogDropdown } from '../../../../shared/forms/CatalogDropdown';
import { LocationField } from '../../../../domain/locations/LocationField';
import type { CreateWorkOrderValues } from './createWorkOrderSchema';

interface WorkFlowFieldsProps {
  form: FormikProps<CreateWorkOrderValues>;
  /** The chosen workflow, once its list has it. */
  workFlow: WorkFlowSummary | null;
  errorOf: (field: keyof CreateWorkOrderValues) => string | null;
}

/**
 * What the order runs and where: client, workflow type (of the client), workflow (of both) and the
 * client's location. Each pick clears the picks that depend on it. An empty list is a reason the order
 * cannot be made (spec 000 section 8), shown on its field.
 */
export function WorkFlowFields({ form, workFlow, errorOf }: WorkFlowFieldsProps) {
  const { t } = useTranslation();
  const ids = { client: useId(), type: useId(), workFlow: useId(), location: useId() };
  const errorMessage = useApiErrorMessage();
  const { clientId, workFlowTypeId } = form.values;

  const clients = useGetCatalogEnabledClientsQuery();
  const types = useGetCatalogWorkFlowTypesByClientQuery({ clientId: clientId ?? 0 }, { skip: clientId === null });
  const workFlows = useGetCatalogWorkFlowsQuery({ clientId: clientId ?? 0, workFlowTypeId: workFlowTypeId ?? 0 }, { skip: clientId === null || workFlowTypeId === null });

  const clientOptions = (clients.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.number} · ${c.name}` }));
  const typeOptions = (types.currentData?.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  const workFlowOptions = (workFlows.currentData?.data ?? []).map((w) => ({ value: w.id, label: `${w.workFlowKey} · ${w.name}` }));

  const change = (changes: Partial<CreateWorkOrderValues>) => void form.setValues({ ...form.values, ...changes });
  // A read that failed, else the spec's reason when the answer leaves nothing to pick.
  const problemOf = (query: { error?: unknown; currentData?: { data: unknown[] } }, emptyKey: string) =>
    query.error ? errorMessage(query.error) : query.currentData?.data.length === 0 ? t(emptyKey) : null;
  const noStages = workFlow !== null && workFlow.stageCount === 0 ? t('workOrders.create.noStages') : null;

  return (
    <>
      <CatalogDropdown
        id={ids.client}
        label={t('workOrders.fields.client')}
        value={clientId}
        options={clientOptions}
        onChange={(value) => change({ clientId: value, workFlowTypeId: null, workFlowId: null, locationId: null })}
        placeholder={t('workOrders.create.placeholders.client')}
        emptyMessage={t('workOrders.create.empty.clients')}
        loading={clients.isLoading}
        loadError={clients.error ? errorMessage(clients.error) : null}
        error={errorOf('clientId')}
      />
      <CatalogDropdown
        id={ids.type}
        label={t('workOrders.fields.workFlowType')}
        value={workFlowTypeId}
        options={typeOptions}
        onChange={(value) => change({ workFlowTypeId: value, workFlowId: null })}
        placeholder={t(clientId === null ? 'workOrders.create.placeholders.clientFirst' : 'workOrders.create.placeholders.workFlowType')}
        emptyMessage={t('workOrders.create.noWorkFlowTypes')}
        loading={types.isFetching}
        disabled={clientId === null}
        loadError={problemOf(types, 'workOrders.create.noWorkFlowTypes')}
        error={errorOf('workFlowTypeId')}
      />
      <CatalogDropdown
        id={ids.workFlow}
        label={t('workOrders.fields.workFlow')}
        value={form.values.workFlowId}
        options={workFlowOptions}
        onChange={(value) => change({ workFlowId: value })}
        placeholder={t(workFlowTypeId === null ? 'workOrders.create.placeholders.typeFirst' : 'workOrders.create.placeholders.workFlow')}
        emptyMessage={t('workOrders.create.noWorkFlows')}
        loading={workFlows.isFetching}
        disabled={workFlowTypeId === null}
        loadError={problemOf(workFlows, 'workOrders.create.noWorkFlows') ?? noStages}
        error={errorOf('workFlowId')}
      />
      {/* Keyed by client: another client's locations start a fresh search. */}
      <LocationField key={clientId ?? 'none'} id={ids.location} clientId={clientId} onChange={(locationId) => change({ locationId })} error={errorOf('locationId')} />
    </>
  );
}
