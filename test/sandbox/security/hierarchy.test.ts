import { writeMarkedTemplate } from '../../../src/shared/files/xlsxTemplate/writeMarkedTemplate';
import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { STATES } from '../store/places';
import { DEMO_USERS } from '../store/createStore';
import { HIERARCHY_TEMPLATE } from '../../../src/domain/users/hierarchyTemplate';
import { REGION_WITHOUT_TOP } from './hierarchySeed';
import { accountVersions } from './userViews';

const sandbox = setupSandbox();
const security = (method: string, path: string, options?: CallOptions) => callApi(sandbox, method, `/security/api/v1${path}`, options);
const catalog = (method: string, path: string, options?: CallOptions) => callApi(sandbox, method, `/catalog/api/v1${path}`, options);

type StructureUser = { userId: number; username: string; level: number; supervisorId: number | null; region: string | null; isVacant: boolean };

const structure = async (): Promise<StructureUser[]> => (await security('GET', '/Accounts/GetOrganizationalStructure')).body.data;
/** A placement as the app sends it: at the user's current version. */
const placement = (userId: number, level: number, supervisorId: number | null, extra: Record<string, unknown> = {}) => ({
  body: { userId, level, supervisorId, position: 'Coordinador', isVacant: false, rowVersion: accountVersions.of(sandbox.store, userId), ...extra },
});

/** The template as the app writes it (its hidden marker included), filled with `rows`. */
async function bulkFile(rows: (string | number)[][]) {
  const template = await writeMarkedTemplate(HIERARCHY_TEMPLATE, rows.map((row) => row.map(String)));
  return { fileName: 'jerarquia.xlsx', fileContent: Buffer.from(await template.arrayBuffer()).toString('base64') };
}

describe('hierarchy sandbox: the seeded structure', () => {
  it('holds a few hundred people around the demo users, a level 0 in every region but one, vacancies and skipped levels', async () => {
    const users = await structure();
    expect(users.length).toBeGreaterThan(300);
    for (const [i, demo] of DEMO_USERS.entries()) expect(sandbox.store.users.get(i + 1)).toMatchObject({ userName: demo.userName, roleCode: demo.roleCode });
    const regionsWithTop = new Set(users.filter((u) => u.level === 0).map((u) => u.region));
    expect(STATES.filter((s) => !regionsWithTop.has(s.name)).map((s) => s.name)).toEqual([REGION_WITHOUT_TOP]);
    expect(users.some((u) => u.isVacant)).toBe(true);
    const levelOf = new Map(users.map((u) => [u.userId, u.level]));
    expect(users.some((u) => u.supervisorId !== null && u.level - levelOf.get(u.supervisorId)! > 1)).toBe(true);
    expect(new Set(users.map((u) => u.level))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });
});

describe('hierarchy sandbox: placing a user', () => {
  it('refuses a level above 0 in a region without a level 0 user, with the message', async () => {
    const newcomer = (await structure()).find((u) => u.region === REGION_WITHOUT_TOP && u.level === 4)!;
    const refused = await security('PUT', '/Accounts/UpdateHierarchy', placement(newcomer.userId, 3, 1));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`La región ${REGION_WITHOUT_TOP} necesita un usuario de nivel 0 antes de continuar`);
    const top = await security('PUT', '/Accounts/UpdateHierarchy', placement(newcomer.userId, 0, null, { position: 'Director regional' }));
    expect(top.body.data).toMatchObject({ level: 0, supervisorId: null, position: 'Director regional' });
  });

  it('refuses the last level 0 of a region stepping down', async () => {
    const users = await structure();
    const director = users.find((u) => u.level === 0 && u.region === STATES[1]!.name)!;
    const refused = await security('PUT', '/Accounts/UpdateHierarchy', placement(director.userId, 1, 1));
    expect(refused.status).toBe(422);
  });

  it('accepts a boss two levels up, logs the change under the caller, and keeps a vacant position with its people', async () => {
    const saved = await security('PUT', '/Accounts/UpdateHierarchy', placement(2, 4, 1, { isVacant: true }));
    expect(saved.body.data).toMatchObject({ userId: 2, level: 4, supervisorId: 1, isVacant: true });
    const log = await security('GET', '/Accounts/GetHierarchicalTrackingLog', { query: { userId: 2 } });
    expect(log.body.data.items[0]).toMatchObject({ newLevel: 4, newSuperiorFullName: 'Andrea Salinas Ruiz', changedByFullName: 'Andrea Salinas Ruiz' });
    expect((await structure()).find((u) => u.userId === 2)).toMatchObject({ isVacant: true, level: 4 });
  });

  it('refuses a missing superior above level 0', async () => {
    const refused = await security('PUT', '/Accounts/UpdateHierarchy', placement(2, 3, null));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Un usuario de nivel 3 necesita un superior');
  });

  it('fails a bulk row for a region without a level 0 user and applies the others', async () => {
    const newcomer = (await structure()).find((u) => u.region === REGION_WITHOUT_TOP && u.level === 4)!;
    const result = await security('POST', '/Accounts/BulkUpdateHierarchy', { body: await bulkFile([[newcomer.username, 3, 'admin', ''], ['despachador', 3, 'supervisor', 'Coordinador']]) });
    expect(result.body.data).toMatchObject({ totalRows: 2, successRows: 1, failedRows: 1 });
    expect(result.body.data.rows[0].message).toBe(`La región ${REGION_WITHOUT_TOP} necesita un usuario de nivel 0 antes de continuar`);
  });
});

