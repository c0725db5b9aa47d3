/** Accounts and Roles: reads, the signed-in user's own data, e-mail and password changes. */
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { UserRecord } from '../store/types';
import { byFullName, matchesText, normalize, page, requireUser } from './common';
import { deactivateIdleUsers, descendantsOf, openTicketsOf, peopleInCharge, responsibleWarehouses } from './accountRules';
import { REGIONS } from './constants';
import { extraOf } from './state';
import { accountListItem, accountMe, accountOption, accountDetail, accountVersions, areaIdOf, groupsOf, regionIdOf } from './userViews';

const within = (list: unknown[] | undefined, value: unknown) => !list || list.includes(value);

export const accountReadHandlers: OperationHandlers = {
  getMyAccount: ({ user }) => accountMe(user!),

  getAccountsByFilters: ({ store, query: q }) => {
    deactivateIdleUsers(store);
    const matches = (u: UserRecord) => {
      const extra = extraOf(store, u);
      return (
        matchesText(q.text, u.fullName, u.userName, u.email, u.mobileNumber, extra.credential) &&
        within(q.roleCodes, u.roleCode) && within(q.accessProfileIds, u.accessProfileId) &&
        (!q.levels || (!u.nonOperational && q.levels.includes(u.level))) &&
        within(q.regionIds, regionIdOf(u)) && within(q.areaIds, areaIdOf(u)) &&
        (!q.partnerIds || extra.partnerIds.some((id) => q.partnerIds.includes(id))) &&
        (!q.systemGroupIds || groupsOf(store, u.userId).some((g) => q.systemGroupIds.includes(g.id))) &&
        (q.enabled === undefined || u.enabled === q.enabled) &&
        (q.nonOperational === undefined || u.nonOperational === q.nonOperational)
      );
    };
    const result = page([...store.users.values()].filter(matches).sort(byFullName), q);
    return { ...result, items: result.items.map((u) => accountListItem(store, u)) };
  },

  getAccounts: ({ store, query }) => {
    const onlyEnabled = query.onlyEnabled ?? true;
    return [...store.users.values()]
      .filter((u) => within(query.roleCodes, u.roleCode) && (!onlyEnabled || u.enabled))
      .sort(byFullName)
      .map(accountOption);
  },

  getAccountById: ({ store, params }) => {
    deactivateIdleUsers(store);
    return accountDetail(store, requireUser(store, params.id));
  },

  getAccountDispatchersByTicket: ({ store, query }) => {
    if (!store.tickets.has(query.ticketId)) throw new SandboxError(404, `El ticket ${query.ticketId} no existe`);
    return [...store.users.values()].filter((u) => u.roleCode === 'DIS' && u.enabled).sort(byFullName).map(accountOption);
  },

  checkAccountWarehouseAdminInactivation: ({ store, query }) => {
    requireUser(store, query.warehouseAdminId);
    const warehouses = responsibleWarehouses(store, query.warehouseAdminId);
    const names = warehouses.map((w) => w.warehouseName).join(', ');
    return {
      canBeInactivated: warehouses.length === 0,
      reason: warehouses.length ? `Es responsable principal de: ${names}. Asigne otro responsable antes de desactivarlo.`.slice(0, 500) : null,
      assignedWarehouses: warehouses.map((w) => ({ warehouseId: w.warehouseId, warehouseName: w.warehouseName })),
    };
  },

  updateAccountEmail: ({ store, body }) => {
    const user = requireUser(store, body.id);
    return accountVersions.update(store, user.userId, body.rowVersion, () => accountDetail(store, user), () => {
      const taken = [...store.users.values()].some((u) => u.userId !== user.userId && normalize(u.email) === normalize(body.email));
      if (taken) throw new SandboxError(409, `El correo ${body.email} ya está registrado en otro usuario`);
      user.email = body.email;
      return true;
    });
  },

  updateAccountLanguage: ({ store, user, body }) => {
    if (body.id !== user!.userId) throw new SandboxError(403, 'Solo puede cambiar el idioma de su propia cuenta');
    user!.langId = body.langId;
    accountVersions.touch(store, user!.userId);
    return true;
  },

  resetAccountPassword: ({ store, body }) => {
    const user = requireUser(store, body.id);
    if (!user.enabled) throw new SandboxError(422, `El usuario ${user.userName} está inactivo; actívelo antes de restablecer su contraseña`);
    extraOf(store, user).passwordChangedDate = utc(store.now);
    return true;
  },

  getAccountManagerCandidates: ({ store, query }) => {
    const region = query.regionId ? REGIONS.find((r) => r.id === query.regionId)?.name : undefined;
    const excluded = query.excludeUserId ? descendantsOf(store, query.excludeUserId).add(query.excludeUserId) : new Set<number>();
    return [...store.users.values()]
      .filter((u) => u.enabled && !u.nonOperational && u.level < query.level && !excluded.has(u.userId))
      .filter((u) => !query.regionId || u.region === region)
      .sort((a, b) => b.level - a.level || byFullName(a, b))
      .map(accountOption);
  },

  getAccountOpenTicketsCount: ({ store, params }) => {
    requireUser(store, params.id);
    return { userId: params.id, openTicketsCount: openTicketsOf(store, params.id).length };
  },

  getAccountPeopleInCharge: ({ store, params }) => {
    requireUser(store, params.id);
    return peopleInCharge(store, params.id).map(accountOption);
  },

  getRoleWarehouseAdminUsers: ({ store }) =>
    [...store.users.values()].filter((u) => u.roleCode === 'WAD' && u.enabled).sort(byFullName).map(accountOption),

  getUsersWithSameRolesByUserId: ({ store, params }) => {
    const user = requireUser(store, params.id);
    return [...store.users.values()]
      .filter((u) => u.roleCode === user.roleCode && u.userId !== user.userId && u.enabled)
      .sort(byFullName)
      .map(accountOption);
  },
};
