import { useId, useState, type FormEvent } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../ui/FilterActions';
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
  const [draft, setDraft] = useState(value);
  const states = [
    { label: t('catalogues.filter.all'), value: 'all' },
    { label: t('catalogues.filter.enabled'), value: 'enabled' },
    { label: t('catalogues.filter.disabled'), value: 'disabled' },
  ];
  const stateValue = draft.enabled === null ? 'all' : draft.enabled ? 'enabled' : 'disabled';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ text: draft.text.trim(), enabled: draft.enabled });
  };

  return (
    <form role="search" aria-label={t('catalogues.filter.label')} className="flex flex-wrap align-items-end gap-3" onSubmit={submit}>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-text`} className="font-medium">
          {t('catalogues.filter.text')}
        </label>
        <InputText id={`${id}-text`} value={draft.text} maxLength={LIMITS.generalTextMax} onChange={(e) => setDraft({ ...draft, text: e.target.value })} className="w-18rem" />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-state`} className="font-medium">
          {t('catalogues.filter.state')}
        </label>
        <Dropdown
          inputId={`${id}-state`}
          value={stateValue}
          options={states}
          onChange={(e) => setDraft({ ...draft, enabled: e.value === 'all' ? null : e.value === 'enabled' })}
          className="w-12rem"
          pt={DROPDOWN_READER_PT}
        />
      </div>
      <FilterActions onClear={() => {
          setDraft(EMPTY_CATALOGUE_FILTER);
          onSearch(EMPTY_CATALOGUE_FILTER);
        }} />
    </form>
  );
}
