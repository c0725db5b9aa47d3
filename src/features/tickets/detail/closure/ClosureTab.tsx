import { useTranslation } from 'react-i18next';
import { UpcomingTabPanel } from '../UpcomingTabPanel';

/** The closure tab of the ticket detail. */
export function ClosureTab() {
  const { t } = useTranslation();
  return <UpcomingTabPanel title={t('ticketDetail.tabs.closure')} />;
}
