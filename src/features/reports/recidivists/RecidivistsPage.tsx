import { ReportScreen } from '../ReportScreen';
import { describeRecidivists } from './recidivistsDescription';

/** recidivists: where incidents came back within 30 days of a closure, by location and by component. */
export default function RecidivistsPage() {
  return <ReportScreen describe={describeRecidivists} />;
}
