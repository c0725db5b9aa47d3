import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetCatalogWorkFlowOrderStatesQuery, useGetCatalogWorkFlowTypesByClientQuery } from '../../../../api/tags/catalog';
import type { WorkFlowOrderStateId } from '../../../../api/tags/ticket';
import { useEnabledClientOptions } from '../../../../domain/clients/useEnabledClientOptions';
import { FilterField, FilterForm } from '../../../../shared/forms/FilterForm';
import { useFilterDraft } from '../../../../shared/forms/useFilterDraft';
import { DateRangePicker } from '../../../../shared/ui/DateRangePicker';
import { useComboboxExpanded } from '../../../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../../../shared/validation/limits';
import { EMPTY_FILTER, type WorkOrderFilterValues } from './workOrderFilter';

/**
 * The work-order search's filters: text (key, workflow or location), client, workflow type (of the
 * client), state and creation dates, starting from the grid's filter (the remembered one). Nothing is
 * asked until "search"; "clear" searches everything again.
 */
export function WorkOrderFilters({ value, onSearch }: { value: WorkOrderFilterValues; onSearch: (values: WorkOrderFilterValues) => void }) {
  const { t } = useTranslation();
  const ids = { text: useId(), client: useId(), type: useId(), state: useId(), created: useId() };
  const { values, change, submit, clear } = useFilterDraft(EMPTY_FILTER, onSearch, { initial: value });
  const clients = useEnabledClientOptions();
  const types = useGetCatalogWorkFlowTypesByClientQuery({ clientId: values.clientId ?? 0 }, { skip: values.clientId === null });
  const states = useGetCatalogWorkFlowOrderStatesQuery();
  const expanded = { client: useComboboxExpanded(), type: useComboboxExpanded(), state: useComboboxExpanded() };

  const label = (key: string) => t(`workOrders.filters.${key}`);

  return (
    <FilterForm label={t('workOrders.filters.title')} onSubmit={submit} onClear={clear} className="surface-card border-round shadow-1 p-3">
      <FilterField label={label('text')} htmlFor={ids.text}>
        <input id={ids.text} type="search" className="p-inputtext" value={values.text} maxLength={LIMITS.workOrders.searchTextMax} onChange={(e) => change({ text: e.target.value })} />
      </FilterField>
      <FilterField label={label('client')} htmlFor={ids.client}>
        <Dropdown
          {...expanded.client}
          inputId={ids.client}
          value={values.clientId}
          options={clients.options}
          onChange={(e) => change({ clientId: (e.value as number | null) ?? null, workFlowTypeId: null })}
          placeholder={t('workOrders.filters.any')}
          showClear
          loading={clients.loading}
          style={{ minWidth: '12rem' }}
        />
      </FilterField>
      <FilterField label={label('workFlowType')} htmlFor={ids.type}>
        <Dropdown
          {...expanded.type}
          inputId={ids.type}
          value={values.workFlowTypeId}
          options={(types.currentData?.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          onChange={(e) => change({ workFlowTypeId: (e.value as number | null) ?? null })}
          placeholder={t(values.clientId === null ? 'workOrders.filters.clientFirst' : 'workOrders.filters.any')}
          emptyMessage={t('workOrders.create.noWorkFlowTypes')}
          disabled={values.clientId === null}
          showClear
          loading={types.isFetching}
          style={{ minWidth: '12rem' }}
        />
      </FilterField>
      <FilterField label={label('state')} htmlFor={ids.state}>
        <Dropdown
          {...expanded.state}
          inputId={ids.state}
          value={values.stateId}
          options={(states.data?.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(e) => change({ stateId: (e.value as WorkFlowOrderStateId | null) ?? null })}
          placeholder={t('workOrders.filters.any')}
          showClear
          loading={states.isLoading}
          style={{ minWidth: '10rem' }}
        />
      </FilterField>
      <FilterField label={label('created')} htmlFor={ids.created}>
        <DateRangePicker id={ids.created} value={values.created} onChange={(created) => change({ created })} maxDate={new Date()} />
      </FilterField>
    </FilterForm>
  );
}
