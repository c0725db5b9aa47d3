import { useTranslation } from 'react-i18next';
import { useDownloadStoredFileQuery } from '../../../../api/tags/filestorage';
import type { AttachmentItem } from '../../../../shared/ui/attachments/types';

const SIZE = { width: '4.5rem', height: '3.25rem' };

/** An image's thumbnail, a button that opens it in the viewer (the bytes load with the user's token). */
export function FileThumbnail({ file, onOpen }: { file: AttachmentItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const { data: url, isError } = useDownloadStoredFileQuery({ fileId: file.id });
  return (
    <button
      type="button"
      className="p-0 border-1 surface-border border-round surface-ground cursor-pointer flex align-items-center justify-content-center overflow-hidden"
      style={SIZE}
      aria-label={t('ticketDocs.open', { name: file.name })}
      title={isError ? t('ticketDocs.thumbnailError') : undefined}
      onClick={onOpen}
    >
      {url ? (
        <img src={url} alt="" style={{ ...SIZE, objectFit: 'cover' }} />
      ) : (
        <span className={`pi ${isError ? 'pi-image' : 'pi-spin pi-spinner'} text-600`} aria-hidden="true" />
      )}
    </button>
  );
}
