import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TicketFile, useGetFilesByTicketQuery } from '../../../../api/tags/filestorage';
import type { TicketDetail } from '../../../../api/tags/ticket';
import { useAppSelector } from '../../../../core/store/hooks';
import { selectSessionUser } from '../../../../auth/sessionSlice';
import { useAccessList } from '../../../../auth/useAccessList';
import { AttachmentUpload } from './AttachmentUpload';
import { DeleteFileDialog } from './DeleteFileDialog';
import { isFinishedStatus } from './finishedStatuses';
import { TicketFileTable } from './TicketFileTable';
import { TicketImageViewer } from './TicketImageViewer';
import { useFileDownload } from '../../../../domain/files/useFileDownload';
import { RequestError } from '../../../../shared/ui/RequestError';

/** Upload and delete need this permission (filestorage.yaml x-permissions); listing needs TicketQueryFiles (the route's reading). */
const FILES_PERMISSION = 'TicketFiles';
/** Client users may delete only the files they uploaded (filestorage.yaml DeleteTicketFiles). */
const CLIENT_ROLES: readonly string[] = ['CWR', 'CRE'];
/** Every file of the ticket in one page (spec 000 section 7: page 0 of size 9999; fileType 0 is all). */
const ALL_FILES = { fileType: 0, pageNumber: 0, pageSize: 9999 } as const;

/**
 * The documentation tab: the ticket's files and images with download, delete (where the permission and
 * the ticket's status allow) and the image viewer, and the upload form. Upload and delete refresh the
 * list through the 'TicketFiles' tag.
 */
export function DocumentationTab({ ticket }: { ticket: TicketDetail }) {
  const { ticketId } = ticket;
  const { t } = useTranslation();
  const titleId = useId();
  const access = useAccessList();
  const user = useAppSelector(selectSessionUser);
  const files = useGetFilesByTicketQuery({ ticketFilesQuery: { ticketId, ...ALL_FILES } });
  const download = useFileDownload();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<TicketFile | null>(null);

  const items = files.data?.data.items ?? [];
  const images = items.filter((f) => f.isImage);
  const mayChangeFiles = access.can([FILES_PERMISSION]);
  const finished = isFinishedStatus(ticket.ticketStatusId);
  const canAttach = mayChangeFiles && !finished;
  const canDelete = (file: TicketFile) => canAttach && (!CLIENT_ROLES.includes(user?.role ?? '') || file.createdUserFullName === user?.name);

  return (
    <div className="flex flex-column gap-4">
      {canAttach && <AttachmentUpload ticketId={ticketId} />}
      {mayChangeFiles && finished && <p className="m-0 text-700">{t('ticketDocs.upload.finished')}</p>}
      {!access.isLoading && !mayChangeFiles && <p className="m-0 text-700">{t('ticketDocs.upload.readOnly')}</p>}

      <section aria-labelledby={titleId} aria-busy={files.isFetching} className="flex flex-column gap-2">
        <h2 id={titleId} className="text-lg font-semibold m-0">
          {t('ticketDocs.listTitle')}
          {files.data && <span className="text-600 font-normal"> · {t('ticketDocs.count', { count: items.length })}</span>}
        </h2>
        {files.isLoading ? (
          <p role="status" className="m-0 text-700">
            <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
            {t('ticketDocs.loading')}
          </p>
        ) : files.error ? (
          <RequestError error={files.error} onRetry={() => void files.refetch()} title={t('ticketDocs.loadError')} />
        ) : items.length === 0 ? (
          <p role="status" className="m-0 text-700">{t('ticketDocs.empty')}</p>
        ) : (
          <TicketFileTable
            label={t('ticketDocs.listTitle')}
            files={items}
            canDelete={canDelete}
            onOpenImage={(file) => setViewerIndex(images.indexOf(file))}
            onDownload={(file) => void download(file)}
            onDelete={setToDelete}
          />
        )}
      </section>

      {viewerIndex !== null && (
        <TicketImageViewer
          images={images}
          index={Math.min(viewerIndex, images.length - 1)}
          onIndexChange={setViewerIndex}
          onClose={() => setViewerIndex(null)}
          onDownload={(file) => void download(file)}
        />
      )}
      {toDelete && <DeleteFileDialog file={toDelete} onClose={() => setToDelete(null)} />}
    </div>
  );
}
