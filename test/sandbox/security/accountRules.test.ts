import { issueAccessToken } from '../auth/tokens';
import { permissionsForRole } from '../auth/rolePermissions';
import { loadContracts } from '../contract/loadContracts';
import { sandboxServiceScope } from '../server/sandboxConfig';
import type { UserRecord } from '../store/types';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { createdUserIds, INACTIVITY_DAYS, openTicketsOf, peopleInCharge, responsibleWarehouses } from './accountRules';
import { accountDetail } from './userViews';

const sandbox = setupSandbox();
const api = (method: string, path: string, options?: Parameters<typeof callApi>[3]) => callApi(sandbox, method, `/security/api/v1${path}`, options);
const DAY = 86_400_000;

const tokenOf = (user: UserRecord) =>
  issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope('security') });
const asToken = (token: string) => ({ as: null, headers: { Authorization: `Bearer ${token}` } });
/** An update body that keeps the user as they are, with one change. */
const updateOf = (user: UserRecord, change: Record<string, unknown>) => {
  const { userId, fullName, email, userName, mobileNumber, credential, roleCode, accessProfileId, langId, level, regionId, areaId, countryId, position,
    superiorId, isVacant, nonOperational, enabled, partnerIds, systemGroupIds } = accountDetail(sandbox.store, user);
  return { id: userId, fullName, email, userName, mobileNumber, credential, roleCode, accessProfileId, langId, level, regionId, areaId, countryId, position,
    superiorId, isVacant, nonOperational, enabled, partnerIds, systemGroupIds, ...change };
};
const plainEngineer = () => [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG' && u.enabled && peopleInCharge(sandbox.store, u.userId).length === 0
  && responsibleWarehouses(sandbox.store, u.userId).length === 0 && openTicketsOf(sandbox.store, u.userId).length > 0)!;

