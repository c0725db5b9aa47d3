import { useId } from 'react';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../../shared/files/formatFileSize';
import { FileDrop } from '../../../../shared/ui/FileDrop';
import { LIMITS } from '../../../../shared/validation/limits';
import { PendingFileList } from './PendingFileList';
import { useAttachmentUpload } from './useAttachmentUpload';
import { localeOf } from '../../../../shared/i18n/localeOf';

/** What the chooser offers; the checks still run on every file (a user can pick "all files"). */
const ACCEPT = [
  ...LIMITS.attachmentExtensions.map((e) => `.${e}`),
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** The documentation tab's upload form: choose or drop files, see them checked, upload them with progress. */
export function AttachmentUpload({ ticketId }: { ticketId: number }) {
  const { t, i18n } = useTranslation();
  const ids = { title: useId(), hint: useId() };
  const upload = useAttachmentUpload(ticketId);
  const busy = upload.checking !== null || upload.progress !== null;

  const percent = upload.progress ? Math.round(((upload.progress.current - 1) / upload.progress.total) * 100) : 0;

  return (
    <section aria-labelledby={ids.title} className="flex flex-column gap-2">
      <h2 id={ids.title} className="text-lg font-semibold m-0">{t('ticketDocs.upload.title')}</h2>
      <FileDrop
        label={t('ticketDocs.upload.choose')}
        dropText={t('forms.file.dropMany')}
        chooseText={t('ticketDocs.upload.choose')}
        accept={ACCEPT}
        multiple
        icon="pi pi-paperclip"
        busy={busy}
        describedBy={ids.hint}
        onFiles={(files) => void upload.addFiles(files)}
      />
      <small id={ids.hint} className="text-600">
        {t('ticketDocs.upload.hint', { max: formatFileSize(LIMITS.attachmentMaxBytes, localeOf(i18n.language)) })}
      </small>

      {upload.checking && (
        <p role="status" className="m-0 text-700">
          <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
          {t('ticketDocs.upload.checking', { name: upload.checking })}
        </p>
      )}

      {(upload.rejected.length > 0 || upload.noFile) && (
        <div role="alert" className="p-3 border-round bg-red-50 text-red-800 flex align-items-start gap-3">
          <div className="flex-1">
            {upload.noFile ? (
              <p className="m-0">{t('upload.noFile')}</p>
            ) : (
              <>
                <p className="m-0 font-semibold">{t('ticketDocs.upload.rejectedTitle')}</p>
                <ul className="m-0 mt-1 pl-3">
                  {upload.rejected.map((r) => (
                    <li key={r.key} style={{ overflowWrap: 'anywhere' }}>{t('ticketDocs.upload.rejected', { name: r.name, reason: r.reason })}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {upload.rejected.length > 0 && (
            <button type="button" className="p-button p-button-sm p-button-text" onClick={upload.dismissRejected}>
              {t('ticketDocs.upload.dismiss')}
            </button>
          )}
        </div>
      )}

      {upload.pending.length > 0 && (
        <>
          <h3 className="text-base font-semibold m-0">{t('ticketDocs.upload.pendingTitle')}</h3>
          <PendingFileList items={upload.pending} disabled={busy} onRemove={upload.remove} />
        </>
      )}

      {upload.progress && (
        <div className="flex flex-column gap-1">
          <ProgressBar value={percent} showValue={false} aria-label={t('ticketDocs.upload.progressLabel')} style={{ height: '0.75rem' }} />
          <p role="status" aria-live="polite" className="m-0 text-700">
            {t('ticketDocs.upload.progress', { ...upload.progress })}
          </p>
        </div>
      )}

      <div className="flex gap-2">
        <button type="button" className="p-button" disabled={busy} onClick={() => void upload.uploadAll()}>
          <span className={`pi ${upload.progress ? 'pi-spin pi-spinner' : 'pi-upload'} mr-2`} aria-hidden="true" />
          {upload.pending.length > 0 ? t('ticketDocs.upload.submitCount', { count: upload.pending.length }) : t('ticketDocs.upload.submit')}
        </button>
        {upload.pending.length > 0 && (
          <button type="button" className="p-button p-button-text" disabled={busy} onClick={upload.clear}>
            {t('ticketDocs.upload.clear')}
          </button>
        )}
      </div>
    </section>
  );
}
