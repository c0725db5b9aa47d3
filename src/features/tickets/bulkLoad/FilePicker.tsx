import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  disabled: boolean;
  onFile: (file: File | null) => void;
}

/** Step 2: drop the file on the zone or pick it with the button (the keyboard path). */
export function FilePicker({ disabled, onFile }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFile(event.dataTransfer.files[0] ?? null);
  };

  return (
    <section aria-labelledby="bulk-file" className="flex flex-column gap-2">
      <h2 id="bulk-file" className="text-lg font-semibold m-0">{t('bulkLoad.steps.file')}</h2>
      <div
        className={`border-2 border-dashed border-round p-4 flex flex-wrap align-items-center justify-content-center gap-2 ${over ? 'border-primary bg-primary-50' : 'surface-border'}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <i className="pi pi-file-excel text-2xl" aria-hidden="true" />
        <span>{t('bulkLoad.file.drop')}</span>
        <button type="button" className="p-button p-button-sm" disabled={disabled} onClick={() => input.current?.click()}>
          {t('bulkLoad.file.choose')}
        </button>
        <input
          ref={input}
          type="file"
          className="hidden"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={t('bulkLoad.file.label')}
          disabled={disabled}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            // The same file may be chosen again after it is fixed.
            event.target.value = '';
          }}
        />
      </div>
    </section>
  );
}
