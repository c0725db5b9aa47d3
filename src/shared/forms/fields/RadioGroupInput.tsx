import { useCallback } from 'react';
import { RadioButton } from 'primereact/radiobutton';
import { describedBy } from './FieldFrame';
import { useFieldReading } from './fieldReadings';
import type { FieldOption } from './options';
import { useBoundField } from './useBoundField';

interface RadioGroupInputProps {
  name: string;
  label: string;
  /** Every choice in sight (a scale's values, a few options); a long list belongs in ChoiceInput. */
  options: readonly FieldOption<string>[];
  required?: boolean;
  /** Side by side (a scale of numbers) instead of one under the other. */
  inline?: boolean;
}

/**
 * One choice of a few, all in sight, bound to Formik (a string value, '' for none): a radiogroup named by its
 * label, so a reader hears the question before each answer, with the required mark and error of the kit.
 */
export function RadioGroupInput({ name, label, options, required = false, inline = false }: RadioGroupInputProps) {
  const { id, value, error, helpers, disabled } = useBoundField<string>(name);
  useFieldReading(name, label, useCallback((chosen: string) => options.find((o) => o.value === chosen)?.label ?? '', [options]));
  return (
    <div className="flex flex-column gap-1">
      <span id={`${id}-label`} className="font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error)}
        className={`flex gap-3 ${inline ? 'flex-wrap' : 'flex-column'}`}
      >
        {options.map((option) => (
          <div key={option.value} className="flex align-items-center gap-2">
            <RadioButton
              inputId={`${id}-${option.value}`}
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              invalid={Boolean(error)}
              onChange={() => {
                void helpers.setValue(option.value);
                void helpers.setTouched(true, false);
              }}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      {error && (
        <small id={`${id}-error`} className="p-error">
          {error}
        </small>
      )}
    </div>
  );
}
