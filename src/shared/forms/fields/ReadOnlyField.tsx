import { useId } from 'react';
import { InputText } from 'primereact/inputtext';
import { describedBy, FieldFrame } from './FieldFrame';

interface ReadOnlyFieldProps {
  label: string;
  /** What the form shows and the user cannot change (a value the server computes from other picks). */
  value: string;
  /** Why the value could not be had (its read failed), already translated; null when there is none. */
  error?: string | null;
  hint?: string;
}

/**
 * A value shown among the bound fields, laid out like them but not typed: a labelled read-only input
 * (reachable and read by a screen reader, announced as read-only), with its hint and error.
 */
export function ReadOnlyField({ label, value, error = null, hint }: ReadOnlyFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <InputText
        id={id}
        value={value}
        readOnly
        className={`w-full ${error ? 'p-invalid' : ''}`}
        aria-readonly="true"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, Boolean(hint))}
      />
    </FieldFrame>
  );
}
