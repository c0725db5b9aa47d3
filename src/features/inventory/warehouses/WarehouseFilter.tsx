import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_READER_PT } from '../../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../../shared/validation/limits';
import { FilterField, FilterForm } from '../../../shared/forms/FilterForm';
import { trimmedText, useFilterDraft } from '../../../shared/forms/useFilterDraft';
import { EMPTY_WAREHOUSE_FILTER, type WarehouseFilterValues } from './warehouseFilter';
import { usePartnerOptions } from './warehouseOptions';

type State = 'all' | 'enabled' | 'disabled';
const stateOf = (enabled: boolean | null): State => (enabled === null ? 'all' : enabled ? 'enabled' : 'disabled');

/** Text (name, address, postal code or manager), state and partner. */
export function WarehouseFilter({ value, onSearch }: { value: WarehouseFilterValues; onSearch: (next: WarehouseFilterValues) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { values: draft, change, submit, clear } = useFilterDraft(EMPTY_WAREHOUSE_FILTER, onSearch, { initial: value, toSearch: trimmedText });
  const partners = usePartnerOptions();
  const states = (['all', 'enabled', 'disabled'] as const).map((state) => ({
    value: state,
    label: state === 'all' ? t('inventory.filter.all') : t(`inventory.warehouses.filter.${state}`),
  }));
  return (
    <FilterForm label={t('inventory.warehouses.filter.label')} onSubmit={submit} onClear={clear}>
      <FilterField htmlFor={`${id}-text`} label={t('inventory.warehouses.filter.text')}>
        <InputText id={`${id}-text`} value={draft.text} maxLength={LIMITS.warehouses.searchTextMax} onChange={(e) => change({ text: e.target.value })} className="w-18rem" />
      </FilterField>
      <FilterField htmlFor={`${id}-state`} label={t('inventory.warehouses.filter.state')}>
        <Dropdown
          inputId={`${id}-state`}
          value={stateOf(draft.enabled)}
          options={states}
          onChange={(e) => change({ enabled: e.value === 'all' ? null : e.value === 'enabled' })}
          className="w-10rem"
          pt={DROPDOWN_READER_PT}
        />
      </FilterField>
      <FilterField htmlFor={`${id}-partner`} label={t('inventory.warehouses.fields.partnerId')}>
        <Dropdown
          inputId={`${id}-partner`}
          value={draft.partnerId}
          options={partners.options}
          onChange={(e) => change({ partnerId: (e.value as number | null) ?? null })}
          placeholder={t('inventory.filter.all')}
          showClear
          loading={partners.loading}
          className="w-14rem"
          pt={DROPDOWN_READER_PT}
        />
      </FilterField>
    </FilterForm>
  );
}
