import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';

const sandbox = setupSandbox({ tickets: 20 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
const level = (n: number) => ({ level: n, pageNumber: 1, pageSize: 25 });
const create = (code: string, parentId: number | null) => api('POST', '/InterventionCodes', { body: { code, name: `Código ${code}`, parentId, enabled: true } });

describe('intervention codes in the sandbox', () => {
  it('reads the tree at the specification\'s paths', () => {
    expect(operation('getCatalogInterventionCodesByLevel').pathTemplate).toBe('/catalog/api/v1/InterventionCodes/GetListByLevel');
    expect(operation('getCatalogInterventionCodeChildren').pathTemplate).toBe('/catalog/api/v1/InterventionCodes/GetChildListByRootId/{id}');
  });

  it('lists a level and a root\'s descendants by level', async () => {
    const roots = (await api('GET', '/InterventionCodes/GetListByLevel', { query: level(1) })).body.data;
    expect(roots.items.map((r: { code: string }) => r.code)).toEqual(['HW', 'SW', 'RED']);
    const below = (await api('GET', '/InterventionCodes/GetChildListByRootId/1')).body.data;
    expect(below.map((r: { code: string; level: number }) => [r.code, r.level])).toEqual([['HW-TAR', 2], ['HW-DIS', 2], ['HW-TAR-01', 3]]);
  });

  it('adds a child one level below its parent, down to the deepest level and not one more', async () => {
    let parentId = 1;
    for (let depth = 2; depth <= LIMITS.codes.treeMaxLevel; depth++) {
      const child = (await create(`N${depth}`, parentId)).body.data;
      expect(child).toMatchObject({ level: depth, parentId, rootId: 1 });
      parentId = child.id;
    }
    expect(await create('N-EXTRA', parentId)).toEqual({
      status: 422, body: expect.objectContaining({ message: `Un código de intervención admite como máximo ${LIMITS.codes.treeMaxLevel} niveles` }),
    });
  });

  it('refuses a repeated code, a repeated sibling name and deleting a code with children', async () => {
    expect((await create('hw', null)).status).toBe(409);
    expect((await api('POST', '/InterventionCodes', { body: { code: 'HW-X', name: 'TARJETA MADRE', parentId: 1, enabled: true } })).body.message).toBe(
      'Ya existe un código con ese nombre en el mismo nivel',
    );
    expect((await api('DELETE', '/InterventionCodes/4')).status).toBe(409);
    expect((await api('DELETE', '/InterventionCodes/5')).body.data).toBe(true);
  });

  it('refuses the tree without the catalogue\'s permissions (403)', async () => {
    expect((await api('GET', '/InterventionCodes/GetListByLevel', { as: 'DIS', query: level(1) })).status).toBe(403);
    expect((await create('X', 1)).status).toBe(200);
    expect((await api('POST', '/InterventionCodes', { as: 'DIS', body: { code: 'Y', name: 'Y', parentId: 1, enabled: true } })).status).toBe(403);
  });
});
