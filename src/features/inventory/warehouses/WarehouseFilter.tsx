import { useId, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_READER_PT } from '../../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../../shared/validation/limits';
import { FilterBar, FilterField } from '../FilterBar';
import { EMPTY_WAREHOUSE_FILTER, type WarehouseFilterValues } from './warehouseFilter';
import { usePartnerOptions } from './warehouseOptions';

type State = 'all' | 'enabled' | 'disabled';
const stateOf = (enabled: boolean | null): State => (enabled === null ? 'all' : enabled ? 'enabled' : 'disabled');

/** Text (name, address, postal code or manager), state and partner. */
export function WarehouseFilter({ value, onSearch }: { value: WarehouseFilterValues; onSearch: (next: WarehouseFilterValues) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const partners = usePartnerOptions();
  const states = (['all', 'enabled', 'disabled'] as const).map((state) => ({
    value: state,
    label: state === 'all' ? t('inventory.filter.all') : t(`inventory.warehouses.filter.${state}`),
  }));
  const clear = () => {
    setDraft(EMPTY_WAREHOUSE_FILTER);
    onSearch(EMPTY_WAREHOUSE_FILTER);
  };
  return (
    <FilterBar label={t('inventory.warehouses.filter.label')} onSearch={() => onSearch({ ...draft, text: draft.text.trim() })} onClear={clear}>
      <FilterField id={`${id}-text`} label={t('inventory.warehouses.filter.text')}>
        <InputText id={`${id}-text`} value={draft.text} maxLength={LIMITS.warehouses.searchTextMax} onChange={(e) => setDraft({ ...draft, text: e.target.value })} className="w-18rem" />
      </FilterField>
      <FilterField id={`${id}-state`} label={t('inventory.warehouses.filter.state')}>
        <Dropdown
          inputId={`${id}-state`}
          value={stateOf(draft.enabled)}
          options={states}
          onChange={(e) => setDraft({ ...draft, enabled: e.value === 'all' ? null : e.value === 'enabled' })}
          className="w-10rem"
          pt={DROPDOWN_READER_PT}
        />
      </FilterField>
      <FilterField id={`${id}-partner`} label={t('inventory.warehouses.fields.partnerId')}>
        <Dropdown
          inputId={`${id}-partner`}
          value={draft.partnerId}
          options={partners.options}
          onChange={(e) => setDraft({ ...draft, partnerId: (e.value as number | null) ?? null })}
          placeholder={t('inventory.filter.all')}
          showClear
          loading={partners.loading}
          className="w-14rem"
          pt={DROPDOWN_READER_PT}
        />
      </FilterField>
    </FilterBar>
  );
}
