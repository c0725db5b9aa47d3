import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { KIT_NOT_SELECTED } from '../inventory/kits';
import type { ComponentItem } from '../inventory/ledger';
import { inventoryOf } from '../inventory/state';

const sandbox = setupSandbox({ tickets: 20 });
const product = (method: string, url: string, options: CallOptions = {}) => callApi(sandbox, method, `/product/api/v1${url}`, options);
const ledger = () => inventoryOf(sandbox.store).ledger;
const K = LIMITS.kits;

/** Loose available components at a warehouse, outside kits and shipments. */
const looseAt = (warehouseId: number, n: number): ComponentItem[] =>
  [...ledger().components.values()]
    .filter((c) => c.place.type === 'Warehouse' && c.place.id === warehouseId && c.kitId === null && c.heldBy === null && c.componentStatusId === 1)
    .slice(0, n);
/** A warehouse with at least `n` loose available components. */
const warehouseWith = (n: number) => [...sandbox.store.warehouses.keys()].find((id) => looseAt(id, n).length >= n)!;

async function build(n = 2, name = 'Kit de pruebas') {
  const warehouseId = warehouseWith(n);
  const parts = looseAt(warehouseId, n);
  const made = await product('POST', '/Kits', { body: { name, description: 'Para la sucursal', warehouseId, productIds: parts.map((c) => c.productId) } });
  return { made, parts, warehouseId };
}

