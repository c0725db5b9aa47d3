import { useCallback } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import { SwitchInput } from '../../ui/SwitchInput';
import { describedBy } from './FieldFrame';
import { useFieldReading } from './fieldReadings';
import { useBoundField } from './useBoundField';

interface FlagInputProps {
  name: string;
  label: string;
  /** A switch for an on/off state (enabled); a checkbox for a yes/no answer. */
  as?: 'switch' | 'checkbox';
}

/** A boolean bound to Formik, with its label beside it. */
export function FlagInput({ name, label, as = 'checkbox' }: FlagInputProps) {
  const { t } = useTranslation();
  const { id, value, error, helpers, disabled } = useBoundField<boolean>(name);
  useFieldReading(name, label, useCallback((flag: boolean) => t(flag ? 'common.yes' : 'common.no'), [t]));
  const checked = Boolean(value);
  const change = (next: boolean) => void helpers.setValue(next);
  return (
    <div className="flex flex-column gap-1">
      <div className="flex align-items-center gap-2">
        {as === 'switch' ? (
          <SwitchInput id={id} checked={checked} onChange={change} disabled={disabled} describedBy={describedBy(id, error)} />
        ) : (
          <Checkbox inputId={id} checked={checked} onChange={(e) => change(Boolean(e.checked))} disabled={disabled} aria-describedby={describedBy(id, error)} />
        )}
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
      {error && (
        <small id={`${id}-error`} className="p-error">
          {error}
        </small>
      )}
    </div>
  );
}
