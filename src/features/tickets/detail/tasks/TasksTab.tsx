import { useTranslation } from 'react-i18next';
import { UpcomingTabPanel } from '../UpcomingTabPanel';

/** The tasks tab of the ticket detail. */
export function TasksTab() {
  const { t } = useTranslation();
  return <UpcomingTabPanel title={t('ticketDetail.tabs.tasks')} />;
}
