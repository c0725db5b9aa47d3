import { useCallback, useRef, useState } from 'react';
import { Calendar } from 'primereact/calendar';
import { useDisplayOrder, useGlobalOnEscapeKey } from 'primereact/hooks';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from './FieldFrame';
import { DateRangePicker, type DateRange } from '../../ui/DateRangePicker';
import { LIMITS } from '../../validation/limits';
import { useBoundField } from './useBoundField';

interface DateInputProps {
  name: string;
  label: string;
  required?: boolean;
  /** Bounds of the calendar; 10 years either side of today by default (spec 002 section 5). */
  minDate?: Date;
  maxDate?: Date;
  showTime?: boolean;
  hint?: string;
  /** Entered as the user's language writes it (DD/MM/YYYY in Spanish, MM/DD/YYYY otherwise), where the spec asks for it. */
  byLanguage?: boolean;
}

const defaultBound = (sign: 1 | -1) => DateTime.now().plus({ years: sign * LIMITS.datePicker.boundYears }).toJSDate();

/**
 * PrimeReact 10.9's calendar does not take part in its own Escape order (its `closeOnEscape` is neither declared nor
 * defaulted, and passed as a prop it lands on the DOM): Escape on an open calendar closed the dialog the field is in,
 * and what was typed, instead of the calendar alone. The field takes part itself, at the overlay panels' place in
 * that order (ESC_KEY_HANDLING_PRIORITIES.OVERLAY_PANEL, above a dialog's 300; not in PrimeReact's typings).
 */
const OVERLAY_PANEL_ESCAPE = 600;

function useCalendarEscape() {
  const calendar = useRef<Calendar>(null);
  const [open, setOpen] = useState(false);
  const order = useDisplayOrder('overlay-panel', open);
  const close = useCallback(() => calendar.current?.hide(), []);
  useGlobalOnEscapeKey({ callback: close, when: open && order !== undefined, priority: [OVERLAY_PANEL_ESCAPE, order ?? 0] });
  return { calendarRef: calendar, shown: () => setOpen(true), hidden: () => setOpen(false) };
}

/** A day (or day and time) bound to Formik, written DD/MM/YYYY unless `byLanguage`; null when empty. */
export function DateInput({ name, label, required = false, minDate, maxDate, showTime = false, hint, byLanguage = false }: DateInputProps) {
  const { i18n } = useTranslation();
  const { id, value, error, helpers, disabled } = useBoundField<Date | null>(name);
  const { calendarRef, shown, hidden } = useCalendarEscape();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <Calendar
        ref={calendarRef}
        inputId={id}
        value={value ?? null}
        onChange={(e) => void helpers.setValue((e.value as Date | null) ?? null)}
        onShow={shown}
        onHide={() => {
          hidden();
          void helpers.setTouched(true);
        }}
        dateFormat={byLanguage && i18n.language !== 'es' ? 'mm/dd/yy' : 'dd/mm/yy'}
        showTime={showTime}
        hourFormat="24"
        showIcon
        minDate={minDate ?? defaultBound(-1)}
        maxDate={maxDate ?? defaultBound(1)}
        disabled={disabled}
        className="w-full"
        inputClassName={error ? 'p-invalid' : undefined}
        // On the input: Calendar copies its own aria props to its role-less root too (axe: aria-allowed-attr).
        pt={{ input: { root: { 'aria-required': required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(id, error, Boolean(hint)) } } }}
      />
    </FieldFrame>
  );
}

/** A range of days bound to Formik as { start, end }, through the product's date-range picker. */
export function DateRangeInput({ name, label, required = false, minDate, maxDate }: Omit<DateInputProps, 'showTime'>) {
  const { id, value, error, helpers, disabled } = useBoundField<DateRange>(name);
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <DateRangePicker
        id={id}
        value={value}
        onChange={(next) => void helpers.setValue(next)}
        onBlur={() => void helpers.setTouched(true)}
        minDate={minDate}
        maxDate={maxDate}
        invalid={Boolean(error)}
        disabled={disabled}
        ariaDescribedBy={describedBy(id, error)}
      />
    </FieldFrame>
  );
}
