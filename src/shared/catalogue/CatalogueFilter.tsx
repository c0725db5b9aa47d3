import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { FilterField, FilterForm } from '../forms/FilterForm';
import { trimmedText, useFilterDraft } from '../forms/useFilterDraft';
import { LIMITS } from '../validation/limits';
import { DROPDOWN_READER_PT } from '../ui/primeReaderFixes';

export interface CatalogueFilterValues {
  text: string;
  /** null: all; true: enabled only; false: disabled only. */
  enabled: boolean | null;
}

export const EMPTY_CATALOGUE_FILTER: CatalogueFilterValues = { text: '', enabled: null };

/** A stored filter read back; anything malformed is the empty filter's value. */
export function parseCatalogueFilter(stored: Readonly<Record<string, unknown>>): CatalogueFilterValues {
  return {
    text: typeof stored.text === 'string' ? stored.text.slice(0, LIMITS.generalTextMax) : '',
    enabled: typeof stored.enabled === 'boolean' ? stored.enabled : null,
  };
}

/** Text and state, searched with the button or Enter; "Limpiar" searches everything again. */
export function CatalogueFilter({ value, onSearch }: { value: CatalogueFilterValues; onSearch: (next: CatalogueFilterValues) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { values: draft, change, submit, clear } = useFilterDraft(EMPTY_CATALOGUE_FILTER, onSearch, { initial: value, toSearch: trimmedText });
  const states = [
    { label: t('catalogues.filter.all'), value: 'all' },
    { label: t('catalogues.filter.enabled'), value: 'enabled' },
    { label: t('catalogues.filter.disabled'), value: 'disabled' },
  ];
  const stateValue = draft.enabled === null ? 'all' : draft.enabled ? 'enabled' : 'disabled';

  return (
    <FilterForm label={t('catalogues.filter.label')} onSubmit={submit} onClear={clear}>
      <FilterField label={t('catalogues.filter.text')} htmlFor={`${id}-text`}>
        <InputText id={`${id}-text`} value={draft.text} maxLength={LIMITS.generalTextMax} onChange={(e) => change({ text: e.target.value })} className="w-18rem" />
      </FilterField>
      <FilterField label={t('catalogues.filter.state')} htmlFor={`${id}-state`}>
        <Dropdown
          inputId={`${id}-state`}
          value={stateValue}
          options={states}
          onChange={(e) => change({ enabled: e.value === 'all' ? null : e.value === 'enabled' })}
          className="w-12rem"
          pt={DROPDOWN_READER_PT}
        />
      </FilterField>
    </FilterForm>
  );
}
