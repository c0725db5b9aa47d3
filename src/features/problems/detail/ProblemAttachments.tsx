import { useTranslation } from 'react-i18next';
import type { ProblemRead as Problem } from '../../../api/tags/process';
import { useProblemAttachments } from '../../../domain/files/problemAttachments';
import { AttachmentsPanel } from '../../../shared/ui/attachments/AttachmentsPanel';

/** The problem's files through the kit's panel (Word, Excel, JPG, PNG, PDF up to 10 MB); added and removed while it is open. */
export function ProblemAttachments({ problem, editable }: { problem: Problem; editable: boolean }) {
  const { t } = useTranslation();
  const { files, upload, download, remove } = useProblemAttachments(problem.problemId);
  return (
    <AttachmentsPanel
      title={t('problems.files.title')}
      emptyText={t('problems.files.empty')}
      loadErrorTitle={t('problems.files.error')}
      files={files}
      download={download}
      upload={editable ? upload : undefined}
      remove={editable ? remove : undefined}
    />
  );
}
