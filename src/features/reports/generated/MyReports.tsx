import { useAccessList } from '../../../auth/useAccessList';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import { myReports } from './myReportsDescription';

/** The user's reports generated in the background, as a panel of /reports. */
export function MyReports() {
  return <ResourceScreen description={myReports} can={useAccessList().can} panel />;
}
