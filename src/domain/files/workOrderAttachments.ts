import { useMemo } from 'react';
import { useGetFilesByWorkFlowOrderQuery, useUploadWorkFlowOrderFileMutation } from '../../api/tags/filestorage';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import type { AttachmentsAdapter } from '../../shared/ui/attachments/types';
import { LIMITS } from '../../shared/validation/limits';
import { toAttachmentItem } from './attachmentItem';
import { useFileDownload } from './useFileDownload';

/** A work order's files for the attachments panel (no delete operation); an upload refreshes them by the 'WorkFlowOrderFiles' tag. */
export function useWorkOrderAttachments(workFlowOrderId: number): AttachmentsAdapter {
  const files = useGetFilesByWorkFlowOrderQuery({ workFlowOrderFilesQuery: { workFlowOrderId, pageNumber: 0, pageSize: LIMITS.workOrders.filesPageSize } });
  const [uploadFile] = useUploadWorkFlowOrderFileMutation();
  const download = useFileDownload();
  const items = useMemo(() => files.data?.data.items.map(toAttachmentItem), [files.data]);

  return {
    files: { items, isLoading: files.isLoading, isFetching: files.isFetching, error: files.error, retry: () => void files.refetch() },
    upload: async ({ blob, fileName, size }) =>
      uploadFile({ workFlowOrderFileUploadRequest: { workFlowOrderId, fileName, description: null, fileBase64: await readAsBase64(blob), size } }).unwrap(),
    download: (file) => download({ id: file.id, fileName: file.name }),
  };
}
