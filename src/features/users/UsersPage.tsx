import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securityApi, type AccountListItem, type GetAccountsByFiltersApiArg } from '../../api/tags/security';
import { useAccessList } from '../../auth/useAccessList';
import { EMPTY_USER_FILTER, toUserSearchArg, type UserFilter } from '../../domain/users/userSearch';
import { useExportLabels } from '../../shared/ui/ExportToolbar';
import { FullPageMessage } from '../../shared/ui/FullPageMessage';
import { GridPage } from '../../shared/ui/GridPage/GridPage';
import type { PageColumn } from '../../shared/ui/GridPage/pageColumns';
import { useServerGrid, type GridRequest } from '../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../shared/validation/limits';
import { AssignmentsDialog } from './assignments/AssignmentsDialog';
import { UserDetailsDialog } from './details/UserDetailsDialog';
import { EmailDialog, ResetPasswordDialog } from './dialogs/AccountFieldDialogs';
import { NonOperativeDialog, ReactivateDialog, RemovalDialog } from './dialogs/RemovalDialog';
import { UserFormDialog } from './form/UserFormDialog';
import { userColumns } from './userColumns';
import { UserFilterForm } from './UserFilterForm';
import { UserRowActions, type UserAction } from './UserRowActions';
import { iconButtonsColumnWidth } from '../../shared/ui/DataGrid/GridTable';

type Pending = { kind: 'create' } | { kind: UserAction; user: AccountListItem } | null;

const toArg = ({ filter, pageNumber, pageSize }: GridRequest<UserFilter>): GetAccountsByFiltersApiArg => toUserSearchArg(filter, pageNumber, pageSize);

// The service answers users by full name and takes no sort.
const BY_NAME = { field: 'fullName', order: 'asc' } as const;

/** Which row actions each permission opens (spec 001 section 6). */
function allowedActions(can: (permissions: readonly string[]) => boolean): UserAction[] {
  const actions: [UserAction, string[]][] = [
    ['edit', ['UsersUpdate']], ['toggle', ['UsersUpdate']], ['email', ['UsersUpdate']], ['convert', ['UsersUpdate']], ['delete', ['UsersDelete']],
    ['resetPassword', ['UsersResetPassword']], ['assignments', ['UsersPerResourcePermissions', 'UsersChangePermissions']], ['details', ['UsersSearch']],
  ];
  return actions.filter(([, needs]) => can(needs)).map(([action]) => action);
}

/** CreateAndConfigUser: search, grid with exports, and every action on a user the signed-in administrator may take. */
export default function UsersPage() {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const access = useAccessList();
  const [pending, setPending] = useState<Pending>(null);
  const allowed = useMemo(() => allowedActions(access.can), [access.can]);
  const canSearch = access.can(['UsersSearch']);

  const columns = useMemo<PageColumn<AccountListItem>[]>(() => {
    const actions: PageColumn<AccountListItem> = {
      id: 'actions', header: t('users.actions.header'), exported: false, width: iconButtonsColumnWidth(2),
      body: (user) => <UserRowActions user={user} allowed={allowed} onAction={(kind) => setPending({ kind, user })} />,
    };
    return [...userColumns(t, labels), ...(allowed.length ? [actions] : [])];
  }, [t, labels, allowed]);
  const grid = useServerGrid<AccountListItem, UserFilter, GetAccountsByFiltersApiArg>({
    gridKey: 'users', endpoint: securityApi.endpoints.getAccountsByFilters, toArg, columns, emptyFilter: EMPTY_USER_FILTER,
    pageSizes: LIMITS.users.pageSizes, defaultSort: BY_NAME, defaultHidden: ['credential', 'regionName', 'areaName', 'apkversion', 'partnerNames', 'daysSinceLastAccess'],
  });
  const close = useCallback(() => setPending(null), []);

  if (!canSearch) {
    return (
      <FullPageMessage icon="pi pi-lock" title={t('routes.users')} role="alert">
        <p className="m-0">{t('users.errors.noPermission')}</p>
      </FullPageMessage>
    );
  }
  const user = pending && pending.kind !== 'create' ? pending.user : null;
  return (
    <GridPage<AccountListItem>
      title={t('routes.users')}
      grid={grid}
      dataKey="userId"
      filters={<UserFilterForm value={grid.filter} onSearch={grid.search} />}
      create={access.can(['UsersCreate']) ? { label: t('users.create'), onClick: () => setPending({ kind: 'create' }) } : undefined}
    >
      {pending?.kind === 'create' && <UserFormDialog mode={{ kind: 'create' }} onHide={close} />}
      {user && pending?.kind === 'edit' && <UserFormDialog mode={{ kind: 'edit', userId: user.userId }} onHide={close} />}
      {user && pending?.kind === 'convert' && (user.nonOperational
        ? <UserFormDialog mode={{ kind: 'toOperative', userId: user.userId }} onHide={close} />
        : <NonOperativeDialog user={user} onHide={close} />)}
      {user && pending?.kind === 'toggle' && (user.enabled ? <RemovalDialog user={user} kind="deactivate" onHide={close} /> : <ReactivateDialog user={user} onHide={close} />)}
      {user && pending?.kind === 'delete' && <RemovalDialog user={user} kind="delete" onHide={close} />}
      {user && pending?.kind === 'resetPassword' && <ResetPasswordDialog user={user} onHide={close} />}
      {user && pending?.kind === 'email' && <EmailDialog user={user} onHide={close} />}
      {user && pending?.kind === 'assignments' && <AssignmentsDialog user={user} onHide={close} />}
      {user && pending?.kind === 'details' && <UserDetailsDialog user={user} onHide={close} />}
    </GridPage>
  );
}
