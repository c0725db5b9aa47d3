import { useMemo } from 'react';
import { useDeleteTaskFilesMutation, useGetFilesByTaskQuery, useUploadTaskFileMutation } from '../../api/tags/filestorage';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import type { AttachmentsAdapter } from '../../shared/ui/attachments/types';
import { toAttachmentItem } from './attachmentItem';
import { useFileDownload } from './useFileDownload';

/** A task's files for the attachments panel (001 section 7: GetFilesByTask, UploadTaskFile, DeleteTaskFiles), refreshed by the 'TaskFiles' tag. */
export function useTaskAttachments(taskId: number): AttachmentsAdapter {
  const files = useGetFilesByTaskQuery({ taskFilesQuery: { taskId } });
  const [uploadFile] = useUploadTaskFileMutation();
  const [deleteFiles] = useDeleteTaskFilesMutation();
  const download = useFileDownload();
  const items = useMemo(() => files.data?.data.map(toAttachmentItem), [files.data]);

  return {
    files: { items, isLoading: files.isLoading, isFetching: files.isFetching, error: files.error, retry: () => void files.refetch() },
    upload: async ({ blob, fileName, size }) =>
      uploadFile({ taskFileUploadRequest: { taskId, fileName, description: null, fileBase64: await readAsBase64(blob), size } }).unwrap(),
    download: (file) => download({ id: file.id, fileName: file.name }),
    remove: (file) => deleteFiles({ taskFilesDeleteRequest: { taskId, fileIds: [file.id] } }).unwrap(),
  };
}
