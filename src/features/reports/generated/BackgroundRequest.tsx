import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestGeneratedReportMutation } from '../../../api/tags/catalogReports';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { useToast } from '../../../shared/ui/ToastProvider';
import { toReportRange, type ReportDates } from '../filter/reportFilter';

/**
 * Asks the service to generate the report over the searched range in the background: a year of tickets need not
 * keep the page busy. The report is then followed in "my reports" on /reports.
 */
function BackgroundRequest({ reportTypeId, filter }: { reportTypeId: number; filter: ReportDates }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [request, { isLoading }] = useRequestGeneratedReportMutation();
  const run = async () => {
    try {
      await request({ generatedReportRequest: { reportTypeId, ...toReportRange(filter) } }).unwrap();
      toast({ severity: 'success', summary: t('reports.generated.requested') });
    } catch (error) {
      toast({ severity: 'error', summary: errorMessage(error) });
    }
  };
  return (
    <div>
      <BusyButton type="button" outlined icon="pi pi-cloud-upload" label={t('reports.generated.request')} busy={isLoading} onClick={() => void run()} />
    </div>
  );
}

/** A report's summary with the background request before it (and the report's own summary, a chart, after). */
export function withBackgroundRequest(reportTypeId: number, Summary?: ComponentType<{ filter: ReportDates }>): ComponentType<{ filter: ReportDates }> {
  return function ReportSummary({ filter }) {
    return (
      <>
        <BackgroundRequest reportTypeId={reportTypeId} filter={filter} />
        {Summary && <Summary filter={filter} />}
      </>
    );
  };
}
