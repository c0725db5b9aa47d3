import { issueAccessToken } from '../auth/tokens';
import { permissionsForRole } from '../auth/rolePermissions';
import { loadContracts } from '../contract/loadContracts';
import { sandboxServiceScope } from '../server/sandboxConfig';
import type { UserRecord } from '../store/types';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { createdUserIds, INACTIVITY_DAYS, openTicketsOf, peopleInCharge, responsibleWarehouses } from './accountRules';
import { accountUpdateOf } from './testAccounts';
import { ledgerTotals, placeKey, supplyRows } from '../inventory/ledger';
import { ledgerProblems } from '../inventory/ledgerProblems';
import { preAssignmentWarehouse } from '../inventory/places';
import { inventoryOf } from '../inventory/state';
import { prepareShipment } from '../inventory/testShipments';
import { PRE_ASSIGNMENT_MOVEMENT } from '../inventory/userRelease';
import { RECEPTION_STATUS, SHIPMENT_STATUS } from '../../../src/domain/shipments/shipmentStatus';

const sandbox = setupSandbox();
const api = (method: string, path: string, options?: Parameters<typeof callApi>[3]) => callApi(sandbox, method, `/security/api/v1${path}`, options);
const DAY = 86_400_000;

const tokenOf = (user: UserRecord) =>
  issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope('security') });
