import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { BusyButton } from '../BusyButton';
import { PageLoader } from '../PageLoader';
import { DialogFailure, ModalDialog } from './ModalDialog';

interface ConfirmDialogProps {
  header: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs the action; a rejection is shown in the dialog, which stays open. */
  onConfirm: () => unknown;
  onHide: () => void;
  /** "Stay", "Keep working"; Cancel by default. */
  cancelLabel?: string;
  danger?: boolean;
  icon?: string;
  /** Put before the refusal's reason ("Could not delete the file: …"). */
  failureTitle?: string;
  /** True while what the question depends on is read (what blocks the action): the same dialog waits, it cannot confirm yet. */
  checking?: boolean;
  /** Why the action cannot be done, shown instead of the question, which cannot be confirmed. */
  blocked?: ReactNode;
}

/** Asks before an action (delete, disable, leave), shows it running and, if refused, why. Cancel has the focus. */
export function ConfirmDialog({
  header, message, confirmLabel, onConfirm, onHide, cancelLabel, danger = false, icon = 'pi pi-check', failureTitle, checking = false, blocked,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onHide();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      header={header}
      onHide={onHide}
      busy={busy}
      width="30rem"
      footer={
        <>
          <Button type="button" label={blocked ? t('dialog.close') : (cancelLabel ?? t('dialog.cancel'))} outlined severity="secondary" disabled={busy} onClick={onHide} autoFocus />
          {!blocked && (
            <BusyButton label={confirmLabel} icon={icon} busy={busy} severity={danger ? 'danger' : undefined} disabled={checking} onClick={() => void confirm()} />
          )}
        </>
      }
    >
      {checking ? <PageLoader /> : blocked ? (
        <div role="alert" className="flex flex-column gap-2">{blocked}</div>
      ) : (
        <div className="flex flex-column gap-2">
          <p className="m-0" style={{ overflowWrap: 'anywhere' }}>
            {message}
          </p>
          {failure !== null && <DialogFailure title={failureTitle}>{errorMessage(failure)}</DialogFailure>}
        </div>
      )}
    </ModalDialog>
  );
}
