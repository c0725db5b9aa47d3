import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import type { TicketPdfProgress } from '../../../domain/tickets/pdf/protocol';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';

/** The massive PDF download's stages (spec 000 section 4): in progress, success, error. */
export type MassivePdfStage =
  | { kind: 'running'; total: number; progress: TicketPdfProgress | null }
  | { kind: 'success'; fileName: string; count: number }
  | { kind: 'error'; message: string };

interface MassivePdfDialogProps {
  stage: MassivePdfStage | null;
  onCancel: () => void;
  onClose: () => void;
  onRetry: () => void;
}

function runningText(t: (key: string, values?: Record<string, unknown>) => string, stage: Extract<MassivePdfStage, { kind: 'running' }>) {
  const { progress, total } = stage;
  if (!progress) return { text: t('ticketPdf.massive.starting'), percent: null };
  if (progress.phase === 'zipping') return { text: t('ticketPdf.massive.zipping', { total }), percent: 100 };
  return { text: t('ticketPdf.massive.progress', { done: progress.done, total }), percent: Math.round((progress.done / Math.max(1, total)) * 100) };
}

/** The progress dialog: a per-ticket counter 'n de N' with cancel, then the result with close (and retry after an error). */
export function MassivePdfDialog({ stage, onCancel, onClose, onRetry }: MassivePdfDialogProps) {
  const { t } = useTranslation();
  const running = stage?.kind === 'running' ? runningText(t, stage) : null;

  const footer =
    stage?.kind === 'running' ? (
      <Button type="button" label={t('ticketPdf.massive.cancel')} icon="pi pi-times" severity="secondary" outlined onClick={onCancel} />
    ) : (
      <>
        {stage?.kind === 'error' && <Button type="button" label={t('ticketPdf.massive.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />}
        <Button type="button" label={t('ticketPdf.massive.close')} icon="pi pi-check" onClick={onClose} autoFocus />
      </>
    );

  return (
    <ModalDialog
      visible={stage !== null}
      header={t('ticketPdf.massive.title')}
      onHide={onClose}
      busy={stage?.kind === 'running'}
      width="30rem"
      footer={footer}
    >
      {running && (
        <>
          <ProgressBar
            value={running.percent ?? 0}
            mode={running.percent === null ? 'indeterminate' : 'determinate'}
            showValue={running.percent !== null}
            aria-label={t('ticketPdf.massive.progressLabel')}
            style={{ height: '1.25rem' }}
          />
          <p role="status" aria-live="polite" className="mt-3 mb-0">
            {running.text}
          </p>
        </>
      )}
      {stage?.kind === 'success' && (
        <p role="status" className="flex align-items-center gap-2 m-0">
          <span className="pi pi-check-circle text-green-700 text-xl" aria-hidden="true" />
          {t('ticketPdf.massive.success', { fileName: stage.fileName, count: stage.count })}
        </p>
      )}
      {stage?.kind === 'error' && (
        <p role="alert" className="flex align-items-center gap-2 m-0 text-red-800">
          <span className="pi pi-exclamation-triangle text-xl" aria-hidden="true" />
          {stage.message}
        </p>
      )}
    </ModalDialog>
  );
}
