import { useTranslation } from 'react-i18next';
import { UpcomingTabPanel } from '../UpcomingTabPanel';

/** The documentation tab of the ticket detail. */
export function DocumentationTab() {
  const { t } = useTranslation();
  return <UpcomingTabPanel title={t('ticketDetail.tabs.documentation')} />;
}
