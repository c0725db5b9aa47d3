import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/dialogs/ConfirmDialog';
import { useToast } from '../ui/ToastProvider';

interface DeleteFieldDialogProps {
  /** The custom field to delete, named in the question and in the toast. */
  field: { name: string };
  /** Deletes it; a rejection stays in the dialog with its reason. */
  remove: () => Promise<unknown>;
  onHide: () => void;
}

/** Asks before deleting a custom form's field, deletes it and says so. */
export function DeleteFieldDialog({ field, remove, onHide }: DeleteFieldDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const erase = async () => {
    await remove();
    toast({ severity: 'success', summary: t('catalogues.done.deleted', { name: field.name }) });
  };
  return (
    <ConfirmDialog
      header={t('customForms.deleteHeader')}
      message={t('catalogues.confirmDelete.message', { name: field.name })}
      confirmLabel={t('catalogues.confirmDelete.confirm')}
      icon="pi pi-trash"
      danger
      onConfirm={erase}
      onHide={onHide}
    />
  );
}
