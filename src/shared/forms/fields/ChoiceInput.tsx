import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { describedBy, FieldFrame } from './FieldFrame';
import { useFieldReading } from './fieldReadings';
import { optionsText, type OptionSource, type UseOptions } from './options';
import { useBoundField } from './useBoundField';
import { DROPDOWN_READER_PT, namedMultiSelectPt, useComboboxExpanded } from '../../ui/primeReaderFixes';

interface ChoiceInputProps {
  name: string;
  label: string;
  /** The options and their read state (ids, or codes such as a role); see QueryChoiceInput for options fed by a query hook. */
  source: OptionSource<number> | OptionSource<string>;
  required?: boolean;
  /** Several values (a multi-select) instead of one. */
  multiple?: boolean;
  placeholder?: string;
  /** What an empty list says ("No task force serves these tickets"). */
  emptyMessage?: string;
  /** An optional single choice gets a button that empties it ("Clear secondary manager"), reachable by keyboard. */
  clearable?: boolean;
  /** Not pickable yet (its list depends on another pick) or not allowed; the placeholder or the hint says why. */
  disabled?: boolean;
  hint?: string;
  /** Why nothing can be picked (an empty list the spec names, a choice that cannot run), shown in the error's place. */
  problem?: string | null;
  /** Runs after a pick, for the picks that depend on this one (another client's projects). */
  onPicked?: (value: number | string | null) => void;
}

/** A pick from a list bound to Formik (an id, or ids when multiple), with loading, empty and load-error states. */
export function ChoiceInput({ name, label, source, required = false, multiple = false, placeholder, emptyMessage, clearable = false, problem = null, onPicked, hint, ...props }: ChoiceInputProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { id, value, error, helpers, disabled: saving } = useBoundField<number | string | number[] | null>(name);
  useFieldReading(name, label, (chosen: number | string | number[] | null) => optionsText(source.options, chosen));
  const disabled = saving || props.disabled === true;
  const loadError = source.error ? `${t('forms.optionsFailed')}: ${errorMessage(source.error)}` : null;
  const shown = loadError ?? problem ?? error;
  const pick = (picked: number | string | null) => {
    void helpers.setValue(picked);
    onPicked?.(picked);
  };
  const expanded = useComboboxExpanded();
  // Focus goes back to the list, since the button leaves with the value.
  const clear = () => {
    pick(null);
    void helpers.setTouched(true);
    expanded.focusInputRef.current?.focus();
  };
  const common = {
    inputId: id,
    options: source.options,
    placeholder: placeholder ?? t('forms.choose'),
    emptyMessage: emptyMessage ?? t('forms.noOptions'),
    filter: source.options.length > 10,
    disabled,
    className: `w-full ${shown ? 'p-invalid' : ''}`,
    onBlur: () => void helpers.setTouched(true),
  };
  const aria = { 'aria-required': required, 'aria-invalid': Boolean(shown), 'aria-describedby': describedBy(id, shown, Boolean(hint)) };
  return (
    <FieldFrame id={id} label={label} required={required} error={shown} hint={hint}>
      {multiple ? (
        <MultiSelect
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(e) => void helpers.setValue(e.value as number[])}
          display="chip"
          pt={namedMultiSelectPt({ 'aria-label': label }, aria)}
        />
      ) : (
        <div className="flex align-items-center gap-1">
          <Dropdown
            {...common}
            {...aria}
            {...expanded}
            pt={DROPDOWN_READER_PT}
            value={value ?? null}
            loading={source.loading}
            onChange={(e) => pick((e.value as number | string | null) ?? null)}
          />
          {clearable && value != null && !disabled && (
            <Button type="button" icon="pi pi-times" text rounded severity="secondary" aria-label={t('forms.clearChoice', { label })}
              title={t('forms.clearChoice', { label })} onClick={clear} />
          )}
        </div>
      )}
    </FieldFrame>
  );
}

/** ChoiceInput whose options come from a query hook (called here, once per render). */
export function QueryChoiceInput({ useOptions, ...props }: Omit<ChoiceInputProps, 'source'> & { useOptions: UseOptions<number> }) {
  const source = useOptions();
  return <ChoiceInput {...props} source={source} />;
}
