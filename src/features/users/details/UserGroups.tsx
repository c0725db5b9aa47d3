import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { useGetAccountByIdQuery, useGetSystemGroupsQuery } from '../../../api/tags/security';
import { ReadState } from './ReadState';

/** The system groups a user belongs to (spec 001 section 3: name, engineer only), read fresh: the grid row may predate an edit. */
export function UserGroups({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const account = useGetAccountByIdQuery({ id: userId }, { refetchOnMountOrArgChange: true });
  const groups = useGetSystemGroupsQuery({});
  const memberOf = new Set(account.data?.data.systemGroupIds ?? []);
  const mine = (groups.data?.data ?? []).filter((g) => memberOf.has(g.id));
  return (
    <ReadState loading={account.isLoading || groups.isLoading} error={account.error ?? groups.error}>
      {mine.length ? (
        <ul className="m-0 pl-3 flex flex-column gap-2" aria-label={t('users.details.groups')}>
          {mine.map((g) => (
            <li key={g.id}>
              {g.name} {g.engineerOnly && <Tag severity="info" value={t('users.details.engineerOnly')} />}
            </li>
          ))}
        </ul>
      ) : <p className="m-0">{t('users.details.noGroups')}</p>}
    </ReadState>
  );
}
