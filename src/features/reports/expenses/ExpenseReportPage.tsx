import { ReportScreen } from '../ReportScreen';
import { describeExpenses } from './expenseDescription';

/** expenseReport: what the engineers spent on the tickets of a range, by expense, fuel and TAG code. */
export default function ExpenseReportPage() {
  return <ReportScreen describe={describeExpenses} />;
}
