import { ticketReportsApi, useGetHistoricalIncidentsByMonthQuery } from '../../../api/tags/ticketReports';
import { breakdownSummary } from '../charts/BreakdownSummary';
import { ReportScreen } from '../ReportScreen';
import { describeTicketReport } from './describeTicketReport';

const Summary = breakdownSummary(useGetHistoricalIncidentsByMonthQuery, { titleKey: 'reports.incidentReportsHistorical.chart', categoryKey: 'reports.month', months: true });

const describe = () =>
  describeTicketReport({
    id: 'incidentReportsHistorical',
    endpoint: ticketReportsApi.endpoints.searchHistoricalIncidentsReport,
    days: 30,
    defaultHidden: ['projectName', 'remote'],
    Summary,
  });

/** incidentReports/historical: every incident of a range, whatever its status, and per month how many were opened and are closed. */
export default function HistoricalIncidentsReportPage() {
  return <ReportScreen describe={describe} />;
}
