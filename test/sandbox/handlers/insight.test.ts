import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { RESULT_CYCLES } from '../insight/results';

const sandbox = setupSandbox();
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const api = (method: string, url: string, options: CallOptions = {}) =>
  callApi(sandbox, method, `/insight/api/v1${url}`, { ...options, headers: { ...XHR, ...options.headers } });
const kpi = (extra: Record<string, unknown> = {}) => ({
  kpiGroupId: 1, category: 'Operación', name: 'Cerrados', cycleDays: LIMITS.kpis.cycleDaysMax, formula: 'CLOSED / TOTAL * 100', greenMax: 50, amberMax: 80, ...extra,
});

describe('insight sandbox', () => {
  it('refuses a request without the X-Requested-With header, naming it', async () => {
    const { status, body } = await callApi(sandbox, 'GET', '/insight/api/v1/KPIGroup');
    expect(status).toBe(400);
    expect(body.message).toMatch(/X-Requested-With/);
    sandbox.violations.length = 0;
    expect((await api('GET', '/KPIGroup')).status).toBe(200);
  });

  it('asks for KPIManagement', async () => {
    expect((await api('GET', '/KPIGroup', { as: 'ENG' })).status).toBe(403);
  });

  it('computes results per cycle from the seeded tickets with the app’s evaluator', async () => {
    const { body } = await api('GET', '/KPI/GetResults/1');
    expect(body.data.points).toHaveLength(RESULT_CYCLES);
    const values = body.data.points.map((p: { value: number | null }) => p.value);
    expect(values.some((v: number | null) => v !== null && v > 0)).toBe(true);
    expect(values.every((v: number | null) => v === null || (v >= 0 && v <= 100))).toBe(true);
  });

  it('creates a KPI with a cycle at the limit and refuses one past it', async () => {
    expect((await api('POST', '/KPI', { body: kpi() })).status).toBe(200);
    expect((await api('POST', '/KPI', { body: kpi({ name: 'Otro', cycleDays: LIMITS.kpis.cycleDaysMax + 1 }) })).status).toBe(400);
    sandbox.violations.length = 0;
  });

  it('refuses a formula over an unknown code, pointing at it', async () => {
    const { status, body } = await api('POST', '/KPI', { body: kpi({ formula: 'CLOSED / NOPE' }) });
    expect(status).toBe(422);
    expect(body.message).toBe('La fórmula usa un código de parámetro que no existe (posición 10)');
  });

  it('refuses a stale update with the KPI as it is now', async () => {
    const current = (await api('GET', '/KPI/GeneralSearch', { query: { pageNumber: 1, pageSize: 25 } })).body.data.items[0];
    const update = { ...current, name: 'Nuevo nombre' };
    delete update.kpiGroupName;
    expect((await api('PUT', '/KPI', { body: update })).status).toBe(200);
    const stale = await api('PUT', '/KPI', { body: update });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ name: 'Nuevo nombre', rowVersion: current.rowVersion + 1 });
  });

  it('filters parameters from 4 characters and refuses 3', async () => {
    const found = await api('GET', '/KPIParameter/filterdata/0', { query: { text: 'cerr' } });
    expect(found.body.data.map((p: { code: string }) => p.code)).toEqual(['CLOSED']);
    expect((await api('GET', '/KPIParameter/filterdata/0', { query: { text: 'cer' } })).status).toBe(400);
    sandbox.violations.length = 0;
  });

  it('saves indicator bands and refuses an amber max below amber min with the bounds', async () => {
    const { body } = await api('GET', '/Indicators');
    const saved = await api('PUT', '/Indicators', { body: { greenMax: 50, amberMax: 50.01, rowVersion: body.data.rowVersion } });
    expect(saved.body.data.bands).toEqual([
      { key: 1, minPercentage: 0, maxPercentage: 50 },
      { key: 2, minPercentage: 50.01, maxPercentage: 50.01 },
      { key: 3, minPercentage: 50.02, maxPercentage: 100 },
    ]);
    const refused = await api('PUT', '/Indicators', { body: { greenMax: 50, amberMax: 50, rowVersion: saved.body.data.rowVersion } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('El valor debe estar entre 50.01 y 99.99');
  });
});