describe('kits in the product service', () => {
  it('builds a kit Assembling at the warehouse, its components inside it and where it is', async () => {
    const { made, parts } = await build(3);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ state: 'Assembling', stateName: 'En armado', placeType: 'Warehouse', rowVersion: 1 });
    expect(made.body.data.components.map((c: { productId: number }) => c.productId)).toEqual(parts.map((c) => c.productId));
    expect(parts.every((c) => c.kitId === made.body.data.kitId)).toBe(true);
  });

  it('takes a name of LIMITS.kits.nameMax and refuses one past it, and refuses no component at all', async () => {
    const warehouseId = warehouseWith(2);
    const [a, b] = looseAt(warehouseId, 2);
    const body = (name: string, productIds: number[]) => ({ body: { name, description: '', warehouseId, productIds } });
    expect((await product('POST', '/Kits', body('x'.repeat(K.nameMax + 1), [a!.productId]))).status).toBe(400);
    expect((await product('POST', '/Kits', body('k', []))).status).toBe(400);
    expect(sandbox.violations).toEqual([expect.stringContaining('body.name: must NOT have more than 255'), expect.stringContaining('body.productIds: must NOT have fewer than 1')]);
    sandbox.violations.length = 0;
    expect((await product('POST', '/Kits', body('x'.repeat(K.nameMax), [a!.productId]))).status).toBe(200);
    const twice = await product('POST', '/Kits', body('k', [b!.productId, b!.productId]));
    expect([twice.status, twice.body.message]).toEqual([409, KIT_NOT_SELECTED]);
  });

  it('refuses a component already in a kit, naming the kit, and one at another place', async () => {
    const { made, parts } = await build(2);
    const other = [...sandbox.store.warehouses.keys()].find((id) => id !== made.body.data.placeId && looseAt(id, 1).length)!;
    const again = await product('POST', '/Kits', { body: { name: 'Otro', description: '', warehouseId: made.body.data.placeId, productIds: [parts[0]!.productId] } });
    expect([again.status, again.body.message]).toEqual([409, `El componente ${parts[0]!.serialNumber} ya está en el kit ${made.body.data.number}`]);
    const elsewhere = looseAt(other, 1)[0]!;
    const away = await product('POST', `/Kits/${made.body.data.kitId}/AddComponents`, { body: { productIds: [elsewhere.productId] } });
    expect([away.status, away.body.message]).toEqual([409, `El componente ${elsewhere.serialNumber} no está en el lugar del kit`]);
    const candidate = await product('GET', '/Kits/ComponentCandidate', { query: { serialNumber: parts[0]!.serialNumber, placeType: 'Warehouse', placeId: made.body.data.placeId } });
    expect(candidate.status).toBe(409);
    const unknown = await product('GET', '/Kits/ComponentCandidate', { query: { serialNumber: 'NO-EXISTE', placeType: 'Warehouse', placeId: 1 } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Número de serie inválido']);
  });

  it('adds and removes components, keeps the last one, and records each in its tracking', async () => {
    const { made, parts, warehouseId } = await build(1);
    const kitId = made.body.data.kitId;
    const extra = looseAt(warehouseId, 1)[0]!;
    expect((await product('POST', `/Kits/${kitId}/AddComponents`, { body: { productIds: [extra.productId] } })).body.data.components).toHaveLength(2);
    const last = await product('POST', `/Kits/${kitId}/RemoveComponents`, { body: { productIds: [extra.productId, parts[0]!.productId] } });
    expect([last.status, last.body.message]).toEqual([422, 'Un kit conserva al menos un componente; para quitarlos todos, desarme el kit']);
    expect((await product('POST', `/Kits/${kitId}/RemoveComponents`, { body: { productIds: [extra.productId] } })).status).toBe(200);
    expect(extra.kitId).toBeNull();
    const tracking = (await product('GET', `/Kits/${kitId}/Tracking`)).body.data;
    expect(tracking.map((e: { eventCode: string }) => e.eventCode)).toEqual(['Assembled', 'ComponentAdded', 'ComponentAdded', 'ComponentRemoved']);
    expect(tracking.at(-1).serialNumber).toBe(extra.serialNumber);
  });

  it('updates name and description with the version read, refusing a stale one with the kit as it is', async () => {
    const { made } = await build(1);
    const { kitId } = made.body.data;
    const saved = await product('PUT', '/Kits', { body: { kitId, name: 'Kit renombrado', description: 'd', rowVersion: 1 } });
    expect([saved.status, saved.body.data.rowVersion, saved.body.data.name]).toEqual([200, 2, 'Kit renombrado']);
    const stale = await product('PUT', '/Kits', { body: { kitId, name: 'Otro', description: 'd', rowVersion: 1 } });
    expect([stale.status, stale.body.detail, stale.body.data.name]).toEqual([409, 'rowVersion', 'Kit renombrado']);
  });

  it('completes and disassembles by the state table, leaving the components loose where the kit was', async () => {
    const { made, parts } = await build(2);
    const { kitId } = made.body.data;
    expect((await product('POST', `/Kits/${kitId}/Complete`)).body.data.state).toBe('Available');
    const twice = await product('POST', `/Kits/${kitId}/Complete`);
    expect([twice.status, twice.body.message]).toEqual([409, `El kit ${made.body.data.number} está disponible: no admite este cambio`]);
    const apart = await product('POST', `/Kits/${kitId}/Disassemble`);
    expect([apart.body.data.state, apart.body.data.components]).toEqual(['Disassembled', []]);
    expect(parts.every((c) => c.kitId === null && c.place.type === 'Warehouse')).toBe(true);
    expect((await product('PUT', '/Kits', { body: { kitId, name: 'n', description: '', rowVersion: 1 } })).status).toBe(409);
  });

  it('lets the warehouse administrator build kits only at the warehouses they manage, and nobody else build them', async () => {
    const wad = [...sandbox.store.users.values()].find((u) => u.roleCode === 'WAD')!;
    const foreign = [...sandbox.store.warehouses.keys()].find((id) => !wad.warehouseIds.includes(id) && sandbox.store.warehouses.get(id)!.responsibleId !== wad.userId && looseAt(id, 1).length)!;
    const refused = await product('POST', '/Kits', { as: 'WAD', body: { name: 'k', description: '', warehouseId: foreign, productIds: [looseAt(foreign, 1)[0]!.productId] } });
    expect(refused.status).toBe(403);
    expect((await product('POST', '/Kits', { as: 'ENG', body: { name: 'k', description: '', warehouseId: foreign, productIds: [1] } })).status).toBe(403);
  });
});
