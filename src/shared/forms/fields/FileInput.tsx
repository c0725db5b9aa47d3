import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../ui/FileDrop';
import { describedBy, FieldFrame } from './FieldFrame';
import { useBoundField } from './useBoundField';

interface FileInputProps {
  name: string;
  label: string;
  accept: string;
  required?: boolean;
}

/** One file bound to Formik (the schema checks its type and size); shows the chosen name and lets it go. */
export function FileInput({ name, label, accept, required = false }: FileInputProps) {
  const { t } = useTranslation();
  const { id, value, error, helpers, disabled } = useBoundField<File | null>(name);
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <FileDrop
        label={label}
        dropText={t('forms.file.drop')}
        chooseText={t('forms.file.choose')}
        accept={accept}
        disabled={disabled}
        describedBy={describedBy(id, error)}
        onFiles={(files) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(files[0] ?? null);
        }}
      />
      {value && (
        <div className="flex align-items-center gap-2">
          <i className="pi pi-file" aria-hidden="true" />
          <span className="text-overflow-ellipsis overflow-hidden white-space-nowrap">{value.name}</span>
          <button type="button" className="p-button p-button-text p-button-sm p-button-icon-only" aria-label={t('forms.file.remove', { name: value.name })} onClick={() => void helpers.setValue(null)}>
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
