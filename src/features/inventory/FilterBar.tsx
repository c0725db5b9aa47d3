import type { FormEvent, ReactNode } from 'react';
import { FilterActions } from '../../shared/ui/FilterActions';

interface FilterBarProps {
  /** The search region's name. */
  label: string;
  /** Applies the draft (the button or Enter). */
  onSearch: () => void;
  /** Empties the draft and searches everything again. */
  onClear: () => void;
  children: ReactNode;
}

/** The filter row of the inventory screens: its fields, then "search" and "clear". Nothing is asked until "search". */
export function FilterBar({ label, onSearch, onClear, children }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" aria-label={label} noValidate className="flex flex-wrap align-items-end gap-3" onSubmit={submit}>
      {children}
      <FilterActions onClear={onClear} />
    </form>
  );
}

/** One labelled control of a filter bar. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
