import { ticketReportsApi, useGetRemoteWorkByMonthQuery } from '../../../api/tags/ticketReports';
import { breakdownSummary } from '../charts/BreakdownSummary';
import { ReportScreen } from '../ReportScreen';
import { describeTicketReport } from './describeTicketReport';

const Summary = breakdownSummary(useGetRemoteWorkByMonthQuery, { titleKey: 'reports.remoteWork.chart', categoryKey: 'reports.month', months: true });

const describe = () =>
  describeTicketReport({ id: 'remoteWork', endpoint: ticketReportsApi.endpoints.searchRemoteWorkReport, days: 30, defaultHidden: ['projectName', 'remote'], Summary });

/** remoteWork: the tickets of a range attended remotely, and per month how many were attended remotely and on site. */
export default function RemoteWorkReportPage() {
  return <ReportScreen describe={describe} />;
}
