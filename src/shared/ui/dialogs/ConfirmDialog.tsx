import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';

interface ConfirmDialogProps {
  header: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs the action; a rejection is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onHide: () => void;
  danger?: boolean;
  icon?: string;
}

/** Asks before an action (delete, disable), shows it running and, if refused, why. */
export function ConfirmDialog({ header, message, confirmLabel, onConfirm, onHide, danger = false, icon = 'pi pi-check' }: ConfirmDialogProps) {
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
    <Dialog
      visible
      header={header}
      onHide={onHide}
      closable={!busy}
      style={{ width: 'min(30rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t('dialog.cancel')} outlined severity="secondary" disabled={busy} onClick={onHide} autoFocus />
          <Button type="button" label={confirmLabel} icon={busy ? 'pi pi-spin pi-spinner' : icon} severity={danger ? 'danger' : undefined} disabled={busy} onClick={() => void confirm()} />
        </div>
      }
    >
      <div className="flex flex-column gap-2">
        <p className="m-0">{message}</p>
        {failure !== null && (
          <p role="alert" className="m-0 p-2 border-round bg-red-50 text-red-800">
            {errorMessage(failure)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
