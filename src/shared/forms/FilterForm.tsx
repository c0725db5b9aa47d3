import type { FormEvent, ReactNode } from 'react';
import { classNames } from 'primereact/utils';
import { FilterActions } from '../ui/FilterActions';

interface FilterFormProps {
  /** The search region's name. */
  label: string;
  /** A draft's submit and clear (useFilterDraft). */
  onSubmit: (event: FormEvent) => void;
  onClear: () => void;
  /** More classes for the form (a card around it). */
  className?: string;
  children: ReactNode;
  /** What shows below the fields and buttons (a message about the whole filter). */
  footer?: ReactNode;
  /** Applied as it changes: no search button. */
  live?: boolean;
  /** false: no clear button. */
  clear?: boolean;
}

/** A grid's filter form: a search region with its fields, then "search" and "clear". */
export function FilterForm({ label, onSubmit, onClear, className, children, footer, live = false, clear = true }: FilterFormProps) {
  return (
    <form role="search" aria-label={label} noValidate className={classNames('flex flex-wrap align-items-start gap-3', className)} onSubmit={onSubmit}>
      {children}
      <FilterActions className="align-self-end" onClear={onClear} search={!live} clear={clear} />
      {footer}
    </form>
  );
}

interface FilterFieldProps {
  label: string;
  /** The control's id, for a control that takes a label (an input, a dropdown's inputId). */
  htmlFor?: string;
  /** The label's own id, for a control named by aria-labelledby instead (a multiselect). */
  labelId?: string;
  children: ReactNode;
}

/** One labelled control of a filter form, the label above it. */
export function FilterField({ label, htmlFor, labelId, children }: FilterFieldProps) {
  return (
    <div className="flex flex-column gap-1">
      <label id={labelId} htmlFor={htmlFor} className="font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
