import { useMemo } from 'react';
import { useDeleteTicketFilesMutation, useGetFilesByTicketQuery, useUploadTicketFileMutation } from '../../api/tags/filestorage';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import type { AttachmentsAdapter } from '../../shared/ui/attachments/types';
import { toAttachmentItem } from './attachmentItem';
import { useFileDownload } from './useFileDownload';

/** Every file of the ticket in one page (spec 000 section 7: page 0 of size 9999; fileType 0 is all). */
const ALL_FILES = { fileType: 0, pageNumber: 0, pageSize: 9999 } as const;

/** A ticket's files for the attachments panel; upload and delete refresh the list by the 'TicketFiles' tag. */
export function useTicketAttachments(ticketId: number): AttachmentsAdapter {
  const files = useGetFilesByTicketQuery({ ticketFilesQuery: { ticketId, ...ALL_FILES } });
  const [uploadFile] = useUploadTicketFileMutation();
  const [deleteFiles] = useDeleteTicketFilesMutation();
  const download = useFileDownload();
  const items = useMemo(() => files.data?.data.items.map(toAttachmentItem), [files.data]);

  return {
    files: { items, isLoading: files.isLoading, isFetching: files.isFetching, error: files.error, retry: () => void files.refetch() },
    upload: async ({ blob, fileName, size }) =>
      uploadFile({ ticketFileUploadRequest: { ticketId, fileName, description: null, fileBase64: await readAsBase64(blob), size } }).unwrap(),
    download: (file) => download({ id: file.id, fileName: file.name }),
    remove: (file) => deleteFiles({ ticketFilesDeleteRequest: { ticketId, fileIds: [file.id] } }).unwrap(),
  };
}
