import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import type { AttachmentOutcome, PreparedAttachment } from '../../files/prepareAttachment';
import { useAttachmentProblemText } from '../../files/useAttachmentProblemText';
import { readAsDataUrl } from '../../files/readAsBase64';
import { useToast } from '../ToastProvider';
import type { UploadWording } from './types';

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

export interface QueueOptions {
  /** The checks a file passes before it may be uploaded (type, size, content, image sharpness and turn). */
  prepare: (file: File) => Promise<AttachmentOutcome>;
  upload: (attachment: PreparedAttachment) => Promise<unknown>;
  /** Send the accepted files at once instead of waiting in a list for "upload". */
  uploadOnChoose: boolean;
  wording?: UploadWording;
}

/**
 * The upload's state: files are checked as they are chosen, the refused ones get a message each, and
 * the accepted ones are sent one by one with progress, either at once or from a waiting list on "upload".
 * A new choice clears the previous messages (spec: the file fields are cleared).
 */
export function useAttachmentQueue({ prepare, upload, uploadOnChoose, wording }: QueueOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const problemText = useAttachmentProblemText();
  const reasonFor = wording?.problem ?? problemText;
  const nextKey = useRef(0);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const [checking, setChecking] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [noFile, setNoFile] = useState(false);

  const remove = (key: number) => setPending((list) => list.filter((p) => p.key !== key));

  const send = async (items: readonly PendingFile[]) => {
    let uploaded = 0;
    for (const [i, item] of items.entries()) {
      const { fileName } = item.attachment;
      setProgress({ current: i + 1, total: items.length, name: fileName });
      try {
        await upload(item.attachment);
        uploaded += 1;
        remove(item.key);
      } catch (error) {
        const reason = wording?.uploadFailed ? wording.uploadFailed(errorMessage(error)) : errorMessage(error);
        // Sent at once, a refused file joins the refused ones; from the list, it stays there to retry.
        if (uploadOnChoose) {
          setRejected((list) => [...list, { key: item.key, name: fileName, reason }]);
        } else {
          setPending((list) => list.map((p) => (p.key === item.key ? { ...p, error: reason } : p)));
          toast({ severity: 'error', summary: t('attachments.failed', { name: fileName }), detail: reason });
        }
      }
    }
    setProgress(null);
    if (uploaded > 0) toast({ severity: 'success', summary: t('attachments.uploaded', { count: uploaded }) });
  };

  const addFiles = async (files: readonly File[]) => {
    setRejected([]);
    setNoFile(files.length === 0);
    const accepted: PendingFile[] = [];
    for (const file of files) {
      setChecking(file.name);
      const outcome = await prepare(file);
      const key = nextKey.current++;
      if (outcome.ok) {
        const preview = outcome.attachment.isImage && !uploadOnChoose ? await readAsDataUrl(outcome.attachment.blob) : null;
        const item = { key, attachment: outcome.attachment, preview, error: null };
        accepted.push(item);
        if (!uploadOnChoose) setPending((list) => [...list, item]);
      } else {
        setRejected((list) => [...list, { key, name: file.name, reason: reasonFor(outcome.problem) }]);
      }
    }
    setChecking(null);
    if (uploadOnChoose && accepted.length > 0) await send(accepted);
  };

  const clear = () => {
    setPending([]);
    setRejected([]);
  };

  const uploadAll = async () => {
    setRejected([]);
    setNoFile(pending.length === 0);
    await send(pending);
  };

  return { pending, rejected, checking, progress, noFile, addFiles, remove, clear, uploadAll, dismissRejected: () => setRejected([]) };
}
