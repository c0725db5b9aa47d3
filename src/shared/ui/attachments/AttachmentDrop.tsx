import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../files/formatFileSize';
import { localeOf } from '../../i18n/localeOf';
import { LIMITS } from '../../validation/limits';
import { FileDrop } from '../FileDrop';

/** What the chooser offers; the checks still run on every file (a user can pick "all files"). */
export const ATTACHMENT_ACCEPT = [
  ...LIMITS.attachmentExtensions.map((e) => `.${e}`),
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

interface Props {
  /** The button's text and the input's name ("Seleccionar archivos"). */
  label?: string;
  /** Under the zone; by default the allowed types and size. */
  hint?: string;
  accept?: string;
  multiple?: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/** The one file chooser for attachments (ticket files, work order files, a new ticket's files), with its hint. */
export function AttachmentDrop({ label, hint, accept = ATTACHMENT_ACCEPT, multiple = true, busy, onFiles }: Props) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const text = label ?? t('attachments.choose');
  return (
    <>
      <FileDrop
        label={text}
        dropText={t(multiple ? 'forms.file.dropMany' : 'forms.file.drop')}
        chooseText={text}
        accept={accept}
        multiple={multiple}
        icon="pi pi-paperclip"
        busy={busy}
        describedBy={hintId}
        onFiles={onFiles}
      />
      <small id={hintId} className="text-600">
        {hint ?? t('attachments.hint', { max: formatFileSize(LIMITS.attachmentMaxBytes, localeOf(i18n.language)) })}
      </small>
    </>
  );
}
