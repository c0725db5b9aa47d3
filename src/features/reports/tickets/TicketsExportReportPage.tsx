import { ticketReportsApi } from '../../../api/tags/ticketReports';
import { ReportScreen } from '../ReportScreen';
import { describeTicketReport } from './describeTicketReport';

const describe = () => describeTicketReport({ id: 'exportTicketsReport', endpoint: ticketReportsApi.endpoints.searchTicketsReport, days: 30, oldestFirst: true });

/** exportTicketsReport: every ticket created in a range, oldest first, with every column, to export. */
export default function TicketsExportReportPage() {
  return <ReportScreen describe={describe} />;
}
