import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../forms/FilterForm';
import { useFilterDraft } from '../forms/useFilterDraft';
import { filterProblems, searchOf } from './filterChecks';
import { FilterInput } from './FilterInput';
import { FilterMessage } from './FilterMessage';
import type { FilterDescription, FilterFieldDescription } from './filterTypes';

interface FilterBarProps<V extends object> {
  filter: FilterDescription<V>;
  /** The grid's filter: what the bar opens with. */
  value: V;
  onSearch: (next: V) => void;
  /** Extra controls a screen needs beside the described ones (rare). */
  children?: ReactNode;
}

/**
 * A grid's filter drawn from its description: one labelled control per field, "search" (the button or
 * Enter) sending the draft with its texts trimmed, "clear" sending the empty filter. A search a field or
 * the whole filter refuses sends nothing and says why, at the field (or below the bar).
 */
export function FilterBar<V extends object>({ filter, value, onSearch, children }: FilterBarProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  const toSearch = useMemo(() => searchOf(filter), [filter]);
  const { values, change, submit, clear, refused } = useFilterDraft(filter.empty, onSearch, { initial: value, toSearch });
  // Live problems show while typing; the others once a search was refused, until it passes.
  const problems = filterProblems(filter, values).filter((problem) => refused || problem.live);
  const whole = problems.find((problem) => problem.field === null);
  const update = (part: Partial<V>) => {
    change(part);
    if (filter.live) onSearch({ ...values, ...part });
  };

  return (
    <FilterForm
      label={t(filter.labelKey)}
      onSubmit={submit}
      onClear={clear}
      live={filter.live}
      footer={whole && <FilterMessage id={`${id}-filter`} problem={whole} className="w-full m-0 p-error" />}
    >
      {filter.fields.map((field, index) => (
        <FilterInput
          key={index}
          field={field as FilterFieldDescription<Record<string, unknown>>}
          id={`${id}-${index}`}
          draft={values as Readonly<Record<string, unknown>>}
          change={update as (part: Record<string, unknown>) => void}
          problem={problems.find((problem) => problem.field === index)}
        />
      ))}
      {children}
    </FilterForm>
  );
}
