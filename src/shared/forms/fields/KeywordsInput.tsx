import { Chips } from 'primereact/chips';
import type { ReactNode } from 'react';
import { useFieldReading } from './fieldReadings';
import { describedBy, FieldFrame } from './FieldFrame';
import { useBoundField } from './useBoundField';

interface KeywordsInputProps {
  name: string;
  label: ReactNode;
  /** How many words at most; the input takes no more. */
  maxItems: number;
  /** How long one word may be; a longer one is kept for the form's rule to refuse with its message. */
  hint?: ReactNode;
}

const joined = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/** A list of words bound to Formik: typed and added with Enter or a comma, each removable, at most `maxItems`. */
export function KeywordsInput({ name, label, maxItems, hint }: KeywordsInputProps) {
  const { id, value, error, helpers, disabled } = useBoundField<string[]>(name);
  useFieldReading(name, label, joined);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <Chips
        inputId={id}
        value={value}
        max={maxItems}
        separator=","
        allowDuplicate={false}
        addOnBlur
        disabled={disabled}
        onChange={(event) => void helpers.setValue((event.value ?? []).map((word) => word.trim()).filter(Boolean))}
        className={error ? 'p-invalid w-full' : 'w-full'}
        pt={{
          input: { 'aria-describedby': describedBy(id, error, Boolean(hint)), 'aria-invalid': Boolean(error) },
          // PrimeReact draws an unnamed listbox whose typing slot is no option (axe: aria-input-field-name,
          // aria-required-children, listitem): the words are a list, each word and the slot an item of it.
          container: { role: 'list', 'aria-orientation': undefined, 'aria-activedescendant': undefined },
          token: { role: 'listitem', 'aria-selected': undefined },
          inputToken: { role: 'listitem' },
        }}
      />
    </FieldFrame>
  );
}
