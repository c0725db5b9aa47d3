import { useTranslation } from 'react-i18next';
import type { SolutionRead as Solution } from '../../../api/tags/process';
import { useSolutionAttachments } from '../../../domain/files/problemAttachments';
import { AttachmentsPanel } from '../../../shared/ui/attachments/AttachmentsPanel';

/** The solution's files through the kit's panel; added and removed by whom may write solutions. */
export function SolutionAttachments({ solution, editable }: { solution: Solution; editable: boolean }) {
  const { t } = useTranslation();
  const { files, upload, download, remove } = useSolutionAttachments(solution.solutionId);
  return (
    <AttachmentsPanel
      title={t('solutions.files.title')}
      emptyText={t('solutions.files.empty')}
      loadErrorTitle={t('solutions.files.error')}
      files={files}
      download={download}
      upload={editable ? upload : undefined}
      remove={editable ? remove : undefined}
    />
  );
}
