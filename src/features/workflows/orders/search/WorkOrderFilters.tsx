import { useId, useState, type FormEvent } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetCatalogEnabledClientsQuery, useGetCatalogWorkFlowOrderStatesQuery, useGetCatalogWorkFlowTypesByClientQuery } from '../../../../api/tags/catalog';
import type { WorkFlowOrderStateId } from '../../../../api/tags/ticket';
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
  const [values, setValues] = useState<WorkOrderFilterValues>(value);
  const clients = useGetCatalogEnabledClientsQuery();
  const types = useGetCatalogWorkFlowTypesByClientQuery({ clientId: values.clientId ?? 0 }, { skip: values.clientId === null });
  const states = useGetCatalogWorkFlowOrderStatesQuery();
  const expanded = { client: useComboboxExpanded(), type: useComboboxExpanded(), state: useComboboxExpanded() };

  const change = (changes: Partial<WorkOrderFilterValues>) => setValues((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  const clear = () => {
    setValues(EMPTY_FILTER);
    onSearch(EMPTY_FILTER);
  };
  const label = (id: string, key: string) => (
    <label htmlFor={id} className="font-medium">
      {t(`workOrders.filters.${key}`)}
    </label>
  );

  return (
    <form className="surface-card border-round shadow-1 p-3 flex flex-wrap align-items-end gap-3" noValidate onSubmit={submit} aria-label={t('workOrders.filters.title')}>
      <div className="flex flex-column gap-1">
        {label(ids.text, 'text')}
        <input id={ids.text} type="search" className="p-inputtext" value={values.text} maxLength={LIMITS.workOrders.searchTextMax} onChange={(e) => change({ text: e.target.value })} />
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.client, 'client')}
        <Dropdown
          {...expanded.client}
          inputId={ids.client}
          value={values.clientId}
          options={(clients.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(e) => change({ clientId: (e.value as number | null) ?? null, workFlowTypeId: null })}
          placeholder={t('workOrders.filters.any')}
          showClear
          loading={clients.isLoading}
          style={{ minWidth: '12rem' }}
        />
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.type, 'workFlowType')}
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
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.state, 'state')}
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
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.created, 'created')}
        <DateRangePicker id={ids.created} value={values.created} onChange={(created) => change({ created })} maxDate={new Date()} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="p-button">
          <span className="pi pi-search mr-2" aria-hidden="true" />
          {t('workOrders.filters.search')}
        </button>
        <button type="button" className="p-button p-button-text" onClick={clear}>
          {t('workOrders.filters.clear')}
        </button>
      </div>
    </form>
  );
}
