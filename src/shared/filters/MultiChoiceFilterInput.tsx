import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { FilterField } from '../forms/FilterForm';
import { namedMultiSelectPt } from '../ui/primeReaderFixes';
import type { FilterInputProps } from './filterInputProps';
import type { MultiChoiceFilterField } from './filterTypes';
import { useOptionSource } from './optionSource';

/** Several values from a list, shown as chips; none chosen means all. */
export function MultiChoiceFilterInput({ field, id, draft, change }: FilterInputProps<MultiChoiceFilterField<Record<string, unknown>>>) {
  const { t } = useTranslation();
  const source = useOptionSource(field, draft);
  const label = t(field.labelKey);
  const named = namedMultiSelectPt({ 'aria-label': label });
  return (
    <FilterField label={label} htmlFor={id}>
      <MultiSelect
        inputId={id}
        value={draft[field.name]}
        options={source.options}
        onChange={(e) => change({ [field.name]: e.value as unknown[] })}
        placeholder={t(field.allKey)}
        filter={field.search}
        loading={source.loading}
        aria-busy={source.loading}
        emptyMessage={field.emptyKey ? t(field.emptyKey) : undefined}
        emptyFilterMessage={field.emptyKey ? t(field.emptyKey) : undefined}
        // PrimeReact's select-all checkbox is unnamed and nests a second checkbox (axe): values are picked one by one.
        showSelectAll={false}
        display="chip"
        maxSelectedLabels={field.chips ?? 2}
        className={field.width ?? 'w-16rem'}
        // The list's search box is an InputText, named through its own root.
        pt={field.search ? { ...named, filterInput: { root: { 'aria-label': t('grid.filter.searchList', { list: label }) } } as object } : named}
      />
    </FilterField>
  );
}
