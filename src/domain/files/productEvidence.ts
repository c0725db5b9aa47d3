import { useMemo } from 'react';
import { useGetFilesByProductQuery, useUploadProductFilesMutation } from '../../api/tags/filestorage';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import type { AttachmentsAdapter } from '../../shared/ui/attachments/types';
import { useFileDownload } from './useFileDownload';

/** A configuration component's evidence photos for the attachments panel; an upload refreshes the list by the 'ProductFiles' tag. */
export function useProductEvidence(productId: number): AttachmentsAdapter {
  const files = useGetFilesByProductQuery({ productFilesQuery: { productId } });
  const [uploadFile] = useUploadProductFilesMutation();
  const download = useFileDownload();
  const items = useMemo(
    () =>
      files.data?.data.map((f) => ({ id: f.id, name: f.fileName, size: f.size, date: f.createdDateTime, isImage: f.contentType.startsWith('image/') })),
    [files.data],
  );
  return {
    files: { items, isLoading: files.isLoading, isFetching: files.isFetching, error: files.error, retry: () => void files.refetch() },
    upload: async ({ blob, fileName, size }) => uploadFile({ productFileUploadRequest: { productId, fileName, fileBase64: await readAsBase64(blob), size } }).unwrap(),
    download: (file) => download({ id: file.id, fileName: file.name }),
  };
}
