import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { FilePicker } from './FilePicker';
import { IssuesTable } from './IssuesTable';
import { LoadSummary } from './LoadSummary';
import { TemplateDownload } from './TemplateDownload';
import { useBulkLoad } from './useBulkLoad';

/** massiveLoad/ExternalFile: bulk ticket load from the Excel template (TicketSaveMultiTicket). */
export default function BulkLoadPage() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { state, chooseFile, send, restart } = useBulkLoad();
  const busy = state.step === 'reading' || state.step === 'sending';

  return (
    <section className="p-3 flex flex-column gap-4" aria-labelledby="bulk-load-title">
      <header className="flex flex-column gap-1">
        <h1 id="bulk-load-title" className="text-2xl font-semibold m-0">{t('bulkLoad.title')}</h1>
        <p className="m-0 text-700">{t('bulkLoad.intro')}</p>
      </header>

      <TemplateDownload />
      <FilePicker disabled={busy} onFile={(file) => void chooseFile(file)} />

      <section aria-labelledby="bulk-check" className="flex flex-column gap-2" aria-busy={busy}>
        <h2 id="bulk-check" className="text-lg font-semibold m-0">{t('bulkLoad.steps.check')}</h2>
        {state.step === 'reading' && (
          <>
            <p role="status" className="m-0">{t('bulkLoad.file.reading', { name: state.name })}</p>
            <ProgressBar mode="indeterminate" style={{ height: '6px' }} />
          </>
        )}
        {state.step === 'refused' && (
          <p role="alert" className="m-0 p-3 border-round bg-red-50 text-red-800">
            {state.name && <strong>{`${state.name}: `}</strong>}
            {t(`bulkLoad.fileErrors.${state.fileError}`)}
          </p>
        )}
        {state.step === 'invalid' && <IssuesTable issues={state.issues} fromServer={state.fromServer} />}
        {(state.step === 'ready' || state.step === 'sending') && (
          <p role="status" className="m-0 p-3 border-round bg-blue-50 text-blue-800">
            <strong>{`${state.name}: `}</strong>
            {t('bulkLoad.ready.title', { count: state.rows.length })}
          </p>
        )}
        {state.step === 'done' && <LoadSummary ticketIds={state.ticketIds} />}
      </section>

      {(state.step === 'ready' || state.step === 'sending') && (
        <section aria-labelledby="bulk-send" className="flex flex-column gap-2">
          <h2 id="bulk-send" className="text-lg font-semibold m-0">{t('bulkLoad.steps.send')}</h2>
          {state.step === 'ready' && state.sendError !== null && <p role="alert" className="p-error m-0">{errorMessage(state.sendError)}</p>}
          <div className="flex gap-2">
            <button type="button" className="p-button" onClick={() => void send()} disabled={state.step === 'sending'}>
              {t(state.step === 'sending' ? 'bulkLoad.ready.sending' : 'bulkLoad.ready.send')}
            </button>
            <button type="button" className="p-button p-button-text" onClick={restart} disabled={state.step === 'sending'}>
              {t('bulkLoad.ready.again')}
            </button>
          </div>
        </section>
      )}
    </section>
  );
}
