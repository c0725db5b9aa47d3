import { useTranslation } from 'react-i18next';
import { UpcomingTabPanel } from '../UpcomingTabPanel';

/** The movements tab of the ticket detail. */
export function MovementsTab() {
  const { t } = useTranslation();
  return <UpcomingTabPanel title={t('ticketDetail.tabs.movements')} />;
}
