import { assignationsOf } from '../security/state';
import { writeMarkedTemplate } from '../../../src/shared/files/xlsxTemplate/writeMarkedTemplate';
import { allPermissions, permissionsForRole } from '../auth/rolePermissions';
import { HIERARCHY_TEMPLATE } from '../../../src/domain/users/hierarchyTemplate';
import type { RoleCode } from '../store/types';
import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';

const sandbox = setupSandbox();
const api = (method: string, path: string, options?: CallOptions) => callApi(sandbox, method, `/security/api/v1${path}`, options);
const OPEN_EXCLUDED = [5, 9, 10, 11, 26];

function newAccount(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Mónica Ibarra León', email: 'monica.ibarra@mesadeservicio.mx', userName: 'monica.ibarra', password: 'Segura#2026',
    mobileNumber: '5512345678', credential: 'EMP-09001', roleCode: 'ENG', accessProfileId: 5, langId: 1, level: 4, regionId: 1, areaId: 2,
    countryId: 1, position: 'Ingeniero de campo', superiorId: 3, isVacant: false, nonOperational: false, partnerIds: [1], systemGroupIds: [1],
    ...overrides,
  };
}

describe('security sandbox: accounts', () => {
  it('answers Accounts/me with the caller', async () => {
    const admin = await api('GET', '/Accounts/me');
    expect(admin.body.data).toMatchObject({ userId: 1, userName: 'admin', roleCode: 'ADM', systemRoleName: 'Administrador', level: 0, responsibleId: null });
    const engineer = await api('GET', '/Accounts/me', { as: 'ENG' });
    expect(engineer.body.data).toMatchObject({ userId: 4, roleCode: 'ENG', responsibleId: 4 });
  });

  it('gives each role its own access list', async () => {
    const lists = {} as Record<RoleCode, string[]>;
    for (const role of ['ADM', 'ENG', 'CRE'] as const) lists[role] = (await api('GET', '/Accounts/me/GetAccessList', { as: role })).body.data.accessList;
    expect(lists.ADM).toEqual(allPermissions());
    expect(lists.ENG).toContain('TicketAcceptAssignation');
    expect(lists.ENG).not.toContain('UsersSearch');
    expect(lists.CRE).toEqual(permissionsForRole('CRE'));
    expect(lists.CRE.length).toBeLessThan(lists.ENG.length);
  });

  it('changes only the caller’s own language', async () => {
    const own = await api('PUT', '/Accounts/UpdateAccountLanguage', { as: 'ENG', body: { id: 4, langId: 2 } });
    expect(own.status).toBe(200);
    expect((await api('GET', '/Accounts/me', { as: 'ENG' })).body.data).toMatchObject({ langId: 2, systemRoleName: 'Engineer' });

    const other = await api('PUT', '/Accounts/UpdateAccountLanguage', { as: 'ENG', body: { id: 1, langId: 2 } });
    expect(other.status).toBe(403);
    expect(sandbox.store.users.get(1)!.langId).toBe(1);
  });

  it('records a web sign-in and updates the last access', async () => {
    const added = await api('POST', '/Login/AddLoginTracking', {
      as: 'DIS', body: { userLoggedId: 2, tokenTypeId: 3, isLogin: true, apkversion: null, imei: null },
    });
    expect(added.status).toBe(200);
    const log = await api('GET', '/Login/GetLoginTrackingByFilters', { query: { userId: 2, pageSize: 5 } });
    expect(log.body.data.items[0]).toMatchObject({ id: added.body.data.id, userLoggedId: 2, tokenTypeId: 3, tokenTypeName: 'Web', isLogin: true });
    const now = sandbox.store.now.toISOString().slice(0, 19);
    expect((await api('GET', '/Accounts/2')).body.data).toMatchObject({ lastAccessDate: now, daysSinceLastAccess: 0 });

    const forged = await api('POST', '/Login/AddLoginTracking', { as: 'DIS', body: { userLoggedId: 1, tokenTypeId: 3, isLogin: true, apkversion: null, imei: null } });
    expect(forged.status).toBe(403);
  });

  it('searches users by text, role and state, with paging and counts', async () => {
    const short = await api('GET', '/Accounts/GetUsersByFilters', { query: { text: 'an' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('query.text');
    sandbox.violations.length = 0;

    const almacen = await api('GET', '/Accounts/GetUsersByFilters', { query: { text: 'ALMACEN', roleCodes: ['WAD'] } });
    expect(almacen.body.data.totalCount).toBe([...sandbox.store.users.values()].filter((u) => u.roleCode === 'WAD').length);
    expect(almacen.body.data.items.every((u: { roleCode: string }) => u.roleCode === 'WAD')).toBe(true);

    const engineers = [...sandbox.store.users.values()].filter((u) => u.roleCode === 'ENG');
    const second = await api('GET', '/Accounts/GetUsersByFilters', { query: { roleCodes: ['ENG'], enabled: true, pageNumber: 2, pageSize: 15 } });
    expect(second.body.data).toMatchObject({ totalCount: engineers.length, pageNumber: 2, pageSize: 15, hasNext: true });
    expect(second.body.data.items).toHaveLength(15);
    const lastPage = Math.ceil(engineers.length / 15);
    const last = await api('GET', '/Accounts/GetUsersByFilters', { query: { roleCodes: ['ENG'], pageNumber: lastPage, pageSize: 15 } });
    expect(last.body.data).toMatchObject({ hasNext: false });
    expect(last.body.data.items).toHaveLength(engineers.length - (lastPage - 1) * 15);

    sandbox.store.users.get(12)!.enabled = false;
    const inactive = await api('GET', '/Accounts/GetUsersByFilters', { query: { enabled: false } });
    expect(inactive.body.data.items.map((u: { userId: number }) => u.userId)).toEqual([12]);
  });

  it('creates a user, refusing a duplicate user name or e-mail (409)', async () => {
    const suggested = await api('POST', '/Accounts/GenerateDefaultUserName', { body: { fullName: 'Andrea Salinas Ruiz', email: null } });
    expect(suggested.body.data.userName).toBe('andrea.salinas');

    const taken = await api('POST', '/Accounts/CreateAccount', { body: newAccount({ userName: 'admin' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('El nombre de usuario admin ya está registrado; puede usar monica.ibarra');
    const email = await api('POST', '/Accounts/CreateAccount', { body: newAccount({ email: 'ADMIN@mesadeservicio.mx' }) });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('El correo ADMIN@mesadeservicio.mx ya está registrado en otro usuario');

    const created = await api('POST', '/Accounts/CreateAccount', { body: newAccount() });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      userName: 'monica.ibarra', roleCode: 'ENG', systemRoleName: 'Ingeniero', accessProfileName: 'Ingeniería de campo', superiorFullName: 'Silvia Montes Lara',
      regionName: 'Ciudad de México', areaName: 'Campo', systemGroupIds: [1], lastAccessDate: null,
    });
    const next = await api('POST', '/Accounts/GenerateDefaultUserName', { body: { fullName: 'Mónica Ibarra León', email: null } });
    expect(next.body.data.userName).toBe('monica.ibarra.leon');
  });

  it('refuses deleting a warehouse manager or a user with people in charge, and releases the tickets of a deleted one', async () => {
    const manager = await api('DELETE', '/Accounts/5');
    expect(manager).toMatchObject({ status: 409, body: { message: 'Un administrador de almacén no puede eliminarse ni desactivarse' } });
    expect((await api('GET', '/Accounts/CanWarehouseAdminBeInactivate', { query: { warehouseAdminId: 5 } })).body.data).toMatchObject({
      canBeInactivated: false, assignedWarehouses: [{ warehouseId: 1, warehouseName: 'Almacén Cuauhtémoc' }],
    });

    const people = (await api('GET', '/Accounts/GetPeopleInCharge/3')).body.data;
    expect(people).toHaveLength([...sandbox.store.users.values()].filter((u) => u.superiorId === 3).length);
    const supervisor = await api('DELETE', '/Accounts/3');
    expect(supervisor).toMatchObject({ status: 409, body: { message: 'El usuario tiene personal a cargo; debe reasignarlo antes de continuar' } });

    const open = [...sandbox.store.tickets.values()].filter((t) => t.assignedEngineerId === 4 && !OPEN_EXCLUDED.includes(t.statusId));
    expect((await api('GET', '/Accounts/4/OpenTicketsCount')).body.data).toEqual({ userId: 4, openTicketsCount: open.length });
    expect((await api('DELETE', '/Accounts/4')).status).toBe(200);
    expect((await api('GET', '/Accounts/4')).status).toBe(404);
    expect(open.every((t) => t.statusId === 2 && t.assignedEngineerId === null)).toBe(true);
  });

  it('updates a user: deactivation and change to supervisor release tickets, non-operational drops configuration', async () => {
    const edit = async (id: number, overrides: Record<string, unknown>) => {
      const { userId, fullName, email, userName, mobileNumber, credential, roleCode, accessProfileId, langId, level, regionId, areaId, countryId,
        position, superiorId, isVacant, nonOperational, enabled, partnerIds, systemGroupIds, rowVersion } = (await api('GET', `/Accounts/${id}`)).body.data;
      const body = { id: userId, fullName, email, userName, mobileNumber, credential, roleCode, accessProfileId, langId, level, regionId, areaId,
        countryId, position, superiorId, isVacant, nonOperational, enabled, partnerIds, systemGroupIds, rowVersion, ...overrides };
      return api('PUT', '/Accounts/UpdateAccount', { body });
    };
    const openOf = (id: number) => [...sandbox.store.tickets.values()].filter((t) => t.assignedEngineerId === id && !OPEN_EXCLUDED.includes(t.statusId));

    const tickets = openOf(10);
    expect((await edit(10, { enabled: false })).body.data.enabled).toBe(false);
    expect(tickets.every((t) => t.statusId === 2 && t.assignedEngineerId === null)).toBe(true);
    expect((await edit(5, { enabled: false })).status).toBe(409);

    const promoted = await edit(11, { roleCode: 'SUP', level: 2, superiorId: 1, systemGroupIds: [] });
    expect(promoted.body.data).toMatchObject({ roleCode: 'SUP', systemRoleName: 'Supervisor', superiorFullName: 'Andrea Salinas Ruiz' });
    expect(openOf(11)).toEqual([]);
    expect([...sandbox.store.notifications.values()].some((n) => n.receiverUserId === 11 && n.notificationKey === 'User.RoleChanged')).toBe(true);

    const converted = await edit(2, { nonOperational: true, level: null, superiorId: null });
    expect(converted.body.data).toMatchObject({ nonOperational: true, level: null, systemGroupIds: [] });
    const summary = (await api('GET', '/UserAssignations/GetAssignationList', { query: { UserId: 2 } })).body.data;
    expect(summary.every((s: { assignedCount: number }) => s.assignedCount === 0)).toBe(true);

    expect((await edit(12, { userName: 'ADMIN' })).status).toBe(409);
    expect((await edit(12, { level: 1, superiorId: 3 })).body.message).toBe('El superior debe tener un nivel menor a 1');
  });

  it('copies access elements to users of the same role and audits the changes', async () => {
    const target = [...sandbox.store.users.values()].find((u) => u.roleCode === 'DIS' && u.userId !== 2)!.userId;
    await api('POST', '/UserAssignations/AssignUserAccessElements', { body: { userId: 2, accessElementIds: [1, 2], readIds: [...assignationsOf(sandbox.store, 2).accessElements] } });
    const copy = await api('POST', '/UserAssignations/CloneUserAccessElement', { body: { sourceUserId: 2, targetUserIds: [target] } });
    expect(copy.status).toBe(202);
    const elements = (await api('GET', '/UserAssignations/GetUserUserAccessElementList', { query: { UserId: target } })).body.data;
    expect(elements.filter((e: { assigned: boolean }) => e.assigned).map((e: { accessElementId: number }) => e.accessElementId)).toEqual([1, 2]);
    const audit = (await api('GET', '/UserAssignations/GetAccessElementTracking', { query: { UserId: target } })).body.data.items;
    expect(audit.map((t: { action: string; changedByFullName: string | null }) => [t.action, t.changedByFullName])).toEqual([['Assigned', null], ['Assigned', null]]);
    const own = (await api('GET', '/UserAssignations/GetAccessElementTracking', { query: { UserId: 2 } })).body.data.items;
    expect(own[0]).toMatchObject({ action: 'Assigned', changedByFullName: 'Andrea Salinas Ruiz' });
    expect((await api('POST', '/UserAssignations/CloneUserAccessElement', { body: { sourceUserId: 2, targetUserIds: [4] } })).status).toBe(422);
  });

  it('lists warehouse administrators and dispatchers by role', async () => {
    const count = (role: RoleCode) => [...sandbox.store.users.values()].filter((u) => u.roleCode === role && u.enabled).length;
    // Warehouse forms read them: a warehouse permission opens the list, an engineer's do not.
    expect((await api('GET', '/Roles/WarehouseAdminUsers', { as: 'ENG' })).status).toBe(403);
    const admins = (await api('GET', '/Roles/WarehouseAdminUsers', { as: 'WAD' })).body.data;
    expect(admins).toHaveLength(count('WAD'));
    expect(admins.every((u: { roleCode: string }) => u.roleCode === 'WAD')).toBe(true);
    const dispatchers = (await api('GET', '/Accounts/GetUsersDispatcherByTicket', { query: { ticketId: 100_001 } })).body.data;
    expect(dispatchers.map((u: { roleCode: string }) => u.roleCode)).toEqual(Array(count('DIS')).fill('DIS'));
    expect((await api('GET', '/Accounts/GetUsersDispatcherByTicket', { query: { ticketId: 99 } })).status).toBe(404);
  });

  it('applies a hierarchy bulk update from the template', async () => {
    const template = await writeMarkedTemplate(HIERARCHY_TEMPLATE, [['despachador', '3', 'supervisor', 'Coordinador de mesa'], ['nadie', '2', '', '']]);
    const fileContent = Buffer.from(await template.arrayBuffer()).toString('base64');
    const result = await api('POST', '/Accounts/BulkUpdateHierarchy', { body: { fileName: 'jerarquia.xlsx', fileContent } });
    expect(result.body.data).toMatchObject({ totalRows: 2, successRows: 1, failedRows: 1 });
    expect(result.body.data.rows[1]).toEqual({ rowNumber: 3, userName: 'nadie', success: false, message: 'El usuario nadie no existe' });
    const log = await api('GET', '/Accounts/GetHierarchicalTrackingLog', { query: { userId: 2 } });
    expect(log.body.data.items[0]).toMatchObject({ previousLevel: 4, newLevel: 3, newSuperiorFullName: 'Silvia Montes Lara', changedByFullName: null });
  });
});

describe('security sandbox: profiles, groups, assignations', () => {
  it('creates, reads, updates and deletes an access profile', async () => {
    const body = { name: 'Auditoría', description: 'Solo consulta', enabled: true, accessElementIds: [1, 2] };
    const created = await api('POST', '/AccessProfiles', { body });
    expect(created.body.data).toMatchObject({ ...body, usersCount: 0, modifiedDate: null });
    const id = created.body.data.id;
    expect((await api('POST', '/AccessProfiles', { body: { ...body, name: 'AUDITORIA' } })).status).toBe(409);

    const updated = await api('PUT', '/AccessProfiles', { body: { ...body, id, name: 'Auditoría interna', accessElementIds: [3], rowVersion: 1 } });
    expect(updated.body.data).toMatchObject({ name: 'Auditoría interna', accessElementIds: [3], rowVersion: 2 });
    expect((await api('GET', `/AccessProfiles/${id}`)).body.data.name).toBe('Auditoría interna');
    const found = await api('GET', '/AccessProfiles', { query: { text: 'auditoria' } });
    expect(found.body.data.items.map((p: { id: number }) => p.id)).toEqual([id]);

    expect((await api('DELETE', '/AccessProfiles/1')).status).toBe(409);
    expect((await api('DELETE', `/AccessProfiles/${id}`)).status).toBe(200);
    expect((await api('GET', `/AccessProfiles/${id}`)).status).toBe(404);
  });

  it('keeps a system group with its users', async () => {
    const refused = await api('POST', '/SystemGroups', { body: { name: 'Cuadrilla Express', engineerOnly: true, clientIds: [2], userIds: [4, 2] } });
    expect(refused.status).toBe(422);
    const created = await api('POST', '/SystemGroups', { body: { name: 'Cuadrilla Express', engineerOnly: true, clientIds: [2], userIds: [4, 10] } });
    const id = created.body.data.id;
    expect(created.body.data.systemGroupUsers.map((u: { userId: number }) => u.userId).sort((a: number, b: number) => a - b)).toEqual([4, 10]);

    expect((await api('GET', `/SystemGroups/${id}`)).body.data.systemGroupUsers).toBeNull();
    const members = await api('GET', `/SystemGroups/${id}/Users`, { query: { pageSize: 1 } });
    expect(members.body.data).toMatchObject({ totalCount: 2, hasNext: true });
    expect((await api('GET', '/Accounts/10')).body.data.systemGroupIds).toContain(id);
    const byClient = await api('GET', '/SystemGroups/GetSystemGroupByClientIdQuery', { as: 'DIS', query: { engineerOnly: true, clientId: 2 } });
    expect(byClient.body.data.map((g: { id: number }) => g.id)).toContain(id);

    expect((await api('DELETE', `/SystemGroups/${id}`)).status).toBe(200);
    expect((await api('GET', '/Accounts/10')).body.data.systemGroupIds).not.toContain(id);
  });

  it('stores assignations per user and reads them back', async () => {
    await api('POST', '/UserAssignations/AssignUserClients', { body: { userId: 8, clientIds: [2, 3], readIds: sandbox.store.users.get(8)!.clientIds } });
    await api('POST', '/UserAssignations/AssignUserWorkForces', { body: { userId: 8, workForceUserIds: [4], readIds: [...assignationsOf(sandbox.store, 8).workForces] } });
    await api('POST', '/UserAssignations/AssignUserWorkFlow', { body: { userId: 8, stageIds: [6, 7], readIds: [...assignationsOf(sandbox.store, 8).stages] } });
    const clients = (await api('GET', '/UserAssignations/GetUserClientsList', { query: { UserId: 8 } })).body.data;
    expect(clients.filter((c: { assigned: boolean }) => c.assigned).map((c: { clientId: number }) => c.clientId)).toEqual([2, 3]);
    expect((await api('GET', '/UserAssignations/GetWorkForcesByUser', { as: 8, query: { UserId: 8 } })).body.data).toEqual([
      { userId: 4, fullName: 'Emilio Rangel Soto', accessTypeId: 1 },
    ]);
    const summary = (await api('GET', '/UserAssignations/GetAssignationList', { query: { UserId: 8 } })).body.data;
    expect(summary).toEqual(expect.arrayContaining([{ assignationType: 'Clients', assignedCount: 2 }, { assignationType: 'WorkFlow', assignedCount: 2 }]));
    expect((await api('POST', '/UserAssignations/AssignUserWorkForces', { body: { userId: 8, workForceUserIds: [2], readIds: [4] } })).status).toBe(422);
    expect((await api('POST', '/UserAssignations/AssignUserWarehouse', { body: { userId: 5, warehouseIds: [], readIds: sandbox.store.users.get(5)!.warehouseIds } })).status).toBe(409);
  });

  it('builds the module tree from the permission names, grouped by area', async () => {
    const tree = (await api('GET', '/AccessElements/GetAllWithModuleTree')).body.data;
    type Module = { name: string; modules: Module[]; accessElements: { code: string }[] };
    const leaves = (m: Module): string[] => [...m.accessElements.map((e) => e.code), ...m.modules.flatMap(leaves)];
    expect(tree.flatMap(leaves).sort()).toEqual(allPermissions());
    const tickets = tree.find((m: Module) => m.name === 'Tickets');
    expect(leaves(tickets).every((code) => code.startsWith('Ticket'))).toBe(true);
  });
});
