import type { ReactNode } from 'react';
import { securityApi, type AccountListItem, type GetAccountsByFiltersApiArg } from '../../api/tags/security';
import { useAccessList } from '../../auth/useAccessList';
import { toUserSearchArg, type UserFilter } from '../../domain/users/userSearch';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceDescription, RowAction } from '../../shared/resource/resourceTypes';
import { named } from '../../shared/resource/texts';
import { LIMITS } from '../../shared/validation/limits';
import { AssignmentsDialog } from './assignments/AssignmentsDialog';
import { UserDetailsDialog } from './details/UserDetailsDialog';
import { EmailDialog, ResetPasswordDialog } from './dialogs/AccountFieldDialogs';
import { NonOperativeDialog, ReactivateDialog, RemovalDialog } from './dialogs/RemovalDialog';
import { UserFormDialog } from './form/UserFormDialog';
import { userColumns } from './userColumns';
import { userFilter } from './userFilter';

type User = AccountListItem;

const nameOf = (user: User) => user.fullName;
const UPDATE = ['UsersUpdate'];

/** An action of the row's "more" menu: its text, its icon and the dialog it opens. */
const inMenu = (
  id: string, permissions: string[], icon: RowAction<User>['icon'], title: RowAction<User>['label'], render: (user: User, onHide: () => void) => ReactNode,
): RowAction<User> => ({ id, permissions, icon, label: title, title, inMenu: true, does: { kind: 'open', render } });

/** Which dialog each action opens, each by its permission (spec 001 section 6); edit at hand, the rest in the row's menu. */
const USER_ACTIONS: RowAction<User>[] = [
  {
    id: 'edit', permissions: UPDATE, icon: 'pi pi-pencil', label: named('users.actions.editNamed', nameOf), title: (t) => t('users.actions.edit'),
    does: { kind: 'open', render: (user, onHide) => <UserFormDialog mode={{ kind: 'edit', userId: user.userId }} onHide={onHide} /> },
  },
  inMenu('toggle', UPDATE, (user) => (user.enabled ? 'pi pi-ban' : 'pi pi-check-circle'), (t, user) => t(user.enabled ? 'users.actions.deactivate' : 'users.actions.reactivate'),
    (user, onHide) => (user.enabled ? <RemovalDialog user={user} kind="deactivate" onHide={onHide} /> : <ReactivateDialog user={user} onHide={onHide} />)),
  inMenu('email', UPDATE, 'pi pi-envelope', (t) => t('users.actions.email'), (user, onHide) => <EmailDialog user={user} onHide={onHide} />),
  inMenu('convert', UPDATE, 'pi pi-sync', (t, user) => t(user.nonOperational ? 'users.actions.toOperative' : 'users.actions.toNonOperative'),
    (user, onHide) => (user.nonOperational ? <UserFormDialog mode={{ kind: 'toOperative', userId: user.userId }} onHide={onHide} /> : <NonOperativeDialog user={user} onHide={onHide} />)),
  inMenu('delete', ['UsersDelete'], 'pi pi-trash', (t) => t('users.actions.delete'), (user, onHide) => <RemovalDialog user={user} kind="delete" onHide={onHide} />),
  inMenu('resetPassword', ['UsersResetPassword'], 'pi pi-key', (t) => t('users.actions.resetPassword'), (user, onHide) => <ResetPasswordDialog user={user} onHide={onHide} />),
  inMenu('assignments', ['UsersPerResourcePermissions', 'UsersChangePermissions'], 'pi pi-sliders-h', (t) => t('users.actions.assignments'),
    (user, onHide) => <AssignmentsDialog user={user} onHide={onHide} />),
  inMenu('details', ['UsersSearch'], 'pi pi-sitemap', (t) => t('users.actions.details'), (user, onHide) => <UserDetailsDialog user={user} onHide={onHide} />),
];

/** CreateAndConfigUser: search, grid with exports, and every action on a user the signed-in administrator may take. */
const USERS: ResourceDescription<User, UserFilter, GetAccountsByFiltersApiArg> = {
  id: 'users',
  title: (t) => t('routes.users'),
  rowKey: 'userId',
  rowName: nameOf,
  columns: userColumns,
  search: {
    endpoint: securityApi.endpoints.getAccountsByFilters,
    toArg: ({ filter, pageNumber, pageSize }) => toUserSearchArg(filter, pageNumber, pageSize),
    pageSizes: LIMITS.users.pageSizes,
    // The service answers users by full name and takes no sort.
    defaultSort: { field: 'fullName', order: 'asc' },
    defaultHidden: ['credential', 'regionName', 'areaName', 'apkversion', 'partnerNames', 'daysSinceLastAccess'],
  },
  filter: { description: userFilter },
  gate: { permissions: ['UsersSearch'], message: (t) => t('users.errors.noPermission') },
  pageActions: [
    { id: 'create', permissions: ['UsersCreate'], primary: true, label: (t) => t('users.create'), does: { kind: 'open', render: (_, onHide) => <UserFormDialog mode={{ kind: 'create' }} onHide={onHide} /> } },
  ],
  rowActions: USER_ACTIONS,
};

export default function UsersPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={USERS} can={can} />;
}
