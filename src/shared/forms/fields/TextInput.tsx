import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from './FieldFrame';
import { plainText, useFieldReading } from './fieldReadings';
import { useBoundField } from './useBoundField';

interface TextInputProps {
  name: string;
  label: string;
  /** The field's limit: the input stops there and a counter shows what is used. */
  max: number;
  /** False: a longer text (a paste) is kept and refused with the limit's message instead of being cut. */
  stopAtMax?: boolean;
  type?: 'text' | 'email';
  required?: boolean;
  hint?: string;
  autoFocus?: boolean;
}

/** A one-line text bound to Formik, with label, counter and error. */
export function TextInput({ name, label, max, stopAtMax = true, type = 'text', required = false, hint, autoFocus }: TextInputProps) {
  const { t } = useTranslation();
  const { id, field, value, error, disabled } = useBoundField<string>(name, { max });
  useFieldReading(name, label, plainText);
  const text = value ?? '';
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint ?? t('validation.counter', { used: text.length, max })}>
      <InputText
        id={id}
        {...field}
        type={type}
        value={text}
        maxLength={stopAtMax ? max : undefined}
        disabled={disabled}
        autoFocus={autoFocus}
        className={`w-full ${error ? 'p-invalid' : ''}`}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, true)}
      />
    </FieldFrame>
  );
}
