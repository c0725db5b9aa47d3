import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';
import { towerModels } from './towerCatalogues';
import { towerTypes } from './towerTypes';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;

describe('tower catalogues', () => {
  it('reads a type\'s models at the path spec 002 section 7 writes (TowerModels/ByTowerType/{id}), enabled only, by name', async () => {
    const byType = operation('getCatalogTowerModelsByTowerType');
    expect(`${byType.method.toUpperCase()} ${byType.pathTemplate}`).toBe('GET /catalog/api/v1/TowerModels/ByTowerType/{id}');
    const answer = (await api('GET', '/TowerModels/ByTowerType/2')).body.data as { name: string; towerTypeId: number; enabled: boolean }[];
    const expected = [...towerModels(sandbox.store).values()].filter((m) => m.towerTypeId === 2 && m.enabled).map((m) => m.name).sort();
    expect(answer.map((m) => m.name)).toEqual(expected);
    expect(answer.length).toBeGreaterThan(0);
    expect((await api('GET', '/TowerModels/ByTowerType/999')).body.data).toEqual([]);
  });

  it('lets whoever keeps tower models read the tower types their dialog offers', () => {
    expect(operation('getCatalogTowerTypes').permissions).toEqual(expect.arrayContaining(['CatalogTowerModelSearch', 'CatalogTowerModelCreate']));
  });

  it('refuses a model of a disabled or unknown tower type, naming the field', async () => {
    const disabled = [...towerTypes(sandbox.store).values()].find((t) => !t.enabled)!;
    for (const towerTypeId of [disabled.id, 999]) {
      const refused = await api('POST', '/TowerModels', { body: { name: 'Modelo nuevo', description: null, towerTypeId, enabled: true } });
      expect(refused).toMatchObject({ status: 422, body: { message: `El tipo de torre ${towerTypeId} no existe o está deshabilitado`, detail: 'towerTypeId' } });
    }
  });

  it('keeps a tower type its models name from being deleted', async () => {
    const refused = await api('DELETE', '/TowerType/1');
    expect(refused).toMatchObject({ status: 409, body: { message: 'El tipo de torre Autosoportada está asignado a 2 modelos de torre y no se puede eliminar' } });
    expect(towerTypes(sandbox.store).has(1)).toBe(true);
  });
});
