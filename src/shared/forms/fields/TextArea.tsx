import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from './FieldFrame';

export interface TextAreaProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** The error sentence to show, already translated; null when the value is valid. */
  error: string | null;
  /** The field's limit: the text stops there and a counter shows what is used. */
  max: number;
  required?: boolean;
  /** False on a form that marks none of its fields, all of them required (the public request). */
  markRequired?: boolean;
  rows?: number;
  disabled?: boolean;
  /** False: a longer text (a paste) is kept and refused with the limit's message instead of being cut. */
  stopAtMax?: boolean;
}

/**
 * A labelled multi-line text with its used/limit counter and error, for a value the screen holds
 * itself (a draft); TextAreaInput binds it to Formik.
 */
export function TextArea({ id, name, label, value, onChange, onBlur, error, max, required = false, markRequired = true, rows = 4, disabled, stopAtMax = true }: TextAreaProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame id={id} label={label} required={required && markRequired} error={error} hint={t('validation.counter', { used: value.length, max })}>
      <InputTextarea
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        rows={rows}
        maxLength={stopAtMax ? max : undefined}
        disabled={disabled}
        autoResize={false}
        className={`w-full ${error ? 'p-invalid' : ''}`}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, true)}
      />
    </FieldFrame>
  );
}
