import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime, Info } from 'luxon';
import {
  addMonths,
  clampDay,
  clampRange,
  compareDays,
  dayKey,
  defaultBounds,
  formatDay,
  inBounds,
  isNavigationKey,
  monthWeeks,
  moveFocus,
  PRESET_KEYS,
  presetRange,
  rangeReducer,
  rangeRole,
  sameDay,
  startOfDay,
  startOfMonth,
  viewFor,
  yearList,
  type Bounds,
  type DateRange,
  type PresetKey,
} from './rangeReducer';
import './DateRangePicker.css';
import { localeOf } from '../../i18n/localeOf';

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** Id of the trigger button, for a `<label htmlFor>`. */
  id?: string;
  ariaLabel?: string;
  ariaLabelledBy?: string;
  /** Ids of an error or hint, added to the trigger's description. */
  ariaDescribedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Earliest selectable day; 10 years before today by default. */
  minDate?: Date;
  /** Latest selectable day; 10 years after today by default. */
  maxDate?: Date;
  placeholder?: string;
  /** Called when the calendar closes (for a form's touched state). */
  onBlur?: () => void;
  className?: string;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The shared date-range picker (spec 000 section 2): two linked month calendars, a header with the
 * start and end as DD/MM/YYYY, a 30-year list, predefined ranges and the click rules of `clickDay`.
 * Controlled: the value is `{ start, end }` (whole days) and every pick calls `onChange`.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, onChange, minDate, maxDate, onBlur } = props;
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const autoId = useId();
  const triggerId = props.id ?? `${autoId}-trigger`;
  const panelId = `${autoId}-panel`;
  const valueId = `${autoId}-value`;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusPending = useRef(false);

  const [open, setOpen] = useState(false);
  const [view, setView] = useState<Date>(() => startOfMonth(value.start ?? new Date()));
  const [focusDay, setFocusDay] = useState<Date>(() => startOfDay(value.start ?? new Date()));
  const [hover, setHover] = useState<Date | null>(null);

  const bounds: Bounds = useMemo(() => {
    const fallback = defaultBounds(new Date());
    return { min: minDate ? startOfDay(minDate) : fallback.min, max: maxDate ?? fallback.max };
  }, [minDate, maxDate]);

  const monthNames = useMemo(() => Info.months('long', { locale }).map(capitalize), [locale]);
  const weekdays = useMemo(() => {
    const short = Info.weekdays('short', { locale });
    const long = Info.weekdays('long', { locale });
    // Luxon lists Monday first; the calendars start on Sunday.
    return [6, 0, 1, 2, 3, 4, 5].map((i) => ({ short: capitalize(short[i]!), long: capitalize(long[i]!) }));
  }, [locale]);
  const years = useMemo(() => yearList(new Date()), []);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      setHover(null);
      if (returnFocus) triggerRef.current?.focus();
      onBlur?.();
    },
    [onBlur],
  );

  const openPanel = () => {
    const anchor = clampDay(startOfDay(value.start ?? new Date()), bounds);
    setView(startOfMonth(anchor));
    setFocusDay(anchor);
    focusPending.current = true;
    setOpen(true);
  };

  // Clicks outside close the calendar.
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, close]);

  // Keyboard focus follows the focused day (after opening and after arrow keys).
  useEffect(() => {
    if (!open || !focusPending.current) return;
    focusPending.current = false;
    panelRef.current?.querySelector<HTMLElement>(`[data-day="${dayKey(focusDay)}"]`)?.focus();
  }, [open, focusDay, view]);

  const pick = (day: Date) => {
    if (!inBounds(day, bounds)) return;
    const next = rangeReducer(value, { type: 'click', day });
    onChange(next);
    setFocusDay(startOfDay(day));
    if (next.end) close(true);
  };

  const applyPreset = (preset: PresetKey) => {
    const range = clampRange(presetRange(preset, new Date()), bounds);
    if (!range) return;
    onChange(range);
    close(true);
  };

  const changeView = (left: Date) => {
    const month = startOfMonth(left);
    setView(month);
    const day = DateTime.fromJSDate(month).set({ day: Math.min(focusDay.getDate(), DateTime.fromJSDate(month).daysInMonth ?? 28) }).toJSDate();
    setFocusDay(clampDay(day, bounds));
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    if (isNavigationKey(event.key)) {
      event.preventDefault();
      const next = clampDay(moveFocus(focusDay, event.key, event.shiftKey), bounds);
      focusPending.current = true;
      setFocusDay(next);
      setHover(next);
      setView((left) => viewFor(next, left));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focusDay);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const today = new Date();
  const text = value.start ? `${formatDay(value.start)} - ${formatDay(value.end) || '…'}` : null;
  const describedBy = [valueId, props.ariaDescribedBy].filter(Boolean).join(' ');
  const canPrev = compareDays(addMonths(view, -1), startOfMonth(bounds.min)) >= 0;
  const canNext = compareDays(addMonths(view, 2), startOfMonth(bounds.max)) <= 0;

  const renderMonth = (month: Date, side: 'left' | 'right') => {
    const title = `${monthNames[month.getMonth()]} ${month.getFullYear()}`;
    const yearOptions = years.includes(month.getFullYear()) ? years : [...years, month.getFullYear()].sort((a, b) => a - b);
    const setMonth = (year: number, monthIndex: number) => {
      const chosen = new Date(year, monthIndex, 1);
      changeView(side === 'left' ? chosen : addMonths(chosen, -1));
    };
    return (
      <div className="flex flex-column gap-2" key={side}>
        <div className="flex align-items-center justify-content-between gap-1">
          {side === 'left' ? (
            <button type="button" className="p-button p-button-text p-button-sm p-button-icon-only" onClick={() => changeView(addMonths(view, -1))} disabled={!canPrev} aria-label={t('dateRange.previousMonth')}>
              <span className="pi pi-chevron-left" aria-hidden="true" />
            </button>
          ) : (
            <span style={{ width: '2rem' }} />
          )}
          <div className="flex gap-1">
            <select className="drp-select" aria-label={t('dateRange.month')} value={month.getMonth()} onChange={(e) => setMonth(month.getFullYear(), Number(e.target.value))}>
              {monthNames.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </select>
            <select className="drp-select" aria-label={t('dateRange.year')} value={month.getFullYear()} onChange={(e) => setMonth(Number(e.target.value), month.getMonth())}>
              {yearOptions.map((year) => (
                <option key={year} value={year} disabled={year < bounds.min.getFullYear() || year > bounds.max.getFullYear()}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          {side === 'right' ? (
            <button type="button" className="p-button p-button-text p-button-sm p-button-icon-only" onClick={() => changeView(addMonths(view, 1))} disabled={!canNext} aria-label={t('dateRange.nextMonth')}>
              <span className="pi pi-chevron-right" aria-hidden="true" />
            </button>
          ) : (
            <span style={{ width: '2rem' }} />
          )}
        </div>
        <table className="drp-grid" role="grid" aria-label={title} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <th key={day.long} scope="col" abbr={day.long}>
                  {day.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => {
                  if (!day) return <td key={d} role="gridcell" />;
                  const role = rangeRole(day, value, value.start && !value.end ? hover : null);
                  const enabled = inBounds(day, bounds);
                  const focused = sameDay(day, focusDay);
                  const classes = ['drp-day', role ? `drp-${role}` : '', sameDay(day, today) ? 'drp-today' : ''].filter(Boolean).join(' ');
                  return (
                    <td
                      key={d}
                      role="gridcell"
                      className={classes}
                      data-day={dayKey(day)}
                      tabIndex={focused ? 0 : -1}
                      aria-selected={role !== null}
                      aria-disabled={!enabled || undefined}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      aria-label={DateTime.fromJSDate(day).setLocale(locale).toLocaleString(DateTime.DATE_HUGE)}
                      onClick={() => pick(day)}
                      onMouseEnter={() => setHover(day)}
                      onFocus={() => setFocusDay(startOfDay(day))}
                    >
                      {day.getDate()}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <div
      className={`drp ${props.className ?? ''}`}
      ref={rootRef}
      onBlur={(event) => {
        // Tabbing out of the calendar closes it.
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) close(false);
      }}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={`p-inputtext drp-trigger flex align-items-center gap-2 ${props.invalid ? 'p-invalid' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={props.ariaLabel}
        aria-labelledby={props.ariaLabelledBy}
        aria-describedby={describedBy}
        aria-invalid={props.invalid || undefined}
        disabled={props.disabled}
        onClick={() => (open ? close(false) : openPanel())}
      >
        <span id={valueId} className={text ? undefined : 'drp-placeholder'}>
          {text ?? props.placeholder ?? t('dateRange.placeholder')}
        </span>
        <span className="pi pi-calendar" aria-hidden="true" />
      </button>
      {open && (
        <div ref={panelRef} id={panelId} className="drp-panel" role="dialog"
          aria-label={props.ariaLabelledBy ? undefined : (props.ariaLabel ?? t('dateRange.dialogLabel'))}
          aria-labelledby={props.ariaLabelledBy} onKeyDown={onPanelKeyDown}>
          <div className="flex flex-wrap gap-3 mb-2" aria-live="polite">
            <span>
              <span className="font-semibold">{t('dateRange.start')}: </span>
              <span data-testid="drp-start">{formatDay(value.start) || t('dateRange.none')}</span>
            </span>
            <span>
              <span className="font-semibold">{t('dateRange.end')}: </span>
              <span data-testid="drp-end">{formatDay(value.end) || t('dateRange.none')}</span>
            </span>
          </div>
          <div className="flex flex-wrap gap-3">
            <div className="drp-presets flex flex-column gap-1" role="group" aria-label={t('dateRange.presets')}>
              {PRESET_KEYS.map((preset) => (
                <button key={preset} type="button" className="p-button p-button-text p-button-sm" onClick={() => applyPreset(preset)} disabled={!clampRange(presetRange(preset, today), bounds)}>
                  {t(`dateRange.preset.${preset}`)}
                </button>
              ))}
            </div>
            {renderMonth(view, 'left')}
            {renderMonth(addMonths(view, 1), 'right')}
          </div>
          <div className="flex justify-content-end gap-2 mt-2">
            <button type="button" className="p-button p-button-text p-button-sm" onClick={() => onChange(rangeReducer(value, { type: 'clear' }))}>
              {t('dateRange.clear')}
            </button>
            <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => close(true)}>
              {t('dateRange.close')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export default DateRangePicker;
