import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, useBoundField } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';

const { labelMax, labelDebounceMs } = LIMITS.surveys;

/**
 * A question's label, kept as typed and saved into the form 500 ms after the last keystroke (spec 002 section 9),
 * so a long survey does not validate and redraw on every key; leaving the field saves at once. A text past the
 * limit is kept and refused with its message.
 */
export function LabelInput({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { id, value, error, helpers, disabled } = useBoundField<string>(name, { max: labelMax });
  const [typed, setTyped] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const save = (text: string) => {
    clearTimeout(timer.current);
    void helpers.setValue(text);
    void helpers.setTouched(true, false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(text), labelDebounceMs);
  };
  return (
    <FieldFrame id={id} label={label} required error={error} hint={t('validation.counter', { used: typed.length, max: labelMax })}>
      <InputText
        id={id}
        value={typed}
        disabled={disabled}
        className={`w-full ${error ? 'p-invalid' : ''}`}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, true)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => save(typed)}
      />
    </FieldFrame>
  );
}
