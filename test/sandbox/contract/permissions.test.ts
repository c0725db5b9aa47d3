import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import * as operationAccess from '../auth/operationAccess';
import { loadContracts, type OperationSpec } from './loadContracts';

const sandbox = setupSandbox();
const { docs, operations } = loadContracts();

/** The operation as its document writes it. */
const raw = (op: OperationSpec): Record<string, unknown> => docs.find((d) => d.file === op.file)!.doc.paths[op.pathTemplate][op.method];
const label = (op: OperationSpec) => `${op.operationId} (${op.method.toUpperCase()} ${op.pathTemplate}, ${op.file})`;
/** A request path for the operation: every path parameter 1. */
const pathOf = (op: OperationSpec) => op.pathTemplate.replace(/\{[^}]+\}/g, '1');

/**
 * Operations that open without a permission and say so here rather than in their contract. Empty: each of
 * them carries its reason as `x-public` (openapi/CONVENTIONS.md), so the reason sits beside the operation.
 */
const PUBLIC_OPERATIONS: Readonly<Record<string, string>> = {};

const reasonOf = (op: OperationSpec) => operationAccess.publicReason(op) ?? PUBLIC_OPERATIONS[op.operationId] ?? null;

/** Signs a demo user in holding only `permissions` (the store answers every user's permissions by role). */
function holding(userId: number, permissions: readonly string[]) {
  const store = sandbox.store;
  const current = store.permissionsOf;
  if (jest.isMockFunction(current)) current.mockRestore();
  const byRole = store.permissionsOf.bind(store);
  jest.spyOn(store, 'permissionsOf').mockImplementation((user) => (user.userId === userId ? new Set(permissions) : byRole(user)));
  return userId;
}

afterEach(() => jest.restoreAllMocks());

const CLIENT_READER = () => [...sandbox.store.users.values()].find((u) => u.roleCode === 'CRE')!.userId;

describe('every operation of every contract names its permissions or why it needs none', () => {
  it('has x-permissions, or an x-public reason (or a line of PUBLIC_OPERATIONS)', () => {
    const bare = operations.filter((op) => op.permissions.length === 0 && reasonOf(op) === null).map(label);
    // Printed so that a failure lists them all by operationId.
    if (bare.length) console.log(`Operations without x-permissions or x-public:\n${bare.join('\n')}`);
    expect(bare).toEqual([]);
  });

  it('keeps x-public for operations that really need no permission: never beside x-permissions, always on those without sign-in', () => {
    expect(operations.filter((op) => op.permissions.length > 0 && raw(op)['x-public'] !== undefined).map(label)).toEqual([]);
    expect(operations.filter((op) => op.isPublic && reasonOf(op) === null).map(label)).toEqual([]);
    expect(operations.filter((op) => raw(op)['x-public'] !== undefined && typeof raw(op)['x-public'] !== 'string').map(label)).toEqual([]);
  });
});

describe('the sandbox refuses a user without the permission', () => {
  it('refuses every operation that names permissions to a signed-in user holding none of them (403)', async () => {
    const userId = holding(CLIENT_READER(), []);
    const opened: string[] = [];
    for (const op of operations.filter((o) => !o.isPublic && o.permissions.length > 0)) {
      const { status } = await callApi(sandbox, op.method.toUpperCase(), pathOf(op), { as: userId });
      if (status !== 403) opened.push(`${label(op)}: ${status}`);
    }
    expect(opened).toEqual([]);
  });

  it('lets the reads of x-public operations through for the same user (their own data)', async () => {
    const userId = holding(CLIENT_READER(), []);
    const me = sandbox.store.users.get(userId)!;
    expect((await callApi(sandbox, 'GET', '/security/api/v1/Accounts/me', { as: userId })).body.data).toMatchObject({ userId });
    expect((await callApi(sandbox, 'GET', '/security/api/v1/Accounts/me/GetAccessList', { as: userId })).body.data).toEqual({ accessList: [] });
    const unread = await callApi(sandbox, 'POST', '/message/api/v1/Notifications/GetUnread', {
      as: userId, body: { pageNumber: 1, pageSize: 200, descending: false, receiverUserId: me.userId, text: null },
    });
    expect(unread.status).toBe(200);
  });

  it('refuses a client reader another engineer’s component and its movements, which the inventory and component screens read', async () => {
    const product = (path: string, as: CallOptions['as']) => callApi(sandbox, 'GET', `/product/api/v1/Products/${path}`, { as });
    for (const path of ['1', '1/Tracking']) {
      const refused = await product(path, 'CRE');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^No tiene permiso para esta operación \(requiere ProductSearch o /);
      expect((await product(path, 'ADM')).status).toBe(200);
    }
    // One of the listed permissions is enough: the warehouse's inventory reads both.
    const warehouseKeeper = holding(CLIENT_READER(), ['WarehouseInventory']);
    expect((await product('1', warehouseKeeper)).status).toBe(200);
    expect((await product('1/Tracking', warehouseKeeper)).status).toBe(200);
  });

  it.each([
    ['GET', '/catalog/api/v1/TicketStatus/GetAllStatus', 'TicketSearchGeneral'],
    ['GET', '/catalog/api/v1/Impact', 'TicketCreate'],
    ['GET', '/catalog/api/v1/Currencies', 'ShipmentCreate'],
    ['GET', '/catalog/api/v1/FuelCode', 'CatalogInvoiceFuelSearch'],
    ['GET', '/product/api/v1/Kits/1', 'KitSearch'],
    ['GET', '/product/api/v1/Supplies', 'SupplySearch'],
    ['GET', '/inventory/api/v1/Warehouses', 'WarehouseInventory'],
    ['GET', '/security/api/v1/Roles/WarehouseAdminUsers', 'WarehouseSearch'],
    ['POST', '/ticket/api/v1/Tickets/MyTickets', 'TicketAcceptAssignation'],
    ['GET', '/ticket/api/v1/Dashboards/TicketsByStatusCategory', 'TicketSearchGeneral'],
  ])('%s %s: refused (403) without a listed permission, not with %s', async (method, path, permission) => {
    const bare = holding(CLIENT_READER(), ['GroupsSearch']);
    expect((await callApi(sandbox, method, path, { as: bare })).status).toBe(403);
    holding(bare, [permission]);
    expect((await callApi(sandbox, method, path, { as: bare })).status).not.toBe(403);
    sandbox.violations.length = 0;
  });

  it('refuses everybody an operation that names neither permissions nor why it needs none, and reports the contract', async () => {
    const real = operationAccess.publicReason;
    jest.spyOn(operationAccess, 'publicReason').mockImplementation((op) => (op.operationId === 'getMyAccount' ? null : real(op)));
    const refused = await callApi(sandbox, 'GET', '/security/api/v1/Accounts/me', { as: 'ADM' });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: 'La operación getMyAccount no declara permisos' }) });
    expect(sandbox.violations).toEqual([expect.stringContaining('getMyAccount (openapi/security.yaml) has neither x-permissions nor x-public')]);
    sandbox.violations.length = 0;
  });
});
