import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../shared/ui/FileDrop';

interface Props {
  disabled: boolean;
  onFile: (file: File | null) => void;
}

/** Step 2: drop the file on the zone or pick it with the button (the keyboard path). */
export function FilePicker({ disabled, onFile }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bulk-file" className="flex flex-column gap-2">
      <h2 id="bulk-file" className="text-lg font-semibold m-0">{t('bulkLoad.steps.file')}</h2>
      <FileDrop
        label={t('bulkLoad.file.label')}
        dropText={t('bulkLoad.file.drop')}
        chooseText={t('bulkLoad.file.choose')}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        icon="pi pi-file-excel"
        disabled={disabled}
        onFiles={(files) => onFile(files[0] ?? null)}
      />
    </section>
  );
}
