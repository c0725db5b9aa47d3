import { useTranslation } from 'react-i18next';
import type { ChangeRead as Change } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { isFinished } from '../../../domain/changes/lifecycle';
import { useChangeAttachments } from '../../../domain/files/changeAttachments';
import { AttachmentsPanel } from '../../../shared/ui/attachments/AttachmentsPanel';

/** The change's attachments through the kit's panel (Word, Excel, JPG, PNG, PDF up to 10 MB); listed only once it is over. */
export function ChangeAttachments({ change }: { change: Change }) {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const { files, upload, download, remove } = useChangeAttachments(change.changeId);
  const writable = can(['ChangeCreate']) && !isFinished(change.state);
  return (
    <AttachmentsPanel
      title={t('changes.detail.files')}
      emptyText={t('changes.detail.noFiles')}
      loadErrorTitle={t('changes.detail.filesError')}
      files={files}
      download={download}
      upload={writable ? upload : undefined}
      remove={writable ? remove : undefined}
    />
  );
}
