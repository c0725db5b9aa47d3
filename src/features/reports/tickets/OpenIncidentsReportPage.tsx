import { ticketReportsApi, useGetOpenIncidentsByStatusQuery } from '../../../api/tags/ticketReports';
import { breakdownSummary } from '../charts/BreakdownSummary';
import { ReportScreen } from '../ReportScreen';
import { describeTicketReport } from './describeTicketReport';

const Summary = breakdownSummary(useGetOpenIncidentsByStatusQuery, { titleKey: 'reports.incidentReportsOpen.chart', categoryKey: 'reports.columns.statusName', horizontal: true });

const describe = () =>
  describeTicketReport({
    id: 'incidentReportsOpen',
    endpoint: ticketReportsApi.endpoints.searchOpenIncidentsReport,
    days: 30,
    defaultHidden: ['projectName', 'remote', 'closedDate'],
    Summary,
  });

/** incidentReports/open: the incidents of a range still open, and per status how many are open and how many assigned. */
export default function OpenIncidentsReportPage() {
  return <ReportScreen describe={describe} />;
}
