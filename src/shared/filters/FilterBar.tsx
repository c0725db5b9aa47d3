import { useId, useMemo, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../forms/FilterForm';
import { useFilterDraft } from '../forms/useFilterDraft';
import { filterProblems, searchOf } from './filterChecks';
import { FilterInput } from './FilterInput';
import { FilterMessage } from './FilterMessage';
import { FilterSections, useOpenSections } from './FilterSections';
import type { FilterDescription, FilterFieldDescription } from './filterTypes';

interface FilterBarProps<V extends object> {
  filter: FilterDescription<V>;
  /** The grid's filter: what the bar opens with. */
  value: V;
  onSearch: (next: V) => void;
  /** What "clear" does once the draft is empty, instead of searching the empty filter (a panel that says it was cleared). */
  onClear?: () => void;
  /** Extra controls a screen needs beside the described ones (rare). */
  children?: ReactNode;
}

/**
 * A grid's filter drawn from its description: one labelled control per field (in its sections, when it
 * has them), "search" (the button or Enter) sending the draft with its texts trimmed, "clear" sending the
 * empty filter. A search a field or the whole filter refuses sends nothing and says why, at the field (its
 * section opened) or below the bar.
 */
export function FilterBar<V extends object>({ filter, value, onSearch, onClear, children }: FilterBarProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  const toSearch = useMemo(() => searchOf(filter), [filter]);
  // The draft's clear sends the description's empty filter itself: that is how a clear is told from a search.
  const send = (next: V) => (onClear && next === filter.empty ? onClear() : onSearch(next));
  const { values, change, submit, clear, refused } = useFilterDraft(filter.empty, send, { initial: value, toSearch });
  const sections = useOpenSections(filter, value);
  // Live problems show while typing; the others once a search was refused, until it passes.
  const problems = filterProblems(filter, values).filter((problem) => refused || problem.live);
  const whole = problems.find((problem) => problem.field === null);
  const update = (part: Partial<V>) => {
    change(part);
    if (filter.live) onSearch({ ...values, ...part });
  };
  const search = (event: FormEvent) => {
    sections.reveal(filterProblems(filter, values).flatMap((problem) => (problem.field === null ? [] : [problem.field])));
    submit(event);
  };

  const control = (field: FilterFieldDescription<V>) => {
    const index = filter.fields.indexOf(field);
    return (
      <FilterInput
        key={index}
        field={field as FilterFieldDescription<Record<string, unknown>>}
        id={`${id}-${index}`}
        draft={values as Readonly<Record<string, unknown>>}
        change={update as (part: Record<string, unknown>) => void}
        problem={problems.find((problem) => problem.field === index)}
      />
    );
  };

  return (
    <FilterForm
      label={t(filter.labelKey)}
      onSubmit={search}
      onClear={clear}
      live={filter.live}
      clear={filter.clear !== false}
      className={filter.sections && 'flex-column'}
      footer={whole && <FilterMessage id={`${id}-filter`} problem={whole} className="w-full m-0 p-error" />}
    >
      {filter.sections ? <FilterSections sections={filter.sections} open={sections.open} onOpen={sections.setOpen} control={control} /> : filter.fields.map(control)}
      {children}
    </FilterForm>
  );
}
