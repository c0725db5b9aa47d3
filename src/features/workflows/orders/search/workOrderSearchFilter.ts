import { useMemo } from 'react';
import { useGetCatalogWorkFlowOrderStatesQuery, useGetCatalogWorkFlowTypesByClientQuery } from '../../../../api/tags/catalog';
import { useEnabledClientOptions } from '../../../../domain/clients/useEnabledClientOptions';
import type { OptionSource } from '../../../../shared/forms/fields/options';
import type { FilterDescription } from '../../../../shared/filters/filterTypes';
import { LIMITS } from '../../../../shared/validation/limits';
import { EMPTY_FILTER, type WorkOrderFilterValues } from './workOrderFilter';

/** The workflow types of the chosen client (none read before a client is chosen). */
function useWorkFlowTypeOptions({ clientId }: WorkOrderFilterValues): OptionSource<number> {
  const types = useGetCatalogWorkFlowTypesByClientQuery({ clientId: clientId ?? 0 }, { skip: clientId === null });
  const options = useMemo(() => (types.currentData?.data ?? []).map((type) => ({ value: type.id, label: type.name })), [types.currentData]);
  return { options, loading: types.isFetching, error: types.error };
}

function useStateOptions(): OptionSource<number> {
  const states = useGetCatalogWorkFlowOrderStatesQuery();
  const options = useMemo(() => (states.data?.data ?? []).map((s) => ({ value: s.id, label: s.name })), [states.data]);
  return { options, loading: states.isLoading, error: states.error };
}

const ANY = { labelKey: 'workOrders.filters.any' };

/**
 * The work-order search's filters: text (key, workflow or location), client, workflow type (of the
 * client), state and creation dates.
 */
export const workOrderSearchFilter: FilterDescription<WorkOrderFilterValues> = {
  labelKey: 'workOrders.filters.title',
  empty: EMPTY_FILTER,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'workOrders.filters.text', max: LIMITS.workOrders.searchTextMax },
    // A workflow type belongs to its client: another client empties it.
    { kind: 'choice', name: 'clientId', labelKey: 'workOrders.filters.client', all: ANY, useOptions: useEnabledClientOptions, resets: ['workFlowTypeId'] },
    {
      kind: 'choice', name: 'workFlowTypeId', labelKey: 'workOrders.filters.workFlowType', all: ANY, useOptions: useWorkFlowTypeOptions,
      enabledWhen: { test: (draft) => draft.clientId !== null, placeholderKey: 'workOrders.filters.clientFirst' }, emptyKey: 'workOrders.create.noWorkFlowTypes',
    },
    { kind: 'choice', name: 'stateId', labelKey: 'workOrders.filters.state', all: ANY, useOptions: useStateOptions, width: 'w-12rem' },
    { kind: 'dateRange', name: 'created', labelKey: 'workOrders.filters.created' },
  ],
};
