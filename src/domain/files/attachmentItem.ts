import type { TicketFile } from '../../api/tags/filestorage';
import type { AttachmentItem } from '../../shared/ui/attachments/types';

type StoredFile = Pick<TicketFile, 'id' | 'fileName' | 'size' | 'createdDateTime' | 'createdUserFullName' | 'description' | 'isImage'>;

/** A stored file (a ticket's or a work order's) as the attachments panel lists it. */
export function toAttachmentItem(file: StoredFile): AttachmentItem {
  return {
    id: file.id,
    name: file.fileName,
    size: file.size,
    date: file.createdDateTime,
    uploadedBy: file.createdUserFullName,
    description: file.description,
    isImage: file.isImage,
  };
}
