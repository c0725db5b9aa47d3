import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../BusyButton';
import type { AttachmentOutcome, PreparedAttachment } from '../../files/prepareAttachment';
import { AttachmentDrop } from './AttachmentDrop';
import { PendingAttachmentList } from './PendingAttachmentList';
import type { UploadWording } from './types';
import { useAttachmentQueue } from './useAttachmentQueue';

export interface UploaderProps {
  upload: (attachment: PreparedAttachment) => Promise<unknown>;
  prepare: (file: File) => Promise<AttachmentOutcome>;
  uploadOnChoose: boolean;
  chooseLabel?: string;
  accept?: string;
  multiple?: boolean;
  wording?: UploadWording;
}

/** Choose or drop files, see them checked, upload them with progress (at once, or from a waiting list). */
export function AttachmentUploader({ upload, prepare, uploadOnChoose, chooseLabel, accept, multiple, wording }: UploaderProps) {
  const { t } = useTranslation();
  const queue = useAttachmentQueue({ prepare, upload, uploadOnChoose, wording });
  const busy = queue.checking !== null || queue.progress !== null;

  const percent = queue.progress ? Math.round(((queue.progress.current - 1) / queue.progress.total) * 100) : 0;

  return (
    <div className="flex flex-column gap-2">
      <AttachmentDrop label={chooseLabel} hint={wording?.hint} accept={accept} multiple={multiple} busy={busy} onFiles={(files) => void queue.addFiles(files)} />

      {queue.checking && (
        <p role="status" className="m-0 text-700">
          <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
          {t('attachments.checking', { name: queue.checking })}
        </p>
      )}

      {(queue.rejected.length > 0 || queue.noFile) && (
        <div role="alert" className="p-3 border-round bg-red-50 text-red-800 flex align-items-start gap-3">
          <div className="flex-1">
            {queue.noFile ? (
              <p className="m-0">{t('upload.noFile')}</p>
            ) : (
              <>
                <p className="m-0 font-semibold">{t('attachments.rejectedTitle')}</p>
                <ul className="m-0 mt-1 pl-3">
                  {queue.rejected.map((r) => (
                    <li key={r.key} style={{ overflowWrap: 'anywhere' }}>{t('attachments.rejected', { name: r.name, reason: r.reason })}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {queue.rejected.length > 0 && (
            <button type="button" className="p-button p-button-sm p-button-text" onClick={queue.dismissRejected}>
              {t('attachments.dismiss')}
            </button>
          )}
        </div>
      )}

      {queue.pending.length > 0 && (
        <>
          <h3 className="text-base font-semibold m-0">{t('attachments.pendingTitle')}</h3>
          <PendingAttachmentList items={queue.pending} disabled={busy} onRemove={queue.remove} />
        </>
      )}

      {queue.progress && (
        <div className="flex flex-column gap-1">
          <ProgressBar value={percent} showValue={false} aria-label={t('attachments.progressLabel')} style={{ height: '0.75rem' }} />
          <p role="status" aria-live="polite" className="m-0 text-700">
            {t('attachments.progress', { ...queue.progress })}
          </p>
        </div>
      )}

      {!uploadOnChoose && (
        <div className="flex gap-2">
          <BusyButton
            icon="pi pi-upload"
            label={queue.pending.length > 0 ? t('attachments.submitCount', { count: queue.pending.length }) : t('attachments.submit')}
            busy={queue.progress !== null}
            disabled={busy}
            onClick={() => void queue.uploadAll()}
          />
          {queue.pending.length > 0 && (
            <button type="button" className="p-button p-button-text" disabled={busy} onClick={queue.clear}>
              {t('attachments.clear')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
