import { useTranslation } from 'react-i18next';
import { type TicketFile, useLazyDownloadStoredFileQuery } from '../../api/tags/filestorage';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { downloadUrl } from '../../shared/export/download';
import { useToast } from '../../shared/ui/ToastProvider';

/** Downloads a stored file under its own name (the bytes come with the bearer token, then an object URL). */
export function useFileDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [fetchFile] = useLazyDownloadStoredFileQuery();

  return async (file: Pick<TicketFile, 'id' | 'fileName'>) => {
    const result = await fetchFile({ fileId: file.id }, true);
    if (result.data) downloadUrl(result.data, file.fileName);
    else toast({ severity: 'error', summary: t('attachments.downloadError'), detail: errorMessage(result.error) });
  };
}