describe('security sandbox: user administration rules', () => {
  it.each([
    // Engineer-only groups do not admit a supervisor: the change leaves them.
    ['roleChanged', { roleCode: 'DIS', systemGroupIds: [] }],
    ['languageChanged', { langId: 2 }],
  ])('a %s change ends the sessions opened before it', async (reason, change) => {
    const user = plainEngineer();
    const before = await tokenOf(user);
    expect((await api('GET', '/Accounts/me', asToken(before))).status).toBe(200);
    expect((await api('PUT', '/Accounts/UpdateAccount', { body: updateOf(user, change) })).status).toBe(200);

    const refused = await fetch(new URL('/security/api/v1/Accounts/me', window.location.origin), { headers: { Authorization: `Bearer ${before}` } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('WWW-Authenticate')).toContain(`session_revoked:${reason}`);
    expect((await api('GET', '/Accounts/me', asToken(await tokenOf(user)))).status).toBe(200);
  });

  it('returns the open tickets of a user made supervisor to pre-assignment', async () => {
    const user = plainEngineer();
    const open = openTicketsOf(sandbox.store, user.userId).map((t) => t.ticketId);
    expect((await api('PUT', '/Accounts/UpdateAccount', { body: updateOf(user, { roleCode: 'SUP', systemGroupIds: [] }) })).status).toBe(200);
    expect(open.every((id) => sandbox.store.tickets.get(id)!.statusId === 2 && sandbox.store.tickets.get(id)!.assignedEngineerId === null)).toBe(true);
  });

  it('keeps the sessions of a user saved without a role or language change', async () => {
    const user = plainEngineer();
    const before = await tokenOf(user);
    expect((await api('PUT', '/Accounts/UpdateAccount', { body: updateOf(user, { position: 'Ingeniero senior' }) })).status).toBe(200);
    expect((await api('GET', '/Accounts/me', asToken(before))).status).toBe(200);
  });

  it(`deactivates users ${INACTIVITY_DAYS} days without activity, not a second before, and releases their tickets`, async () => {
    const user = plainEngineer();
    const open = openTicketsOf(sandbox.store, user.userId).map((t) => t.ticketId);
    const lastAccess = new Date(`${user.lastAccessDate}Z`).getTime();

    sandbox.store.now = new Date(lastAccess + INACTIVITY_DAYS * DAY - 1000);
    await api('GET', '/Accounts/GetUsersByFilters', { query: { pageSize: 5 } });
    expect(sandbox.store.users.get(user.userId)!.enabled).toBe(true);

    sandbox.store.now = new Date(lastAccess + INACTIVITY_DAYS * DAY);
    await api('GET', '/Accounts/GetUsersByFilters', { query: { pageSize: 5 } });
    expect(sandbox.store.users.get(user.userId)!.enabled).toBe(false);
    expect(open.every((id) => sandbox.store.tickets.get(id)!.statusId === 2 && sandbox.store.tickets.get(id)!.assignedEngineerId === null)).toBe(true);
  });

  it('refuses deleting or deactivating a user with people in charge, and a principal warehouse manager, with the messages', async () => {
    const boss = [...sandbox.store.users.values()].find((u) => u.userId !== 1 && peopleInCharge(sandbox.store, u.userId).length > 0)!;
    const deleted = await api('DELETE', `/Accounts/${boss.userId}`);
    expect(deleted.status).toBe(409);
    expect(sandbox.store.users.has(boss.userId)).toBe(true);

    const manager = [...sandbox.store.users.values()].find((u) => u.userId !== 1 && responsibleWarehouses(sandbox.store, u.userId).length > 0)!;
    const deactivated = await api('PUT', '/Accounts/UpdateAccount', { body: updateOf(manager, { enabled: false }) });
    expect(deactivated.status).toBe(409);
    expect(deactivated.body.message).toBe('Un administrador de almacén no puede eliminarse ni desactivarse');
    const check = await api('GET', '/Accounts/CanWarehouseAdminBeInactivate', { query: { warehouseAdminId: manager.userId } });
    expect(check.body.data.canBeInactivated).toBe(false);
  });

  it('lists a created user on the sign-in page list', async () => {
    const created = await api('POST', '/Accounts/CreateAccount', {
      body: {
        fullName: 'Rosa Quiroga', email: 'rosa.quiroga@mesadeservicio.mx', userName: 'rosa.quiroga', password: 'Segura#2026', mobileNumber: null, credential: null,
        roleCode: 'DIS', accessProfileId: null, langId: 1, level: 0, regionId: null, areaId: null, countryId: null, position: null, superiorId: null,
        isVacant: false, nonOperational: false, partnerIds: [], systemGroupIds: [],
      },
    });
    expect(created.status).toBe(200);
    expect(createdUserIds(sandbox.store)).toEqual([created.body.data.userId]);
  });

  it('tells the administrator through a notification when a permission copy finished', async () => {
    const [source, target] = [...sandbox.store.users.values()].filter((u) => u.roleCode === 'ENG' && !u.nonOperational);
    const copied = await api('POST', '/UserAssignations/CloneUserAccessElement', { body: { sourceUserId: source!.userId, targetUserIds: [target!.userId] } });
    expect(copied.status).toBe(202);
    expect([...sandbox.store.notifications.values()].some((n) => n.receiverUserId === 1 && n.notificationKey === 'User.PermissionsCopied')).toBe(true);
  });

  it('refuses every user administration operation with 403 to a role without its permission', async () => {
    const ours = loadContracts().operations.filter((op) => op.service === 'security' && /\/(Accounts|UserAssignations)\//.test(op.pathTemplate) && op.permissions.length > 0);
    const dispatcher = permissionsForRole('DIS');
    const refused = ours.filter((op) => !op.permissions.some((p) => dispatcher.includes(p)));
    expect(refused.length).toBeGreaterThan(20);
    for (const op of refused) {
      const path = op.pathTemplate.replace(/\{[^}]+\}/g, '1').replace('/security/api/v1', '');
      const answer = await api(op.method.toUpperCase(), path, { as: 'DIS', ...(op.method === 'get' || op.method === 'delete' ? {} : { body: {} }) });
      expect([op.operationId, answer.status]).toEqual([op.operationId, 403]);
    }
  });
});
