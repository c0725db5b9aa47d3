import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, useBoundField, useFieldReading } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';

const { formulaMax } = LIMITS.kpis;

/**
 * The formula, checked as it is typed: it counts as touched from the first keystroke, so the schema's message
 * (which names the place) shows at once rather than after leaving the field. The codes it may name are listed.
 */
export function FormulaInput({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const label = t('kpis.fields.formula');
  const { id, value, error, helpers, disabled } = useBoundField<string>('formula', { max: formulaMax });
  useFieldReading('formula', label, (text: string) => text);
  const hint = t('kpis.formulaHint', { codes: codes.join(', ') });
  return (
    <FieldFrame id={id} label={label} required error={error} hint={hint}>
      <InputText
        id={id}
        name="formula"
        value={value ?? ''}
        maxLength={formulaMax}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        className={`w-full font-mono ${error ? 'p-invalid' : ''}`}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, true)}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.value);
        }}
      />
    </FieldFrame>
  );
}
