import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { type TicketFile, useDeleteTicketFilesMutation } from '../../../../api/tags/filestorage';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { useToast } from '../../../../shared/ui/ToastProvider';

/** Asks before deleting a file; on failure it stays open with the server's reason. */
export function DeleteFileDialog({ file, onClose }: { file: TicketFile; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [deleteFiles, state] = useDeleteTicketFilesMutation();

  const confirm = async () => {
    const result = await deleteFiles({ ticketFilesDeleteRequest: { ticketId: file.ticketId, fileIds: [file.id] } });
    if ('error' in result) return;
    toast({ severity: 'success', summary: t('ticketDocs.deleted') });
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('ticketDocs.deleteTitle')}
      onHide={onClose}
      closable={!state.isLoading}
      style={{ width: 'min(30rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t('ticketDocs.cancel')} outlined severity="secondary" disabled={state.isLoading} onClick={onClose} />
          <Button
            type="button"
            label={t('ticketDocs.deleteConfirm')}
            icon={state.isLoading ? 'pi pi-spin pi-spinner' : 'pi pi-trash'}
            severity="danger"
            disabled={state.isLoading}
            onClick={() => void confirm()}
          />
        </div>
      }
    >
      <p className="mt-0" style={{ overflowWrap: 'anywhere' }}>{t('ticketDocs.deleteQuestion', { name: file.fileName, ticketId: file.ticketId })}</p>
      {state.error && (
        <p role="alert" className="m-0 p-2 border-round bg-red-50 text-red-800">
          {t('ticketDocs.deleteError')}: {errorMessage(state.error)}
        </p>
      )}
    </Dialog>
  );
}
