import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import type { TicketSearchFilter } from '../../../api/tags/ticket';
import { DateRangePicker, type DateRange } from '../../../shared/ui/DateRangePicker';
import { useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';
import { filterErrorText, filterSchema } from './filterSchema';
import {
  emptyFilterValues,
  FILTER_SECTIONS,
  hasCondition,
  type DateField,
  type FilterField,
  type FlagField,
  type IdField,
  type ListField,
  type TextField,
  type TicketFilterValues,
} from '../../../domain/tickets/search/filterValues';
import { toSearchFilter } from '../../../domain/tickets/search/toSearchFilter';
import { useFilterOptions } from './useFilterOptions';
import { useLastFilter } from './useLastFilter';

export interface TicketFilterPanelProps {
  /** Values to start from; when absent, the screen's last submitted filter, else an empty filter. */
  initialValues?: Partial<TicketFilterValues>;
  /** Called with the request's filter fields (see `toSearchFilter`) and the form values on Search. */
  onSearch: (filter: Partial<TicketSearchFilter>, values: TicketFilterValues) => void;
  /** Called after Clear has emptied the form and forgotten the remembered filter. */
  onClear?: () => void;
  /** Storage key of the remembered filter; the current path without slashes by default. */
  screenKey?: string;
  /** Remember the last submitted filter (default true). */
  remember?: boolean;
}

const NUMERIC: readonly TextField[] = ['numberService', 'ticketId', 'externalEventId'];
const DECIMAL: readonly TextField[] = ['fromPercent', 'toPercent'];

const sectionsWith = (predicate: (field: FilterField) => boolean): number[] =>
  FILTER_SECTIONS.flatMap((section, index) => (section.fields.some(predicate) ? [index] : []));

/** The advanced ticket search filter (spec 000 sections 2, 3 and 5), in collapsible sections. */
export function TicketFilterPanel({ initialValues, onSearch, onClear, screenKey, remember = true }: TicketFilterPanelProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const idOf = (field: FilterField) => `${baseId}-${field}`;
  const last = useLastFilter(screenKey);

  const [startValues] = useState<TicketFilterValues>(() => ({
    ...emptyFilterValues(),
    ...(initialValues ?? (remember ? last.lastValues : null) ?? {}),
  }));
  const [openSections, setOpenSections] = useState<number[]>(() => {
    const withValues = sectionsWith((field) => hasCondition(startValues, field));
    return withValues.length ? withValues : [0];
  });

  const options = useFilterOptions();

  const form = useFormik<TicketFilterValues>({
    initialValues: startValues,
    validationSchema: filterSchema,
    onSubmit: (values) => {
      if (remember) last.save(values);
      onSearch(toSearchFilter(values), values);
    },
  });

  const errorKey = (field: FilterField): string | null => {
    const error = (form.errors as Record<string, unknown>)[field];
    const touched = (form.touched as Record<string, unknown>)[field];
    return typeof error === 'string' && (touched || form.submitCount > 0) ? error : null;
  };
  const errorId = (field: FilterField) => `${idOf(field)}-error`;
  const describedBy = (field: FilterField) => (errorKey(field) ? errorId(field) : undefined);
  const label = (field: FilterField) => t(`ticketFilter.fields.${field}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.validateForm().then((errors: FormikErrors<TicketFilterValues>) => {
      const invalid = sectionsWith((field) => Boolean((errors as Record<string, unknown>)[field]));
      if (invalid.length) setOpenSections((open) => [...new Set([...open, ...invalid])].sort((a, b) => a - b));
      return form.submitForm();
    });
  };

  const clear = () => {
    form.resetForm({ values: emptyFilterValues() });
    if (remember) last.forget();
    onClear?.();
  };

  const wrap = (field: FilterField, control: ReactNode, labelFirst = true) => (
    <div key={field} className={`col-12 md:col-6 xl:col-4 flex ${labelFirst ? 'flex-column gap-1' : 'align-items-center gap-2'}`}>
      {labelFirst && (
        <label htmlFor={idOf(field)} className="font-medium">
          {label(field)}
        </label>
      )}
      {control}
      {!labelFirst && <label htmlFor={idOf(field)}>{label(field)}</label>}
      {errorKey(field) && (
        <small id={errorId(field)} className="p-error w-full">
          {filterErrorText(t, field, errorKey(field)!)}
        </small>
      )}
    </div>
  );

  const textInput = (field: TextField) =>
    wrap(
      field,
      <InputText
        id={idOf(field)}
        name={field}
        value={form.values[field]}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        inputMode={NUMERIC.includes(field) ? 'numeric' : DECIMAL.includes(field) ? 'decimal' : field === 'assignedEngineerEmail' ? 'email' : undefined}
        autoComplete="off"
        className={`w-full ${errorKey(field) ? 'p-invalid' : ''}`}
        aria-invalid={Boolean(errorKey(field))}
        aria-describedby={describedBy(field)}
      />,
    );

  const single = (field: IdField) =>
    wrap(
      field,
      <FilterDropdown
        inputId={idOf(field)}
        value={form.values[field]}
        options={options[field].items}
        optionLabel="name"
        optionValue="id"
        onChange={(e) => void form.setFieldValue(field, e.value ?? null)}
        onBlur={() => void form.setFieldTouched(field, true)}
        placeholder={t('ticketFilter.placeholders.select')}
        emptyMessage={t('ticketFilter.noOptions')}
        emptyFilterMessage={t('ticketFilter.noOptions')}
        loading={options[field].loading}
        aria-busy={options[field].loading}
        filter
        showClear
        className="w-full"
      />,
    );

  const multi = (field: ListField) =>
    wrap(
      field,
      <MultiSelect
        inputId={idOf(field)}
        value={form.values[field]}
        options={options[field].items}
        optionLabel="name"
        optionValue="id"
        onChange={(e) => void form.setFieldValue(field, (e.value as number[] | null) ?? [])}
        onBlur={() => void form.setFieldTouched(field, true)}
        placeholder={t('ticketFilter.placeholders.all')}
        emptyMessage={t('ticketFilter.noOptions')}
        emptyFilterMessage={t('ticketFilter.noOptions')}
        selectedItemsLabel={t('ticketFilter.selectedCount', { count: form.values[field].length })}
        maxSelectedLabels={3}
        display="comma"
        loading={options[field].loading}
        aria-busy={options[field].loading}
        filter
        showClear
        className="w-full"
      />,
    );

  const checkbox = (field: FlagField) =>
    wrap(
      field,
      <Checkbox inputId={idOf(field)} name={field} checked={form.values[field]} onChange={(e) => void form.setFieldValue(field, Boolean(e.checked))} />,
      false,
    );

  const dateRange = (field: DateField) =>
    wrap(
      field,
      <DateRangePicker
        id={idOf(field)}
        ariaLabel={label(field)}
        value={form.values[field]}
        onChange={(range: DateRange) => void form.setFieldValue(field, range)}
        onBlur={() => void form.setFieldTouched(field, true)}
        invalid={Boolean(errorKey(field))}
        ariaDescribedBy={describedBy(field)}
      />,
    );

  const control = (field: FilterField): ReactNode => {
    switch (field) {
      case 'projectId':
      case 'delayClassificationId':
      case 'serviceTypeId':
      case 'serviceClassId':
        return single(field);
      case 'ticketsStatusIds':
      case 'partnerIds':
        return multi(field);
      case 'remote':
      case 'External':
        return checkbox(field);
      case 'creationDate':
      case 'scheduleDate':
      case 'closedDate':
      case 'cancelledDate':
      case 'startDate':
      case 'attendDate':
        return dateRange(field);
      default:
        return textInput(field);
    }
  };

  return (
    <form role="search" aria-label={t('ticketFilter.title')} className="flex flex-column gap-3" onSubmit={submit} noValidate>
      <Accordion multiple activeIndex={openSections} onTabChange={(e) => setOpenSections(Array.isArray(e.index) ? e.index : [e.index])}>
        {FILTER_SECTIONS.map((section) => (
          <AccordionTab key={section.key} header={t(`ticketFilter.sections.${section.key}`)}>
            <div className="grid formgrid p-fluid">{section.fields.map(control)}</div>
          </AccordionTab>
        ))}
      </Accordion>
      <div className="flex gap-2 justify-content-end">
        <button type="button" className="p-button p-button-outlined" onClick={clear}>
          <span className="pi pi-filter-slash mr-2" aria-hidden="true" />
          {t('ticketFilter.actions.clear')}
        </button>
        <button type="submit" className="p-button" disabled={form.isSubmitting}>
          <span className="pi pi-search mr-2" aria-hidden="true" />
          {t('ticketFilter.actions.search')}
        </button>
      </div>
    </form>
  );
}

/** A single-choice filter whose focused input says whether its list is open (one hook per dropdown). */
function FilterDropdown(props: DropdownProps) {
  const expanded = useComboboxExpanded();
  return <Dropdown {...props} {...expanded} />;
}

export default TicketFilterPanel;
