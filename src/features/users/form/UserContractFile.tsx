import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useGetUserContractFilesQuery, useUploadUserContractFileMutation } from '../../../api/tags/filestorage';
import { useFileDownload } from '../../../domain/files/useFileDownload';
import { prepareAttachment } from '../../../shared/files/prepareAttachment';
import { readAsBase64 } from '../../../shared/files/readAsBase64';
import { useAttachmentProblemText } from '../../../shared/files/useAttachmentProblemText';
import { AttachmentDrop } from '../../../shared/ui/attachments/AttachmentDrop';
import { useToast } from '../../../shared/ui/ToastProvider';
import { useUserErrorMessage } from '../useUserErrorMessage';

/**
 * The user's linked contract (UploadUserContractFile): saved on its own as soon as it passes the
 * attachment checks, so a refused file only costs its message and the form keeps what was typed.
 */
export function UserContractFile({ userId, fullName }: { userId: number; fullName: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const problemText = useAttachmentProblemText();
  const errorMessage = useUserErrorMessage();
  const download = useFileDownload();
  const linked = useGetUserContractFilesQuery({ userId });
  const [upload, { isLoading }] = useUploadUserContractFileMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await prepareAttachment(file);
    if (!outcome.ok) {
      setRefusal(t('users.contract.refused', { name: file.name, reason: problemText(outcome.problem) }));
      return;
    }
    const { blob, fileName, size } = outcome.attachment;
    const result = await upload({ userContractFileUploadRequest: { userId, fileName, size, fileBase64: await readAsBase64(blob) } });
    setRefusal('error' in result ? errorMessage(result.error) : null);
    if (!('error' in result)) toast({ severity: 'success', summary: t('users.contract.saved', { name: fullName }) });
  };

  const current = linked.data?.data[0];
  return (
    <section aria-label={t('users.contract.title')} className="flex flex-column gap-2">
      <h3 className="text-base m-0">{t('users.contract.title')}</h3>
      {current ? (
        <Button type="button" link className="p-0 align-self-start" icon="pi pi-download" label={current.fileName}
          aria-label={t('users.contract.download', { name: current.fileName })} onClick={() => void download(current)} />
      ) : (
        <span className="text-600">{linked.isLoading ? t('users.contract.loading') : t('users.contract.none')}</span>
      )}
      <AttachmentDrop label={t('users.contract.upload')} multiple={false} busy={isLoading} onFiles={(files) => void pick(files[0])} />
      {refusal && <small role="alert" className="p-error">{refusal}</small>}
    </section>
  );
}
