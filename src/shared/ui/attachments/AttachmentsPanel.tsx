import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareAttachment, type AttachmentOutcome, type PreparedAttachment } from '../../files/prepareAttachment';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { RequestError } from '../RequestError';
import { useToast } from '../ToastProvider';
import { AttachmentTable } from './AttachmentTable';
import { AttachmentUploader } from './AttachmentUploader';
import type { AttachmentItem, AttachmentList, UploadWording } from './types';

export interface AttachmentsPanelProps {
  /** The section's heading and the list's name ("Archivos del ticket"). */
  title: string;
  emptyText: string;
  /** Put before the read's error ("No se pudieron cargar los archivos"). */
  loadErrorTitle: string;
  files: AttachmentList;
  download: (file: AttachmentItem) => Promise<void>;
  /** Without it (no permission, a finished entity) the panel only lists. */
  upload?: (attachment: PreparedAttachment) => Promise<unknown>;
  /** Without it no file can be deleted; canRemove narrows it per file. */
  remove?: (file: AttachmentItem) => Promise<unknown>;
  canRemove?: (file: AttachmentItem) => boolean;
  /** The delete dialog's question; by default it names the file. */
  removeQuestion?: (file: AttachmentItem) => string;
  /** The checks before upload; by default the attachment rules (type, 10 MB, content, sharpness, turn). */
  prepare?: (file: File) => Promise<AttachmentOutcome>;
  accept?: string;
  multiple?: boolean;
  /** Send files as soon as they pass the checks, with no waiting list. */
  uploadOnChoose?: boolean;
  chooseLabel?: string;
  /** The entity's own words for its types, refusals and failed uploads. */
  wording?: UploadWording;
  /** A leading preview cell per file (e.g. a thumbnail opening a viewer); null draws the type's icon. */
  renderPreview?: (file: AttachmentItem) => ReactNode;
  /** Shown between the heading and the upload (e.g. why files cannot be added). */
  notice?: ReactNode;
}

const always = () => true;

/**
 * One entity's files (spec 001 sections 5 and 7): the list with download and delete after confirmation,
 * its loading, empty and error states, and the upload with the attachment checks. An adapter in
 * src/domain/files wires an entity's endpoints to it; the list refreshes by their cache tags.
 */
export function AttachmentsPanel({
  title,
  emptyText,
  loadErrorTitle,
  files,
  download,
  upload,
  remove,
  canRemove = always,
  removeQuestion,
  prepare = prepareAttachment,
  accept,
  multiple = true,
  uploadOnChoose = false,
  chooseLabel,
  wording,
  renderPreview,
  notice,
}: AttachmentsPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const [toDelete, setToDelete] = useState<AttachmentItem | null>(null);
  const items = files.items ?? [];

  return (
    <section aria-labelledby={titleId} aria-busy={files.isFetching} className="flex flex-column gap-3">
      <h2 id={titleId} className="text-lg font-semibold m-0">
        {title}
        {files.items && <span className="text-600 font-normal"> · {t('attachments.count', { count: items.length })}</span>}
      </h2>
      {notice}
      {upload && (
        <AttachmentUploader upload={upload} prepare={prepare} uploadOnChoose={uploadOnChoose} chooseLabel={chooseLabel} accept={accept} multiple={multiple} wording={wording} />
      )}
      {files.isLoading ? (
        <p role="status" className="m-0 text-700">
          <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
          {t('attachments.loading')}
        </p>
      ) : files.error ? (
        <RequestError error={files.error} onRetry={files.retry} title={loadErrorTitle} />
      ) : items.length === 0 ? (
        <p role="status" className="m-0 text-700">{emptyText}</p>
      ) : (
        <AttachmentTable
          label={title}
          files={items}
          canDelete={(file) => remove !== undefined && canRemove(file)}
          renderPreview={renderPreview}
          onDownload={(file) => void download(file)}
          onDelete={setToDelete}
        />
      )}
      {toDelete && remove && (
        <ConfirmDialog
          header={t('attachments.deleteTitle')}
          message={removeQuestion ? removeQuestion(toDelete) : t('attachments.deleteQuestion', { name: toDelete.name })}
          cancelLabel={t('attachments.cancel')}
          confirmLabel={t('attachments.deleteConfirm')}
          icon="pi pi-trash"
          danger
          failureTitle={t('attachments.deleteError')}
          onConfirm={async () => {
            await remove(toDelete);
            toast({ severity: 'success', summary: t('attachments.deleted') });
          }}
          onHide={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
