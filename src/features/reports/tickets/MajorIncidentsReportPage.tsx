import { ticketReportsApi } from '../../../api/tags/ticketReports';
import { ReportScreen } from '../ReportScreen';
import { describeTicketReport } from './describeTicketReport';

const describe = () =>
  describeTicketReport({ id: 'mayorIncident', endpoint: ticketReportsApi.endpoints.searchMajorIncidentsReport, days: 30, defaultHidden: ['projectName', 'remote'] });

/** mayorIncident: the incidents of the highest priority created in a range, whatever became of them. */
export default function MajorIncidentsReportPage() {
  return <ReportScreen describe={describe} />;
}
