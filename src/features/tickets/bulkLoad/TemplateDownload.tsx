import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/export/download';
import { TEMPLATE_FILE_NAME, writeTicketTemplate } from '../../../domain/tickets/bulkLoadTemplate/writeTemplate';

/** Step 1: the template, written in the browser on demand. */
export function TemplateDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await writeTicketTemplate(), TEMPLATE_FILE_NAME);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="bulk-template" className="flex flex-column gap-2">
      <h2 id="bulk-template" className="text-lg font-semibold m-0">{t('bulkLoad.steps.template')}</h2>
      <p className="m-0 text-700">{t('bulkLoad.template.hint')}</p>
      <div>
        <button type="button" className="p-button p-button-outlined" onClick={() => void download()} disabled={busy}>
          <i className="pi pi-download mr-2" aria-hidden="true" />
          {t('bulkLoad.template.download')}
        </button>
      </div>
      {failed && <p role="alert" className="p-error m-0">{t('bulkLoad.template.failed')}</p>}
    </section>
  );
}
