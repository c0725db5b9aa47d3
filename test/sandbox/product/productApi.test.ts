import es from '../../../src/shared/i18n/es.json';
import { LIMITS } from '../../../src/shared/validation/limits';
import { COMPONENT_STATUS_IDS } from '../../../src/domain/inventory/componentStatuses';
import type { TemplateRow } from '../../../src/domain/components/templateRows';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { productModels } from '../catalog/richState';
import { inventoryOf } from '../inventory/state';
import { utc } from '../store/random';

const sandbox = setupSandbox({ tickets: 50 });
const product = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/product/api/v1${url}`, options);
const ledger = () => inventoryOf(sandbox.store).ledger;
/** A free component (in a warehouse, outside kits and shipments) in a status. */
const freeIn = (statusId: number) =>
  [...ledger().components.values()].find((c) => c.componentStatusId === statusId && c.place.type === 'Warehouse' && c.kitId === null && c.heldBy === null)!;
const C = LIMITS.components;

describe('status changes', () => {
  it('takes an allowed one and records who, when and why as a ledger movement that tracking shows', async () => {
    const c = freeIn(1);
    const movements = ledger().movements.length;
    const changed = await product('PUT', '/Products/UpdateStatus', { body: { productId: c.productId, componentStatusId: 8, reason: 'Falla al encender', rowVersion: 1 } });
    expect([changed.status, changed.body.data.componentStatusId, changed.body.data.rowVersion]).toEqual([200, 8, 2]);
    expect(ledger().movements).toHaveLength(movements + 1);
    const tracking = (await product('GET', `/Products/${c.productId}/Tracking`)).body.data;
    expect(tracking.at(-1)).toEqual({
      dateTime: utc(sandbox.store.now), movementType: 'Cambio de estatus', fromPlaceName: tracking.at(-1).toPlaceName, toPlaceName: tracking.at(-1).toPlaceName,
      shipmentId: null, userFullName: sandbox.store.users.get(1)!.fullName, reason: 'Falla al encender',
      fromStatusName: es.inventory.componentStatuses.available, toStatusName: es.inventory.componentStatuses.onReview, fromStatusId: 1, toStatusId: 8, movementCode: 'StatusChange',
    });
  });

  it('refuses one the status configuration does not allow, naming both statuses, and moves nothing', async () => {
    const c = freeIn(41);
    const movements = ledger().movements.length;
    const refused = await product('PUT', '/Products/UpdateStatus', { body: { productId: c.productId, componentStatusId: 1, reason: 'Recuperado', rowVersion: 1 } });
    expect([refused.status, refused.body.message]).toEqual([409, `No se puede cambiar el estatus de ${es.inventory.componentStatuses.scrap} a ${es.inventory.componentStatuses.available}`]);
    expect([ledger().movements.length, c.componentStatusId]).toEqual([movements, 41]);
    expect((await product('GET', `/Products/${c.productId}`)).body.data.rowVersion).toBe(1);
  });

  it('follows the configuration once it changes, and refuses a stale configuration', async () => {
    const config = (await product('GET', '/ProductStatusConfiguration')).body.data;
    const { rowVersion, ...values } = config;
    const transitions = values.transitions.filter((t: { fromStatusId: number; toStatusId: number }) => !(t.fromStatusId === 1 && t.toStatusId === 8));
    expect((await product('PUT', '/ProductStatusConfiguration', { body: { ...values, transitions, rowVersion } })).body.data.rowVersion).toBe(2);
    const stale = await product('PUT', '/ProductStatusConfiguration', { body: { ...values, rowVersion } });
    expect([stale.status, stale.body.detail, stale.body.data.transitions]).toEqual([409, 'rowVersion', transitions]);
    const c = freeIn(1);
    expect((await product('PUT', '/Products/UpdateStatus', { body: { productId: c.productId, componentStatusId: 8, reason: 'x', rowVersion: 1 } })).status).toBe(409);
    const next = await callApi(sandbox, 'GET', '/catalog/api/v1/ProductStatus/ProductMovementStatus', { query: { productId: c.productId } });
    expect(next.body.data.map((s: { id: number }) => s.id)).not.toContain(8);
  });

  it('marks only client property as damaged client property', async () => {
    const c = freeIn(8);
    c.isClientProperty = false;
    const refused = await product('PUT', '/Products/DamagedClientProperty', { body: { productId: c.productId, reason: 'Golpe', rowVersion: 1 } });
    expect([refused.status, refused.body.message]).toEqual([409, 'El componente no es propiedad del cliente']);
    c.isClientProperty = true;
    const marked = await product('PUT', '/Products/DamagedClientProperty', { body: { productId: c.productId, reason: 'Golpe', rowVersion: 1 } });
    expect([marked.body.data.componentStatusId, marked.body.data.conditionId]).toEqual([48, 5]);
  });
});

describe('updates', () => {
  it('refuses a stale rowVersion with the component as it is now', async () => {
    const read = (await product('GET', `/Products/${freeIn(1).productId}`)).body.data;
    const { rowVersion, productId, ...rest } = read;
    const body = {
      productId, serialNumber: rest.serialNumber, productModelId: rest.productModelId, value: 'V'.repeat(C.modelValueMax), clientId: rest.clientId,
      locationId: rest.locationId, responsibleTypeId: 1, responsibleId: rest.responsibleId, componentStatusId: rest.componentStatusId,
      conditionId: rest.conditionId, isClientProperty: rest.isClientProperty, programmed: rest.programmed, remote: rest.remote,
      productTiNumber: rest.productTiNumber, cost: C.costMax, currencyId: rest.currencyId, ip: null, port: null, simNumber: null, imeiNumber: null, operatorName: null,
      rowVersion,
    };
    const saved = await product('PUT', '/Products', { body });
    expect([saved.status, saved.body.data.value, saved.body.data.rowVersion]).toEqual([200, 'VVVVVVV', 2]);
    const stale = await product('PUT', '/Products', { body: { ...body, cost: 10 } });
    expect([stale.status, stale.body.detail, stale.body.data.rowVersion, stale.body.data.cost]).toEqual([409, 'rowVersion', 2, C.costMax]);
    // An 8-character model value is off the contract (its maxLength is LIMITS.components.modelValueMax): refused, and seen as the violation it is.
    const tooLong = await product('PUT', '/Products', { body: { ...body, value: 'V'.repeat(C.modelValueMax + 1), rowVersion: 2 } });
    expect([tooLong.status, sandbox.violations]).toEqual([400, [expect.stringContaining('body.value: must NOT have more than 7 characters')]]);
    sandbox.violations.length = 0;
  });
});

describe('bulk load', () => {
  const row = (n: number, patch: Partial<TemplateRow> = {}): TemplateRow & { rowNumber: number } => ({
    rowNumber: n + 1, serialNumber: `CARGA-${n}`, productModelId: String([...productModels(sandbox.store).values()].find((m) => m.enabled)!.id),
    clientId: null, locationId: null, responsibleTypeId: '1', responsibleId: '1', componentStatusId: '1', conditionId: null, productTiNumber: '700001',
    cost: '0.01', currencyId: '1', programmed: 'SI', remote: 'NO', isClientProperty: null, ip: null, port: null, simNumber: null, imeiNumber: null, ...patch,
  });

  it('saves nothing when one row fails, naming its row and column; saves every row once it is fixed', async () => {
    const before = ledger().components.size;
    const rows = [row(1), row(2, { cost: '9999999.00' }), row(3, { cost: '0' })];
    const refused = (await product('POST', '/Products/BulkLoad', { body: { rows } })).body.data;
    expect(refused).toEqual({ saved: false, products: [], errors: [{ rowNumber: 4, column: 'cost', code: 'costNotPositive', message: es.components.rules.costNotPositive }] });
    expect(ledger().components.size).toBe(before);
    expect((await product('GET', '/Products/BySerialNumber', { query: { serialNumber: 'CARGA-1' } })).status).toBe(404);
    const saved = (await product('POST', '/Products/BulkLoad', { body: { rows: [...rows.slice(0, 2), row(3, { cost: '0.01' })] } })).body.data;
    expect([saved.saved, saved.products.map((p: { rowNumber: number }) => p.rowNumber)]).toEqual([true, [2, 3, 4]]);
    expect(ledger().components.size).toBe(before + 3);
    const again = (await product('POST', '/Products/BulkLoad', { body: { rows: [row(1)] } })).body.data;
    expect(again.errors).toEqual([{ rowNumber: 2, column: 'serialNumber', code: 'serialExists', message: es.components.rules.serialExists }]);
  });

  it('checks each rule at its edge: serial 100 and 101 characters, cost 0.01 up to 9,999,999.00 and one cent more', async () => {
    const rows = [
      row(1, { serialNumber: 'S'.repeat(C.serialMax) }),
      row(2, { serialNumber: 'T'.repeat(C.serialMax + 1) }),
      row(3, { cost: '9999999.01' }),
      row(4, { cost: '1.234', programmed: 'QUIZÁ', ip: '300.1.1.1' }),
    ];
    const { errors } = (await product('POST', '/Products/BulkLoad', { body: { rows } })).body.data;
    expect(errors.map((e: { rowNumber: number; column: string; code: string }) => [e.rowNumber, e.column, e.code])).toEqual([
      [3, 'serialNumber', 'serialTooLong'],
      [4, 'cost', 'costTooHigh'],
      [5, 'cost', 'costDecimals'],
      [5, 'programmed', 'yesNo'],
      [5, 'ip', 'ipInvalid'],
    ]);
  });

  it('bulk update changes the status only along allowed transitions, all or nothing', async () => {
    const [a, b] = [freeIn(1), [...ledger().components.values()].find((c) => c.componentStatusId === 41 && c.place.type === 'Warehouse')!];
    const asRow = (c: typeof a, n: number, status: string) =>
      row(n, { serialNumber: c.serialNumber, productModelId: String(c.productModelId), responsibleId: String(c.place.id), componentStatusId: status, clientId: c.clientId === null ? null : String(c.clientId), locationId: null });
    const refused = (await product('POST', '/Products/BulkUpdate', { body: { rows: [asRow(a, 1, '8'), asRow(b, 2, '1')] } })).body.data;
    expect(refused.saved).toBe(false);
    expect(refused.errors).toEqual([expect.objectContaining({ rowNumber: 3, column: 'componentStatusId', code: 'statusNotAllowed' })]);
    expect(a.componentStatusId).toBe(1);
  });
});

describe('the seed and the map', () => {
  it('seeds 20,000 components over every status and condition, located where they are', () => {
    const all = [...ledger().components.values()];
    expect(all.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(all.map((c) => c.componentStatusId))).toEqual(new Set(COMPONENT_STATUS_IDS));
    expect(new Set(all.map((c) => c.conditionId))).toEqual(new Set([...sandbox.store.productConditions.keys()]));
    expect(new Set(all.filter((c) => c.place.type === 'Location').map((c) => c.place.id)).size).toBe(sandbox.store.locations.size);
    expect(all.some((c) => c.ip && c.port) && all.some((c) => c.simNumber && c.imeiNumber)).toBe(true);
  });

  it('answers the grid filter as parallel arrays of points', async () => {
    const filter = {
      text: null, serialNumber: null, clientIds: [3], locationIds: [], componentStatusIds: [], conditionIds: [], responsibleTypeIds: [], placeType: null,
      placeIds: [], isClientProperty: null,
    };
    const points = (await product('POST', '/Products/MapPoints', { body: filter })).body.data;
    const page = (await product('POST', '/Products/GeneralSearch', { body: { ...filter, pageNumber: 1, pageSize: 15_000, isExport: null, sortField: null, sortOrder: null } })).body.data;
    const located = page.items.filter((p: { latitude: number | null }) => p.latitude !== null);
    expect(points.productIds).toEqual(located.map((p: { productId: number }) => p.productId));
    expect(points.serialNumbers).toEqual(located.map((p: { serialNumber: string }) => p.serialNumber));
    expect([points.latitudes.length, points.longitudes.length, points.componentStatusIds.length]).toEqual(Array(3).fill(located.length));
    expect(located.length).toBeGreaterThan(100);
  });
});

describe('evidence photos (UploadProductFiles)', () => {
  // The smallest JPEG whose header gives its size (3 x 2): start, one frame header, end.
  const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0, 0x11, 8, 0, 2, 0, 3, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
  const upload = (fileName: string, bytes: Uint8Array) =>
    callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadProductFiles', {
      body: { productId: 1, fileName, fileBase64: Buffer.from(bytes).toString('base64'), size: bytes.length },
    });

  it('stores a JPEG for the component and refuses other bytes under a .jpg name', async () => {
    const stored = await upload('evidencia.JPEG', JPEG);
    expect([stored.status, stored.body.data.productId]).toEqual([200, 1]);
    expect(sandbox.store.files.get(stored.body.data.id)!.productId).toBe(1);
    expect((await upload('evidencia.jpg', Uint8Array.from(Buffer.from('<html></html>')))).status).toBe(422);
  });

  it('lists the component’s photos newest first (GetFilesByProduct), and only its own', async () => {
    const list = async (productId: number) =>
      (await callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/GetFilesByProduct', { body: { productId } })).body.data.map((f: { fileName: string }) => f.fileName);
    expect(await list(1)).toEqual([]);
    await upload('primera.jpg', JPEG);
    await upload('segunda.jpg', JPEG);
    expect(await list(1)).toEqual(['segunda.jpg', 'primera.jpg']);
    expect(await list(2)).toEqual([]);
  });
});
