import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from './FieldFrame';
import { plainText, useFieldReading } from './fieldReadings';
import { useBoundField } from './useBoundField';
import './fields.css';

interface ColorInputProps {
  name: string;
  label: string;
  required?: boolean;
}

/** A colour as #RRGGBB bound to Formik: a picker and the code, typed or pasted. */
export function ColorInput({ name, label, required = false }: ColorInputProps) {
  const { t } = useTranslation();
  const { id, field, value, error, helpers, disabled } = useBoundField<string>(name);
  useFieldReading(name, label, plainText);
  const hex = value ?? '';
  const valid = /^#[0-9A-Fa-f]{6}$/.test(hex);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={t('forms.colorHint')}>
      <div className="flex align-items-center gap-2">
        {/* The browser's own picker: keyboard-usable and named; PrimeReact's swatch is an unlabelled text input. */}
        <input
          type="color"
          className="color-input-picker"
          value={valid ? hex.toLowerCase() : '#000000'}
          onChange={(e) => void helpers.setValue(e.target.value.toUpperCase())}
          disabled={disabled}
          aria-label={t('forms.colorPicker', { label })}
        />
        <InputText
          id={id}
          {...field}
          value={hex}
          maxLength={7}
          disabled={disabled}
          className={`w-8rem ${error ? 'p-invalid' : ''}`}
          aria-required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, true)}
        />
      </div>
    </FieldFrame>
  );
}