describe('hierarchy sandbox: level names', () => {
  it('lists the six levels and renames one, unique case and accent blind', async () => {
    const levels = (await catalog('GET', '/HierarchicalLevel')).body.data;
    expect(levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    const renamed = await catalog('PUT', '/HierarchicalLevel', { body: { level: 5, name: 'Auxiliares', description: null, rowVersion: 1 } });
    expect(renamed.body.data).toMatchObject({ level: 5, name: 'Auxiliares', rowVersion: 2 });
    const stale = await catalog('PUT', '/HierarchicalLevel', { body: { level: 5, name: 'Apoyo', description: null, rowVersion: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { detail: 'rowVersion', data: { name: 'Auxiliares' } } });
    const duplicate = await catalog('PUT', '/HierarchicalLevel', { body: { level: 4, name: 'AUXILIARES', description: null, rowVersion: 1 } });
    expect(duplicate.status).toBe(409);
    expect((await catalog('PUT', '/HierarchicalLevel', { body: { level: 4, name: ' Operación', description: null, rowVersion: 1 } })).status).toBe(422);
  });
});

describe('hierarchy sandbox: permissions', () => {
  it('refuses every hierarchy operation with 403 to a role without its permission', async () => {
    const as = 'DIS';
    expect((await security('GET', '/Accounts/GetOrganizationalStructure', { as })).status).toBe(403);
    expect((await security('GET', '/Accounts/ExportOrganizationalStructure', { as })).status).toBe(403);
    expect((await security('GET', '/Accounts/GetHierarchicalTrackingLog', { as })).status).toBe(403);
    expect((await security('PUT', '/Accounts/UpdateHierarchy', { as, ...placement(2, 3, 3) })).status).toBe(403);
    expect((await security('POST', '/Accounts/BulkUpdateHierarchy', { as, body: await bulkFile([]) })).status).toBe(403);
    expect((await catalog('GET', '/HierarchicalLevel', { as })).status).toBe(403);
    expect((await catalog('PUT', '/HierarchicalLevel', { as, body: { level: 5, name: 'Apoyo', description: null, rowVersion: 1 } })).status).toBe(403);
  });

  it('lets the global view read the structure but not change, bulk update or export it', async () => {
    const as = 'SUP';
    expect((await security('GET', '/Accounts/GetOrganizationalStructure', { as })).status).toBe(200);
    expect((await security('GET', '/Accounts/ExportOrganizationalStructure', { as })).status).toBe(403);
    expect((await security('PUT', '/Accounts/UpdateHierarchy', { as, ...placement(2, 3, 3) })).status).toBe(403);
    expect((await security('POST', '/Accounts/BulkUpdateHierarchy', { as, body: await bulkFile([]) })).status).toBe(403);
    expect((await catalog('PUT', '/HierarchicalLevel', { as, body: { level: 5, name: 'Apoyo', description: null, rowVersion: 1 } })).status).toBe(403);
  });
});
