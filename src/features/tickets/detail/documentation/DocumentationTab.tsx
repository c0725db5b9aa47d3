import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDetail } from '../../../../api/tags/ticket';
import { useAppSelector } from '../../../../core/store/hooks';
import { selectSessionUser } from '../../../../auth/sessionSlice';
import { useAccessList } from '../../../../auth/useAccessList';
import { useTicketAttachments } from '../../../../domain/files/ticketAttachments';
import { AttachmentsPanel } from '../../../../shared/ui/attachments/AttachmentsPanel';
import type { AttachmentItem } from '../../../../shared/ui/attachments/types';
import { FileThumbnail } from './FileThumbnail';
import { isFinishedStatus } from './finishedStatuses';
import { TicketImageViewer } from './TicketImageViewer';

/** Upload and delete need this permission (filestorage.yaml x-permissions); listing needs TicketQueryFiles (the route's reading). */
const FILES_PERMISSION = 'TicketFiles';
/** Client users may delete only the files they uploaded (filestorage.yaml DeleteTicketFiles). */
const CLIENT_ROLES: readonly string[] = ['CWR', 'CRE'];

/**
 * The documentation tab: the ticket's files in the attachments panel, with upload and delete where the
 * permission and the ticket's status allow, and images as thumbnails opening the image viewer.
 */
export function DocumentationTab({ ticket }: { ticket: TicketDetail }) {
  const { ticketId } = ticket;
  const { t } = useTranslation();
  const access = useAccessList();
  const user = useAppSelector(selectSessionUser);
  const attachments = useTicketAttachments(ticketId);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);

  const images = (attachments.files.items ?? []).filter((f) => f.isImage);
  const mayChangeFiles = access.can([FILES_PERMISSION]);
  const finished = isFinishedStatus(ticket.ticketStatusId);
  const canAttach = mayChangeFiles && !finished;
  const canDelete = (file: AttachmentItem) => !CLIENT_ROLES.includes(user?.role ?? '') || file.uploadedBy === user?.name;

  return (
    <div className="flex flex-column gap-4">
      <AttachmentsPanel
        title={t('ticketDocs.listTitle')}
        emptyText={t('ticketDocs.empty')}
        loadErrorTitle={t('ticketDocs.loadError')}
        files={attachments.files}
        download={attachments.download}
        upload={canAttach ? attachments.upload : undefined}
        remove={canAttach ? attachments.remove : undefined}
        canRemove={canDelete}
        removeQuestion={(file) => t('ticketDocs.deleteQuestion', { name: file.name, ticketId })}
        renderPreview={(file) => (file.isImage ? <FileThumbnail file={file} onOpen={() => setViewerIndex(images.indexOf(file))} /> : null)}
        notice={
          mayChangeFiles && finished ? (
            <p className="m-0 text-700">{t('ticketDocs.finished')}</p>
          ) : (
            !access.isLoading && !mayChangeFiles && <p className="m-0 text-700">{t('ticketDocs.readOnly')}</p>
          )
        }
      />

      {viewerIndex !== null && (
        <TicketImageViewer
          images={images}
          index={Math.min(viewerIndex, images.length - 1)}
          onIndexChange={setViewerIndex}
          onClose={() => setViewerIndex(null)}
          onDownload={(file) => void attachments.download(file)}
        />
      )}
    </div>
  );
}
