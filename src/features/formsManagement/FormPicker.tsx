import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { CustomForm } from '../../api/tags/catalog';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../shared/ui/primeReaderFixes';

interface FormPickerProps {
  forms: readonly CustomForm[];
  value: number | null;
  loading: boolean;
  error: unknown;
  onChange: (formId: number) => void;
}

/** Which custom form is being kept, each with its number of fields. */
export function FormPicker({ forms, value, loading, error, onChange }: FormPickerProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const expanded = useComboboxExpanded();
  return (
    <div className="flex flex-column gap-1" style={{ maxWidth: '24rem' }}>
      <label htmlFor="custom-form-picker" className="font-medium">
        {t('customForms.form')}
      </label>
      <Dropdown
        {...expanded}
        inputId="custom-form-picker"
        value={value}
        options={forms.map((f) => ({ value: f.id, label: t('customForms.formOption', { name: f.name, count: f.fieldCount }) }))}
        onChange={(e) => onChange(e.value as number)}
        loading={loading}
        placeholder={t('forms.choose')}
        pt={DROPDOWN_READER_PT}
      />
      {error ? <small className="p-error">{errorMessage(error)}</small> : null}
    </div>
  );
}
