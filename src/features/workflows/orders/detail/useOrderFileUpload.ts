import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadWorkFlowOrderFileMutation } from '../../../../api/tags/filestorage';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { prepareAttachment } from '../../../../shared/files/prepareAttachment';
import { useAttachmentProblemText } from '../../../../shared/files/useAttachmentProblemText';
import { readAsBase64 } from '../../../../shared/files/readAsBase64';
import { useToast } from '../../../../shared/ui/ToastProvider';

/**
 * Attaches chosen files to the order one by one, each through the ticket attachment's checks
 * (prepareAttachment: type, size, real content, image sharpness). A refused file gets its reason; the
 * list refreshes by the 'WorkFlowOrderFiles' tag.
 */
export function useOrderFileUpload(workFlowOrderId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [upload] = useUploadWorkFlowOrderFileMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ name: string; reason: string }[]>([]);

  const reasonFor = useAttachmentProblemText();

  const uploadOne = async (file: File): Promise<string | null> => {
    const outcome = await prepareAttachment(file);
    if (!outcome.ok) return reasonFor(outcome.problem);
    const { blob, fileName, size } = outcome.attachment;
    const result = await upload({ workFlowOrderFileUploadRequest: { workFlowOrderId, fileName, description: null, fileBase64: await readAsBase64(blob), size } });
    return 'error' in result ? errorMessage(result.error) : null;
  };

  const addFiles = async (files: readonly File[]) => {
    const refused: { name: string; reason: string }[] = [];
    let uploaded = 0;
    for (const file of files) {
      setBusy(file.name);
      const reason = await uploadOne(file);
      if (reason) refused.push({ name: file.name, reason });
      else uploaded += 1;
    }
    setBusy(null);
    setProblems(refused);
    if (uploaded > 0) toast({ severity: 'success', summary: t('workOrders.files.uploaded', { count: uploaded }) });
  };

  return { busy, problems, addFiles, dismiss: () => setProblems([]) };
}
