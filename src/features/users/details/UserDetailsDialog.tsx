import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import {
  useGetAccountHierarchicalTrackingLogQuery, useGetAccountOpenTicketsCountQuery, useGetAccountPeopleInChargeQuery, type AccountListItem,
} from '../../../api/tags/security';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { ReadState } from './ReadState';
import { UserGroups } from './UserGroups';

const LOG_PAGE = { pageNumber: 1, pageSize: 50 };

/** People in charge, system groups, the hierarchy log and the open tickets count of one user (spec 001 section 2, user administration). */
export function UserDetailsDialog({ user, onHide }: { user: AccountListItem; onHide: () => void }) {
  const { t } = useTranslation();
  const people = useGetAccountPeopleInChargeQuery({ id: user.userId }, { refetchOnMountOrArgChange: true });
  const log = useGetAccountHierarchicalTrackingLogQuery({ userId: user.userId, ...LOG_PAGE }, { refetchOnMountOrArgChange: true });
  const tickets = useGetAccountOpenTicketsCountQuery({ id: user.userId }, { refetchOnMountOrArgChange: true });
  const level = (value: number | null) => (value === null ? t('users.noHierarchy') : t('users.levelN', { level: value }));
  return (
    <ModalDialog header={t('users.details.title', { name: user.fullName })} onHide={onHide} width="48rem">
      <ReadState loading={tickets.isLoading} error={tickets.error}>
        <p className="mt-0">{t('users.details.openTickets', { count: tickets.data?.data.openTicketsCount ?? 0 })}</p>
      </ReadState>
      <TabView>
        <TabPanel header={t('users.details.peopleInCharge')}>
          <ReadState loading={people.isLoading} error={people.error}>
            {people.data?.data.length ? (
              <ul className="m-0 pl-3">{people.data.data.map((p) => <li key={p.userId}>{`${p.fullName} · ${p.email}`}</li>)}</ul>
            ) : <p className="m-0">{t('users.details.noPeople')}</p>}
          </ReadState>
        </TabPanel>
        <TabPanel header={t('users.details.groups')}>
          <UserGroups userId={user.userId} />
        </TabPanel>
        <TabPanel header={t('users.details.hierarchyLog')}>
          <ReadState loading={log.isLoading} error={log.error}>
            {log.data?.data.items.length ? (
              <table className="w-full text-sm">
                <caption className="sr-only">{t('users.details.hierarchyLog')}</caption>
                <thead><tr><th scope="col">{t('users.details.date')}</th><th scope="col">{t('users.details.change')}</th><th scope="col">{t('users.details.changedBy')}</th></tr></thead>
                <tbody>
                  {log.data.data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatUtcDateTime(entry.changeDate)}</td>
                      <td>{t('users.details.logChange', {
                        from: level(entry.previousLevel), to: level(entry.newLevel),
                        fromSuperior: entry.previousSuperiorFullName ?? t('users.noSuperior'), toSuperior: entry.newSuperiorFullName ?? t('users.noSuperior'),
                      })}</td>
                      <td>{entry.changedByFullName ?? t('users.details.system')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : <p className="m-0">{t('users.details.noLog')}</p>}
          </ReadState>
        </TabPanel>
      </TabView>
    </ModalDialog>
  );
}
