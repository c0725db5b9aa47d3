import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { OptionSource } from '../forms/fields/options';
import { FilterField } from '../forms/FilterForm';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../ui/primeReaderFixes';
import type { FilterInputProps } from './filterInputProps';
import type { ChoiceFilterField, FlagFilterField } from './filterTypes';
import { useOptionSource } from './optionSource';

type Props = FilterInputProps<ChoiceFilterField<Record<string, unknown>>>;

/** One value from a list: "all" is null (the placeholder of a clearable list, or its first option). */
export function ChoiceFilterInput(props: Props) {
  const source = useOptionSource(props.field, props.draft);
  return <ChoiceList {...props} source={source} />;
}

function ChoiceList({ field, id, draft, change, source }: Props & { source: OptionSource<unknown> }) {
  const { t } = useTranslation();
  const expanded = useComboboxExpanded();
  const enabled = field.enabledWhen?.test(draft) ?? true;
  const options = field.all?.inList ? [{ value: null, label: t(field.all.labelKey) }, ...source.options] : source.options;
  const placeholder = !enabled ? t(field.enabledWhen!.placeholderKey) : field.all ? t(field.all.labelKey) : undefined;
  const resets = Object.fromEntries((field.resets ?? []).map((name) => [name, null]));
  return (
    <FilterField label={t(field.labelKey)} htmlFor={id}>
      <Dropdown
        {...expanded}
        inputId={id}
        value={draft[field.name]}
        options={enabled ? options : []}
        onChange={(e) => change({ [field.name]: (e.value as unknown) ?? null, ...resets })}
        placeholder={placeholder}
        showClear={Boolean(field.all && !field.all.inList)}
        filter={field.search}
        loading={source.loading}
        aria-busy={source.loading}
        disabled={!enabled}
        emptyMessage={field.emptyKey ? t(field.emptyKey) : undefined}
        emptyFilterMessage={field.emptyKey ? t(field.emptyKey) : undefined}
        className={field.width ?? 'w-14rem'}
        pt={DROPDOWN_READER_PT}
      />
    </FilterField>
  );
}

type Tri = 'all' | 'yes' | 'no';
const toTri = (value: unknown): Tri => (value === true ? 'yes' : value === false ? 'no' : 'all');
const fromTri = (value: Tri) => (value === 'all' ? null : value === 'yes');

/** All / yes / no over a boolean | null value. */
export function FlagFilterInput({ field, id, draft, change }: FilterInputProps<FlagFilterField<Record<string, unknown>>>) {
  const { t } = useTranslation();
  const expanded = useComboboxExpanded();
  const options = [
    { value: 'all', label: t(field.allKey) },
    { value: 'yes', label: t(field.yesKey) },
    { value: 'no', label: t(field.noKey) },
  ];
  return (
    <FilterField label={t(field.labelKey)} htmlFor={id}>
      <Dropdown
        {...expanded}
        inputId={id}
        value={toTri(draft[field.name])}
        options={options}
        onChange={(e) => change({ [field.name]: fromTri(e.value as Tri) })}
        className={field.width ?? 'w-12rem'}
        pt={DROPDOWN_READER_PT}
      />
    </FilterField>
  );
}
