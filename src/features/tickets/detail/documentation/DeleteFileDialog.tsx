import { useTranslation } from 'react-i18next';
import { type TicketFile, useDeleteTicketFilesMutation } from '../../../../api/tags/filestorage';
import { ConfirmDialog } from '../../../../shared/ui/dialogs/ConfirmDialog';
import { useToast } from '../../../../shared/ui/ToastProvider';

/** Asks before deleting a file; on failure it stays open with the server's reason. */
export function DeleteFileDialog({ file, onClose }: { file: TicketFile; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [deleteFiles] = useDeleteTicketFilesMutation();

  const confirm = async () => {
    await deleteFiles({ ticketFilesDeleteRequest: { ticketId: file.ticketId, fileIds: [file.id] } }).unwrap();
    toast({ severity: 'success', summary: t('ticketDocs.deleted') });
  };

  return (
    <ConfirmDialog
      header={t('ticketDocs.deleteTitle')}
      message={t('ticketDocs.deleteQuestion', { name: file.fileName, ticketId: file.ticketId })}
      cancelLabel={t('ticketDocs.cancel')}
      confirmLabel={t('ticketDocs.deleteConfirm')}
      icon="pi pi-trash"
      danger
      failureTitle={t('ticketDocs.deleteError')}
      onConfirm={confirm}
      onHide={onClose}
    />
  );
}
