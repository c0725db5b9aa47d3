import { useMemo } from 'react';
import { useDeleteChangeFilesMutation, useGetFilesByChangeQuery, useUploadChangeFilesMutation } from '../../api/tags/filestorage';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import type { AttachmentsAdapter } from '../../shared/ui/attachments/types';
import { toAttachmentItem } from './attachmentItem';
import { useFileDownload } from './useFileDownload';

/** A change's files for the attachments panel (001 section 7); upload and delete refresh the list by the 'ChangeFiles' tag. */
export function useChangeAttachments(changeId: number): AttachmentsAdapter {
  const files = useGetFilesByChangeQuery({ changeFilesQuery: { changeId } });
  const [uploadFile] = useUploadChangeFilesMutation();
  const [deleteFiles] = useDeleteChangeFilesMutation();
  const download = useFileDownload();
  const items = useMemo(() => files.data?.data.map(toAttachmentItem), [files.data]);

  return {
    files: { items, isLoading: files.isLoading, isFetching: files.isFetching, error: files.error, retry: () => void files.refetch() },
    upload: async ({ blob, fileName, size }) =>
      uploadFile({ changeFileUploadRequest: { changeId, fileName, description: null, fileBase64: await readAsBase64(blob), size } }).unwrap(),
    download: (file) => download({ id: file.id, fileName: file.name }),
    remove: (file) => deleteFiles({ changeFilesDeleteRequest: { changeId, fileIds: [file.id] } }).unwrap(),
  };
}
