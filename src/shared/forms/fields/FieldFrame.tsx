import type { ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The translated error, or null when the value is valid (or not yet checked). */
  error: string | null;
  hint?: ReactNode;
  /** For a control a <label> cannot point at (a contenteditable area): the label is a span with this id, for aria-labelledby. */
  labelId?: string;
  children: ReactNode;
}

/**
 * A bound field's label, its control, an optional hint and the error, laid out the same way for every
 * field of the kit; a field built elsewhere (a domain's own search) draws its control inside it too.
 */
export function FieldFrame({ id, label, required = false, error, hint, labelId, children }: FieldFrameProps) {
  const text = (
    <>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
  return (
    <div className="flex flex-column gap-1">
      {labelId ? (
        <span id={labelId} className="font-medium">
          {text}
        </span>
      ) : (
        <label htmlFor={id} className="font-medium">
          {text}
        </label>
      )}
      {children}
      {hint && (
        <small id={`${id}-hint`} className="text-600">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="p-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** aria-describedby for the control of a FieldFrame: its hint and its error, when shown. */
export function describedBy(id: string, error: string | null, hint = false): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}
