import { useId, useMemo } from 'react';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import type { ComponentStatusId } from '../../../api/tags/inventory';
import { COMPONENT_STATUS_IDS, componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { FilterField, FilterForm } from '../../../shared/forms/FilterForm';
import { trimmedText, useFilterDraft } from '../../../shared/forms/useFilterDraft';
import { namedMultiSelectPt } from '../../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../../shared/validation/limits';
import { EMPTY_COMPONENT_FILTER, type ComponentFilterValues } from './componentFilter';
import { usePlaceOptions, type InventoryScope } from '../placeOptions';

interface ComponentFilterProps {
  scope: InventoryScope;
  value: ComponentFilterValues;
  onSearch: (next: ComponentFilterValues) => void;
}

/** Places of the view (warehouses or task forces), component statuses and a text. */
export function ComponentFilter({ scope, value, onSearch }: ComponentFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const { values: draft, change, submit, clear } = useFilterDraft(EMPTY_COMPONENT_FILTER, onSearch, { initial: value, toSearch: trimmedText });
  const places = usePlaceOptions(scope);
  const statuses = useMemo(() => {
    const name = componentStatusNameIn(t);
    return COMPONENT_STATUS_IDS.map((statusId) => ({ value: statusId, label: name(statusId) }));
  }, [t]);
  const placesLabel = t(`inventory.views.${scope}.places`);
  const statusesLabel = t('inventory.views.statuses');
  return (
    <FilterForm label={t(`inventory.views.${scope}.filterLabel`)} onSubmit={submit} onClear={clear}>
      <FilterField htmlFor={`${id}-places`} label={placesLabel}>
        <MultiSelect
          inputId={`${id}-places`}
          value={draft.placeIds}
          options={places.options}
          onChange={(e) => change({ placeIds: e.value as number[] })}
          placeholder={t('inventory.filter.all')}
          filter
          // PrimeReact's select-all checkbox is unnamed and nests a second checkbox (axe); places are picked one by one.
          showSelectAll={false}
          display="chip"
          maxSelectedLabels={3}
          className="w-20rem"
          // The list's search box is an InputText, named through its own root.
          pt={{ ...namedMultiSelectPt({ 'aria-label': placesLabel }), filterInput: { root: { 'aria-label': t('inventory.filter.searchList', { list: placesLabel }) } } as object }}
        />
      </FilterField>
      <FilterField htmlFor={`${id}-statuses`} label={statusesLabel}>
        <MultiSelect
          inputId={`${id}-statuses`}
          value={draft.componentStatusIds}
          options={statuses}
          onChange={(e) => change({ componentStatusIds: e.value as ComponentStatusId[] })}
          placeholder={t('inventory.filter.all')}
          showSelectAll={false}
          display="chip"
          maxSelectedLabels={2}
          className="w-16rem"
          pt={namedMultiSelectPt({ 'aria-label': statusesLabel })}
        />
      </FilterField>
      <FilterField htmlFor={`${id}-text`} label={t('inventory.views.text')}>
        <InputText id={`${id}-text`} value={draft.text} maxLength={LIMITS.inventory.searchTextMax} onChange={(e) => change({ text: e.target.value })} className="w-18rem" />
      </FilterField>
    </FilterForm>
  );
}
