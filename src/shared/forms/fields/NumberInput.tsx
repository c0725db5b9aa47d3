import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/localeOf';
import { LIMITS } from '../../validation/limits';
import { describedBy, FieldFrame } from './FieldFrame';
import { useFieldReading } from './fieldReadings';
import { useBoundField } from './useBoundField';

interface NumberInputProps {
  name: string;
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  /** 0 for an integer. Decimals show with the language's thousands separator. */
  decimals?: number;
  /**
   * An amount of money (spec 001 sections 5 and 9): always shown with its two decimals ("1,234.50"); a third
   * decimal typed stays in the field for the cost rule to refuse with its message, never cut silently.
   */
  money?: boolean;
  hint?: string;
  /** Not to be filled yet (it depends on another pick). */
  disabled?: boolean;
}

/** An integer or decimal bound to Formik (null when empty), written the way the user's language writes numbers. */
export function NumberInput({ name, label, required = false, min, max, decimals = 0, money = false, hint, ...props }: NumberInputProps) {
  const { i18n } = useTranslation();
  const shownDecimals = money ? { min: LIMITS.numbers.decimals, max: LIMITS.numbers.decimals + 1 } : { min: decimals > 0 ? 0 : undefined, max: decimals };
  const { id, value, error, helpers, disabled: saving } = useBoundField<number | null>(name);
  const locale = localeOf(i18n.language);
  useFieldReading(name, label, (shown: number | null) =>
    shown === null ? '' : shown.toLocaleString(locale, { minimumFractionDigits: shownDecimals.min, maximumFractionDigits: shownDecimals.max }),
  );
  const disabled = saving || props.disabled === true;
  // PrimeReact 10.9 turns a minus typed into an empty field into 0 and loses it (primefaces/primereact#8548), so a
  // latitude or longitude could not be negative: the minus is handled here. On a number it turns its sign; on an
  // empty field it waits (shown as the placeholder) for the number that follows.
  const [minusWaiting, setMinusWaiting] = useState(false);
  const negativeAllowed = min === undefined || min < 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== '-' || !negativeAllowed) return;
    event.preventDefault();
    // What the field shows, which the form only learns on leaving it. Both languages group with ',' (localeOf).
    const shown = Number(event.currentTarget.value.replace(/,/g, ''));
    if (shown) void helpers.setValue(-shown);
    else setMinusWaiting((waiting) => !waiting);
  };
  const change = (next: number | null) => {
    // A waiting minus goes on the first number that is not 0, so "-0.5" can be typed.
    if (minusWaiting && next !== 0) setMinusWaiting(false);
    void helpers.setValue(minusWaiting && next ? -Math.abs(next) : next);
  };
  // PrimeReact 10.9 writes aria-valuenow="null" when Tab leaves an empty field (a value axe refuses): an empty
  // spinbutton has no value to announce. Its own blur handling runs before this one.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.getAttribute('aria-valuenow') === 'null') event.currentTarget.removeAttribute('aria-valuenow');
    void helpers.setTouched(true);
  };
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <InputNumber
        inputId={id}
        name={name}
        value={value ?? null}
        onValueChange={(e) => change(e.value ?? null)}
        onKeyDown={onKeyDown}
        placeholder={minusWaiting ? '-' : undefined}
        onBlur={onBlur}
        min={min}
        max={max}
        minFractionDigits={shownDecimals.min}
        maxFractionDigits={shownDecimals.max}
        useGrouping={money || decimals > 0}
        locale={locale}
        disabled={disabled}
        className="w-full"
        inputClassName={`w-full ${error ? 'p-invalid' : ''}`}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, Boolean(hint))}
      />
    </FieldFrame>
  );
}
