import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
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
}

/** Asks before an action (delete, disable, leave), shows it running and, if refused, why. Cancel has the focus. */
export function ConfirmDialog({ header, message, confirmLabel, onConfirm, onHide, cancelLabel, danger = false, icon = 'pi pi-check', failureTitle }: ConfirmDialogProps) {
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
          <Button type="button" label={cancelLabel ?? t('dialog.cancel')} outlined severity="secondary" disabled={busy} onClick={onHide} autoFocus />
          <Button type="button" label={confirmLabel} icon={busy ? 'pi pi-spin pi-spinner' : icon} severity={danger ? 'danger' : undefined} disabled={busy} onClick={() => void confirm()} />
        </>
      }
    >
      <div className="flex flex-column gap-2">
        <p className="m-0" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </p>
        {failure !== null && <DialogFailure title={failureTitle}>{errorMessage(failure)}</DialogFailure>}
      </div>
    </ModalDialog>
  );
}
