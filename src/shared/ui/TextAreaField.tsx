import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../validation/limits';

interface TextAreaFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** The error sentence to show, already translated; null when the value is valid. */
  error: string | null;
  required?: boolean;
  rows?: number;
  max?: number;
}

/** A labelled text area with its used/limit counter and error, wired for screen readers. */
export function TextAreaField({ id, name, label, value, onChange, onBlur, error, required = false, rows = 5, max = LIMITS.textAreaMax }: TextAreaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        className={`p-inputtextarea p-inputtext w-full ${error ? 'p-invalid' : ''}`}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <div className="flex justify-content-between gap-2">
        {error ? (
          <small id={`${id}-error`} className="p-error">
            {error}
          </small>
        ) : (
          <span />
        )}
        <small id={`${id}-count`} className="text-600">
          {t('validation.counter', { used: value.length, max })}
        </small>
      </div>
    </div>
  );
}
