import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/localeOf';
import { describedBy, FormField } from '../FormField';
import { useBoundField } from './useBoundField';

interface NumberInputProps {
  name: string;
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  /** 0 for an integer; 2 for money. Decimals show with the language's thousands separator. */
  decimals?: number;
  hint?: string;
}

/** An integer or decimal bound to Formik (null when empty), written the way the user's language writes numbers. */
export function NumberInput({ name, label, required = false, min, max, decimals = 0, hint }: NumberInputProps) {
  const { i18n } = useTranslation();
  const { id, value, error, helpers, disabled } = useBoundField<number | null>(name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <InputNumber
        inputId={id}
        name={name}
        value={value ?? null}
        onValueChange={(e) => void helpers.setValue(e.value ?? null)}
        onBlur={() => void helpers.setTouched(true)}
        min={min}
        max={max}
        minFractionDigits={decimals > 0 ? 0 : undefined}
        maxFractionDigits={decimals}
        useGrouping={decimals > 0}
        locale={localeOf(i18n.language)}
        disabled={disabled}
        className="w-full"
        inputClassName={`w-full ${error ? 'p-invalid' : ''}`}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, Boolean(hint))}
      />
    </FormField>
  );
}
