import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadTicketFileMutation } from '../../../../api/tags/filestorage';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { prepareAttachment, type PreparedAttachment } from '../../../../shared/files/prepareAttachment';
import { useAttachmentProblemText } from '../../../../shared/files/useAttachmentProblemText';
import { readAsBase64, readAsDataUrl } from '../../../../shared/files/readAsBase64';
import { useToast } from '../../../../shared/ui/ToastProvider';

export interface PendingFile {
  key: number;
  attachment: PreparedAttachment;
  /** A data: URL of an image, for its preview. */
  preview: string | null;
  /** The server's reason when its upload failed; the file stays so the user can try again. */
  error: string | null;
}

export interface Rejection {
  key: number;
  name: string;
  reason: string;
}

export interface UploadProgress {
  current: number;
  total: number;
  name: string;
}

/**
 * The upload form's state: files are checked as they are chosen (prepareAttachment: type, size, magic
 * bytes, image sharpness and orientation), the accepted ones wait in a list, the refused ones get a
 * message each, and "upload" sends the waiting files one by one with progress. A new choice clears the
 * previous messages (spec: the file fields are cleared). The list refreshes by the 'TicketFiles' tag.
 */
export function useAttachmentUpload(ticketId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [uploadFile] = useUploadTicketFileMutation();
  const nextKey = useRef(0);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const [checking, setChecking] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [noFile, setNoFile] = useState(false);

  const reasonFor = useAttachmentProblemText();

  const addFiles = async (files: readonly File[]) => {
    setRejected([]);
    setNoFile(files.length === 0);
    for (const file of files) {
      setChecking(file.name);
      const outcome = await prepareAttachment(file);
      const key = nextKey.current++;
      if (outcome.ok) {
        const preview = outcome.attachment.isImage ? await readAsDataUrl(outcome.attachment.blob) : null;
        setPending((list) => [...list, { key, attachment: outcome.attachment, preview, error: null }]);
      } else {
        setRejected((list) => [...list, { key, name: file.name, reason: reasonFor(outcome.problem) }]);
      }
    }
    setChecking(null);
  };

  const remove = (key: number) => setPending((list) => list.filter((p) => p.key !== key));

  const clear = () => {
    setPending([]);
    setRejected([]);
  };

  const uploadAll = async () => {
    setRejected([]);
    setNoFile(pending.length === 0);
    let uploaded = 0;
    for (const [i, item] of pending.entries()) {
      const { blob, fileName, size } = item.attachment;
      setProgress({ current: i + 1, total: pending.length, name: fileName });
      const result = await uploadFile({
        ticketFileUploadRequest: { ticketId, fileName, description: null, fileBase64: await readAsBase64(blob), size },
      });
      if ('error' in result) {
        const reason = errorMessage(result.error);
        setPending((list) => list.map((p) => (p.key === item.key ? { ...p, error: reason } : p)));
        toast({ severity: 'error', summary: t('ticketDocs.upload.failed', { name: fileName }), detail: reason });
      } else {
        uploaded += 1;
        remove(item.key);
      }
    }
    setProgress(null);
    if (uploaded > 0) toast({ severity: 'success', summary: t('ticketDocs.upload.uploaded', { count: uploaded }) });
  };

  return { pending, rejected, checking, progress, noFile, addFiles, remove, clear, uploadAll, dismissRejected: () => setRejected([]) };
}