const asToken = (token: string) => ({ as: null, headers: { Authorization: `Bearer ${token}` } });
const updateOf = (user: UserRecord, change: Record<string, unknown>) => accountUpdateOf(sandbox.store, user, change);
/** The status and challenge GET /Accounts/me answers a token with. */
async function answerTo(token: string): Promise<{ status: number; challenge: string | null }> {
  const answer = await fetch(new URL('/security/api/v1/Accounts/me', window.location.origin), { headers: { Authorization: `Bearer ${token}` } });
  return { status: answer.status, challenge: answer.headers.get('WWW-Authenticate') };
}
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

    expect(await answerTo(before)).toEqual({ status: 401, challenge: expect.stringContaining(`session_revoked:${reason}`) });
    expect((await api('GET', '/Accounts/me', asToken(await tokenOf(user)))).status).toBe(200);
  });

  it.each([
    ['accountDeactivated', (user: UserRecord) => api('PUT', '/Accounts/UpdateAccount', { body: updateOf(user, { enabled: false }) })],
    ['accountDeleted', (user: UserRecord) => api('DELETE', `/Accounts/${user.userId}`)],
  ])('%s: ends the sessions opened before it, naming why', async (reason, remove) => {
    const user = plainEngineer();
    const before = await tokenOf(user);
    expect((await remove(user)).status).toBe(200);
    expect(await answerTo(before)).toEqual({ status: 401, challenge: expect.stringContaining(`session_revoked:${reason}`) });
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

  it(`deactivates users ${INACTIVITY_DAYS} days without activity, not a second before, ending their sessions and releasing their tickets`, async () => {
    const user = plainEngineer();
    const open = openTicketsOf(sandbox.store, user.userId).map((t) => t.ticketId);
    const lastAccess = new Date(`${user.lastAccessDate}Z`).getTime();
    const before = await tokenOf(user);

    sandbox.store.now = new Date(lastAccess + INACTIVITY_DAYS * DAY - 1000);
    await api('GET', '/Accounts/GetUsersByFilters', { query: { pageSize: 5 } });
    expect(sandbox.store.users.get(user.userId)!.enabled).toBe(true);

    sandbox.store.now = new Date(lastAccess + INACTIVITY_DAYS * DAY);
    await api('GET', '/Accounts/GetUsersByFilters', { query: { pageSize: 5 } });
    expect(sandbox.store.users.get(user.userId)!.enabled).toBe(false);
    expect((await answerTo(before)).challenge).toContain('session_revoked:accountDeactivated');
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

describe('security sandbox: the stock of a leaving engineer goes back to pre-assignment', () => {
  const ENGINEER = 4;
  const WAREHOUSE = 1;
  const inventoryApi = (path: string, body: Record<string, unknown>) => callApi(sandbox, 'POST', `/inventory/api/v1${path}`, {
    body: { placeIds: [], text: null, componentStatusIds: [], pageNumber: 1, pageSize: 500, isExport: null, sortField: null, sortOrder: null, ...body },
  });

  /** Engineer 4 holds components, kits and supplies, and three shipments from warehouse 1 come to them: pending, in transit, received with items waiting. */
  function engineerWithStockAndShipments() {
    const { store } = sandbox;
    const state = inventoryOf(store);
    const pending = prepareShipment(store, { format: 2, from: WAREHOUSE, to: ENGINEER, components: 1 });
    const inTransit = prepareShipment(store, { format: 2, from: WAREHOUSE, to: ENGINEER, components: 2, upTo: 'readyToShip' });
    const received = prepareShipment(store, { format: 2, from: WAREHOUSE, to: ENGINEER, components: 2, upTo: 'receipt' });
    const own = `TaskForce:${ENGINEER}`;
    const held = {
      components: [...state.ledger.components.values()].filter((c) => placeKey(c.place) === own).map((c) => c.productId),
      kits: [...state.ledger.kits.values()].filter((k) => placeKey(k.place) === own).map((k) => k.kitId),
      supplies: supplyRows(state.ledger).filter((r) => placeKey(r.place) === own).reduce((sum, r) => sum + r.quantity, 0),
    };
    expect([held.components.length > 0, held.kits.length > 0, held.supplies > 0]).toEqual([true, true, true]);
    return { state, held, pending, inTransit, received, totals: ledgerTotals(state.ledger), home: preAssignmentWarehouse(store, state, ENGINEER) };
  }

  it.each([
    ['deactivated', () => api('PUT', '/Accounts/UpdateAccount', { body: updateOf(sandbox.store.users.get(ENGINEER)!, { enabled: false }) })],
    ['deleted', () => api('DELETE', `/Accounts/${ENGINEER}`)],
    ['made supervisor', () => api('PUT', '/Accounts/UpdateAccount', { body: updateOf(sandbox.store.users.get(ENGINEER)!, { roleCode: 'SUP', systemGroupIds: [] }) })],
  ])('%s: what they held is in their pre-assignment warehouse, what was coming to them back at its origin, nothing lost', async (_, leave) => {
    const { state, held, pending, inTransit, received, totals, home } = engineerWithStockAndShipments();
    const coming = [...inTransit.items, ...received.items].map((i) => i.productId!);

    expect((await leave()).status).toBe(200);

    expect((await inventoryApi('/Inventory/WorkForce/GeneralSearch', { placeIds: [ENGINEER] })).body.data.totalCount).toBe(0);
    const inHome = (await inventoryApi('/Inventory/Warehouse/GeneralSearch', { placeIds: [home] })).body.data.items as { productId: number; lastMovementCode: string }[];
    const back = inHome.filter((row) => held.components.includes(row.productId));
    expect(back.map((row) => row.productId).sort()).toEqual([...held.components].sort());
    expect(new Set(back.map((row) => row.lastMovementCode))).toEqual(new Set([PRE_ASSIGNMENT_MOVEMENT]));
    expect(held.kits.map((id) => placeKey(state.ledger.kits.get(id)!.place))).toEqual(held.kits.map(() => `Warehouse:${home}`));
    expect(supplyRows(state.ledger).filter((r) => placeKey(r.place) === `TaskForce:${ENGINEER}`)).toEqual([]);

    expect([pending.shipmentStateId, inTransit.shipmentStateId, received.shipmentStateId]).toEqual([SHIPMENT_STATUS.Canceled, SHIPMENT_STATUS.Canceled, SHIPMENT_STATUS.Closed]);
    expect(received.items.map((i) => i.receptionStatusId)).toEqual(received.items.map(() => RECEPTION_STATUS.Rejected));
    expect(coming.map((id) => placeKey(state.ledger.components.get(id)!.place))).toEqual(coming.map(() => `Warehouse:${WAREHOUSE}`));
    expect(ledgerProblems(sandbox.store, state, totals)).toEqual([]);
  });

  it(`releases the stock of an engineer deactivated after ${INACTIVITY_DAYS} days without activity`, async () => {
    const { state, held, totals, home } = engineerWithStockAndShipments();
    const engineer = sandbox.store.users.get(ENGINEER)!;
    sandbox.store.now = new Date(new Date(`${engineer.lastAccessDate}Z`).getTime() + INACTIVITY_DAYS * DAY);
    await api('GET', '/Accounts/GetUsersByFilters', { query: { pageSize: 5 } });
    expect(held.components.map((id) => placeKey(state.ledger.components.get(id)!.place))).toEqual(held.components.map(() => `Warehouse:${home}`));
    expect(ledgerProblems(sandbox.store, state, totals)).toEqual([]);
  });

  it('keeps the stock of an engineer whose save changes neither role nor activity', async () => {
    const { state, held } = engineerWithStockAndShipments();
    expect((await api('PUT', '/Accounts/UpdateAccount', { body: updateOf(sandbox.store.users.get(ENGINEER)!, { position: 'Ingeniero senior' }) })).status).toBe(200);
    expect(held.components.map((id) => placeKey(state.ledger.components.get(id)!.place))).toEqual(held.components.map(() => `TaskForce:${ENGINEER}`));
  });
});
