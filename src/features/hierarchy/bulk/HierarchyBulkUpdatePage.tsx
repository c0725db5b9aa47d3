import { useState } from 'react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { saveFile } from '../../../shared/export/download';
import { writeMarkedTemplate } from '../../../shared/files/xlsxTemplate/writeMarkedTemplate';
import { FileDrop } from '../../../shared/ui/FileDrop';
import { BulkResults } from './BulkResults';
import { HIERARCHY_TEMPLATE } from '../../../domain/users/hierarchyTemplate';
import { RowIssues } from './RowIssues';
import { UsageGuide } from './UsageGuide';
import { useHierarchyBulkUpdate } from './useHierarchyBulkUpdate';

/** massiveHierarchicalStructureUpdate: place many users at once from the Excel template (BulkUpdateHierarchy). */
export default function HierarchyBulkUpdatePage() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { state, chooseFile, send, restart } = useHierarchyBulkUpdate();
  const [guide, setGuide] = useState(false);
  const [templateFailed, setTemplateFailed] = useState(false);
  const busy = state.step === 'reading' || state.step === 'sending';

  const downloadTemplate = async () => {
    setTemplateFailed(false);
    try {
      saveFile(await writeMarkedTemplate(HIERARCHY_TEMPLATE), HIERARCHY_TEMPLATE.fileName);
    } catch {
      setTemplateFailed(true);
    }
  };

  return (
    <section className="p-3 flex flex-column gap-4" aria-labelledby="hierarchy-bulk-title">
      <header className="flex flex-column gap-1">
        <h1 id="hierarchy-bulk-title" className="text-2xl font-semibold m-0">{t('routes.hierarchyBulkUpdate')}</h1>
        <p className="m-0 text-700">{t('hierarchy.bulk.intro')}</p>
      </header>

      <section aria-labelledby="hierarchy-bulk-template" className="flex flex-column gap-2">
        <h2 id="hierarchy-bulk-template" className="text-lg font-semibold m-0">{t('hierarchy.bulk.steps.template')}</h2>
        <p className="m-0 text-700">{t('hierarchy.bulk.templateHint')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" label={t('hierarchy.bulk.download')} icon="pi pi-download" outlined onClick={() => void downloadTemplate()} />
          <Button type="button" label={t('hierarchy.bulk.usage.open')} icon="pi pi-question-circle" text onClick={() => setGuide(true)} />
        </div>
        {templateFailed && <p role="alert" className="p-error m-0">{t('bulkLoad.template.failed')}</p>}
      </section>

      <section aria-labelledby="hierarchy-bulk-file" className="flex flex-column gap-2">
        <h2 id="hierarchy-bulk-file" className="text-lg font-semibold m-0">{t('hierarchy.bulk.steps.file')}</h2>
        <FileDrop
          label={t('hierarchy.bulk.fileLabel')}
          dropText={t('bulkLoad.file.drop')}
          chooseText={t('bulkLoad.file.choose')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          icon="pi pi-file-excel"
          disabled={busy}
          onFiles={(files) => void chooseFile(files[0] ?? null)}
        />
      </section>

      <section aria-labelledby="hierarchy-bulk-result" className="flex flex-column gap-2" aria-busy={busy}>
        <h2 id="hierarchy-bulk-result" className="text-lg font-semibold m-0">{t('hierarchy.bulk.steps.result')}</h2>
        {state.step === 'choose' && <p className="m-0 text-700">{t('hierarchy.bulk.waiting')}</p>}
        {(state.step === 'reading' || state.step === 'sending') && (
          <>
            <p role="status" className="m-0">
              {state.step === 'reading' ? t('bulkLoad.file.reading', { name: state.name }) : t('hierarchy.bulk.sending', { name: state.file.name })}
            </p>
            <ProgressBar mode="indeterminate" style={{ height: '6px' }} aria-label={t('hierarchy.bulk.progress')} />
          </>
        )}
        {state.step === 'refused' && (
          <p role="alert" className="m-0 p-3 border-round bg-red-50 text-red-800">
            {state.name && <strong>{`${state.name}: `}</strong>}
            {t(`bulkLoad.fileErrors.${state.fileError}`)}
          </p>
        )}
        {state.step === 'invalid' && <RowIssues issues={state.issues} />}
        {state.step === 'ready' && (
          <>
            <p role="status" className="m-0 p-3 border-round bg-blue-50 text-blue-800">
              <strong>{`${state.file.name}: `}</strong>
              {t('hierarchy.bulk.ready', { count: state.rows })}
            </p>
            {state.sendError !== null && <p role="alert" className="p-error m-0">{errorMessage(state.sendError)}</p>}
            <div className="flex gap-2">
              <Button type="button" label={t('hierarchy.bulk.send')} icon="pi pi-send" onClick={() => void send()} />
              <Button type="button" label={t('bulkLoad.ready.again')} text onClick={restart} />
            </div>
          </>
        )}
        {state.step === 'done' && (
          <>
            <BulkResults name={state.name} result={state.result} />
            <div>
              <Button type="button" label={t('hierarchy.bulk.another')} icon="pi pi-refresh" outlined onClick={restart} />
            </div>
          </>
        )}
      </section>
      {guide && <UsageGuide onHide={() => setGuide(false)} />}
    </section>
  );
}
