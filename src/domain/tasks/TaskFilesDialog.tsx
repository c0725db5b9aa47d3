import { useTranslation } from 'react-i18next';
import { useTaskAttachments } from '../files/taskAttachments';
import { AttachmentsPanel } from '../../shared/ui/attachments/AttachmentsPanel';
import { ModalDialog } from '../../shared/ui/dialogs/ModalDialog';
import type { TaskRow } from './taskForm';

/** A task's files through the kit's attachments panel (Word, Excel, JPG, PNG, PDF up to 10 MB); added and removed when `writable`. */
export function TaskFilesDialog({ task, writable, onHide }: { task: TaskRow; writable: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const { files, upload, download, remove } = useTaskAttachments(task.taskId);
  return (
    <ModalDialog header={t('tasks.filesTitle', { id: task.taskId, name: task.name })} onHide={onHide} width="48rem">
      <AttachmentsPanel
        title={t('tasks.files')}
        emptyText={t('tasks.noFiles')}
        loadErrorTitle={t('tasks.filesError')}
        files={files}
        download={download}
        upload={writable ? upload : undefined}
        remove={writable ? remove : undefined}
      />
    </ModalDialog>
  );
}
