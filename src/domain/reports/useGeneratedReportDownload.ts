import { useTranslation } from 'react-i18next';
import { useLazyDownloadGeneratedReportQuery } from '../../api/tags/catalogReports';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { downloadUrl } from '../../shared/export/download';
import { useToast } from '../../shared/ui/ToastProvider';

/**
 * Downloads a report generated in the background (the file the service also sent to the user's e-mail): from "my
 * reports" and from the notification that it is ready.
 */
export function useGeneratedReportDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [fetchFile] = useLazyDownloadGeneratedReportQuery();

  return async (reportId: number) => {
    const result = await fetchFile({ id: reportId }, true);
    if (result.data) downloadUrl(result.data, t('reports.generated.fileName', { id: reportId }));
    else toast({ severity: 'error', summary: t('reports.generated.downloadError'), detail: errorMessage(result.error) });
  };
}
