import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField } from '../FormField';
import { useBoundField } from './useBoundField';

interface TextAreaInputProps {
  name: string;
  label: string;
  max: number;
  required?: boolean;
  rows?: number;
}

/** A multi-line text bound to Formik, with label, used/limit counter and error. */
export function TextAreaInput({ name, label, max, required = false, rows = 4 }: TextAreaInputProps) {
  const { t } = useTranslation();
  const { id, field, value, error, disabled } = useBoundField<string | null>(name);
  const text = value ?? '';
  return (
    <FormField id={id} label={label} required={required} error={error} hint={t('validation.counter', { used: text.length, max })}>
      <InputTextarea
        id={id}
        {...field}
        value={text}
        rows={rows}
        maxLength={max}
        disabled={disabled}
        autoResize={false}
        className={`w-full ${error ? 'p-invalid' : ''}`}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, true)}
      />
    </FormField>
  );
}
