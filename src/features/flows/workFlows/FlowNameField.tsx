import { useId } from 'react';
import { InputText } from 'primereact/inputtext';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/validation/limits';

/** What is wrong with an enabling-service flow's name: required, at most LIMITS.flows.flowNameMax (the reading this app takes). */
export function flowNameError(t: TFunction, name: string): string | null {
  if (name.trim() === '') return t('validation.required');
  if (name.length > LIMITS.flows.flowNameMax) return t('validation.maxLength', { max: LIMITS.flows.flowNameMax });
  return null;
}

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the user has typed (a new flow's empty name is not an error yet). */
  showError: boolean;
  disabled?: boolean;
}

/** An enabling-service flow's name, its error under it. */
export function FlowNameField({ label, value, onChange, showError, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const error = showError ? flowNameError(t, value) : null;
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">{label}</label>
      <InputText
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        className="w-24rem max-w-full"
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <small id={`${id}-error`} className="p-error">{error}</small>}
    </div>
  );
}
