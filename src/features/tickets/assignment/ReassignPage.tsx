import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { useAccessList } from '../../../auth/useAccessList';
import { ACCEPT_ASSIGNATION, REASSIGN } from './assignmentConfig';
import { MyTicketsPanel } from './MyTicketsPanel';
import { ReassignPanel } from './ReassignPanel';

/**
 * requirement/re-assign. The spec gives "my tickets" no route of its own, so it lives here: an engineer
 * (TicketAcceptAssignation) answers the assignments waiting for them; a dispatcher or supervisor
 * (TicketReassign) gives tickets to another task force. A user holding both sees both, as tabs.
 */
export default function ReassignPage() {
  const { t } = useTranslation();
  const access = useAccessList();
  const mine = access.can([ACCEPT_ASSIGNATION]);
  const reassign = access.can([REASSIGN]);

  return (
    <section className="p-3 flex flex-column gap-3" style={{ height: '100%' }} aria-labelledby="reassign-title">
      <h1 id="reassign-title" className="text-2xl font-semibold m-0">
        {t('routes.ticketReassign')}
      </h1>
      {mine && reassign ? (
        <TabView className="surface-card border-round shadow-1">
          <TabPanel header={t('ticketAssignment.mine.title')}>
            <MyTicketsPanel />
          </TabPanel>
          <TabPanel header={t('ticketAssignment.reassign.title')}>
            <ReassignPanel />
          </TabPanel>
        </TabView>
      ) : mine ? (
        <MyTicketsPanel />
      ) : (
        <ReassignPanel />
      )}
    </section>
  );
}
