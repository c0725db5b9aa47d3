import { useDownloadStoredFileQuery } from '../../../../api/tags/filestorage';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { ImageViewer } from '../../../../shared/ui/ImageViewer/ImageViewer';
import type { AttachmentItem } from '../../../../shared/ui/attachments/types';

interface Props {
  images: AttachmentItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onDownload: (file: AttachmentItem) => void;
}

/** The shared image viewer over the ticket's images; the current one comes from the same cache as its thumbnail. */
export function TicketImageViewer({ images, index, onIndexChange, onClose, onDownload }: Props) {
  const errorMessage = useApiErrorMessage();
  const current = images[index];
  const image = useDownloadStoredFileQuery({ fileId: current?.id ?? 0 }, { skip: !current });
  if (!current) return null;
  return (
    <ImageViewer
      images={images.map((f) => ({ key: f.id, name: f.name }))}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      src={image.data ?? null}
      error={image.error ? errorMessage(image.error) : null}
      onDownload={() => onDownload(current)}
    />
  );
}
