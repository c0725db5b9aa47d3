import { filestorageApi } from '../../api/tags/filestorage';
import type { AppDispatch } from '../../core/store/hooks';
import type { ExportUpload } from '../../shared/export/types';
import { downloadUrl } from '../../shared/export/download';
import { readAsBase64 } from '../../shared/files/readAsBase64';

/**
 * The file-storage calls of an export sent to the service, loaded only when one is used (the shell injects the
 * uploader and the bell downloads a ready export, neither should bring the file-storage client into the first load).
 */

/** Uploads a built export (UploadFileForExportAndNotification); aborting the signal stops the request. */
export async function uploadExport(dispatch: AppDispatch, { blob, fileName, description }: ExportUpload, signal: AbortSignal): Promise<unknown> {
  const fileContent = await readAsBase64(blob);
  const request = dispatch(filestorageApi.endpoints.uploadFileForExportAndNotification.initiate({ exportFileUploadRequest: { fileName, description, fileContent } }));
  signal.addEventListener('abort', () => request.abort(), { once: true });
  return request.unwrap();
}

/** Downloads an export the service kept under its name; the request's error when it could not. */
export async function downloadExport(dispatch: AppDispatch, fileId: number, fileName: string): Promise<unknown> {
  const request = dispatch(filestorageApi.endpoints.downloadStoredFile.initiate({ fileId }));
  try {
    const result = await request;
    if (result.data) downloadUrl(result.data, fileName);
    return result.data ? null : result.error;
  } finally {
    // The object URL stays a minute after this (asObjectUrlDownload), so the download started is not revoked under it.
    request.unsubscribe();
  }
}
