import { useTranslation } from 'react-i18next';
import { UpcomingTabPanel } from '../UpcomingTabPanel';

/** The relatedServices tab of the ticket detail. */
export function RelatedServicesTab() {
  const { t } = useTranslation();
  return <UpcomingTabPanel title={t('ticketDetail.tabs.relatedServices')} />;
}
