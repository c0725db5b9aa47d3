import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../export/download';
import { ModalDialog } from '../ui/dialogs/ModalDialog';

export interface BulkTemplate {
  /** The empty marked template (writeMarkedTemplate), written on demand. */
  write: () => Promise<Blob>;
  fileName: string;
  hint: string;
}

export interface BulkUsage {
  title: string;
  content: ReactNode;
}

/** Step 1: the template to fill, and the usage guide (what each column takes) in a dialog. */
export function TemplateStep({ id, heading, template, usage }: { id: string; heading: string; template: BulkTemplate; usage?: BulkUsage }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [guide, setGuide] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await template.write(), template.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-template`} className="flex flex-column gap-2">
      <h2 id={`${id}-template`} className="text-lg font-semibold m-0">{heading}</h2>
      <p className="m-0 text-700">{template.hint}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" label={t('bulk.template.download')} icon="pi pi-download" outlined onClick={() => void download()} disabled={busy} />
        {usage && (
          <Button type="button" label={t('bulk.usage.open')} icon="pi pi-question-circle" text onClick={() => setGuide(true)} aria-haspopup="dialog" aria-expanded={guide} />
        )}
      </div>
      {failed && <p role="alert" className="p-error m-0">{t('bulk.template.failed')}</p>}
      {usage && guide && (
        <ModalDialog header={usage.title} onHide={() => setGuide(false)} width="48rem">
          {usage.content}
        </ModalDialog>
      )}
    </section>
  );
}
