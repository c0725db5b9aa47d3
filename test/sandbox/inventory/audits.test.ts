import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { makePdf } from '../filestorage/bytes';
import { ledgerTotals } from './ledger';
import { inventoryOf } from './state';

const sandbox = setupSandbox({ tickets: 50 });
const inv = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/inventory/api/v1${url}`, options);
const search = (filter: Record<string, unknown> = {}) =>
  inv('POST', '/Audits/GeneralSearch', {
    body: { placeType: null, placeIds: [], auditTypeId: null, status: null, pageNumber: 1, pageSize: 25, isExport: null, sortField: null, sortOrder: null, ...filter },
  });
const count = (auditId: number, part: { serialNumbers?: string[]; removedSerialNumbers?: string[]; supplies?: { supplyId: number; quantity: number }[] }) =>
  inv('POST', '/Audits/Count', { body: { auditId, serialNumbers: [], removedSerialNumbers: [], supplies: [], ...part } });
const heldBy = (placeId: number) => [...inventoryOf(sandbox.store).ledger.components.values()].filter((c) => c.place.type === 'Warehouse' && c.place.id === placeId);

describe('audits over the ledger', () => {
  it('seeds one open audit and two closed ones with findings', async () => {
    const { body } = await search();
    const rows = body.data.items as { status: string; missingCount: number; unexpectedCount: number; supplyDifferenceCount: number }[];
    expect(rows.map((r) => r.status).sort()).toEqual(['Closed', 'Closed', 'Open']);
    const closed = rows.filter((r) => r.status === 'Closed');
    expect(closed.every((r) => r.missingCount + r.unexpectedCount + r.supplyDifferenceCount > 0)).toBe(true);
    expect((await search({ status: 'Open' })).body.data.totalCount).toBe(1);
  });

  it('plans, counts and closes, finding missing, unexpected and matched, and never moves anything', async () => {
    const before = ledgerTotals(inventoryOf(sandbox.store).ledger);
    const moves = inventoryOf(sandbox.store).ledger.movements.length;
    const open = new Set((await search({ status: 'Open', placeType: 'Warehouse' })).body.data.items.map((r: { placeId: number }) => r.placeId));
    const placeId = [...new Set([...inventoryOf(sandbox.store).ledger.components.values()].filter((c) => c.place.type === 'Warehouse').map((c) => c.place.id))].find((id) => !open.has(id))!;
    const created = await inv('POST', '/Audits', { body: { auditTypeId: 1, placeType: 'Warehouse', placeId } });
    expect(created.status).toBe(200);
    const { auditId } = created.body.data.audit;
    const held = heldBy(placeId);
    expect(created.body.data.missing).toHaveLength(held.length);

    const other = [...inventoryOf(sandbox.store).ledger.components.values()].find((c) => c.place.type !== 'Warehouse' || c.place.id !== placeId)!;
    const counted = await count(auditId, { serialNumbers: [` ${held[0]!.serialNumber.toLowerCase()} `, held[0]!.serialNumber, other.serialNumber, 'NADIE-LO-TIENE'] });
    expect(counted.body.data.matched.map((f: { serialNumber: string }) => f.serialNumber)).toEqual([held[0]!.serialNumber]);
    expect(counted.body.data.missing).toHaveLength(held.length - 1);
    expect(counted.body.data.unexpected).toEqual([
      expect.objectContaining({ serialNumber: other.serialNumber, productId: other.productId, ledgerPlaceName: expect.any(String) }),
      expect.objectContaining({ serialNumber: 'NADIE-LO-TIENE', productId: null, ledgerPlaceName: null }),
    ]);
    const removed = await count(auditId, { removedSerialNumbers: ['nadie-lo-tiene'] });
    expect(removed.body.data.unexpected).toHaveLength(1);
    expect(removed.body.data.counted).toHaveLength(2);

    const closed = await inv('POST', '/Audits/Close', { body: { auditId } });
    expect(closed.body.data.audit).toEqual(expect.objectContaining({ status: 'Closed', matchedCount: 1, unexpectedCount: 1, missingCount: held.length - 1 }));
    expect(ledgerTotals(inventoryOf(sandbox.store).ledger)).toEqual(before);
    expect(inventoryOf(sandbox.store).ledger.movements).toHaveLength(moves);

    expect((await count(auditId, { serialNumbers: ['X'] })).status).toBe(409);
    expect((await inv('POST', '/Audits/Close', { body: { auditId } })).status).toBe(409);
  });

  it('records the findings at the close: a later move does not change a closed audit', async () => {
    const closed = (await search({ status: 'Closed' })).body.data.items[0];
    const before = (await inv('GET', `/Audits/${closed.auditId}`)).body.data;
    const ledger = inventoryOf(sandbox.store).ledger;
    const missing = ledger.components.get(before.missing[0].productId)!;
    missing.place = { type: 'Laboratory', id: 1 };
    expect((await inv('GET', `/Audits/${closed.auditId}`)).body.data).toEqual(before);
  });

  it('counts supplies by quantity', async () => {
    const open = (await search({ status: 'Open' })).body.data.items[0];
    const supplyId = [...inventoryOf(sandbox.store).ledger.supplies.keys()][0]!;
    const { body } = await count(open.auditId, { supplies: [{ supplyId, quantity: 4 }] });
    expect(body.data.supplies).toContainEqual(expect.objectContaining({ supplyId, counted: 4 }));
    expect((await count(open.auditId, { supplies: [{ supplyId: 99_999, quantity: 1 }] })).status).toBe(404);
  });

  it('refuses a second open audit of a place, an unknown place and a disabled type', async () => {
    const open = (await search({ status: 'Open' })).body.data.items[0];
    const again = await inv('POST', '/Audits', { body: { auditTypeId: 1, placeType: open.placeType, placeId: open.placeId } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`auditoría ${open.auditId} abierta`);
    expect((await inv('POST', '/Audits', { body: { auditTypeId: 1, placeType: 'Warehouse', placeId: 9999 } })).status).toBe(404);
    expect((await inv('POST', '/Audits', { body: { auditTypeId: 1, placeType: 'TaskForce', placeId: 1 } })).status).toBe(404);
    expect((await inv('POST', '/Audits', { body: { auditTypeId: 5, placeType: 'Warehouse', placeId: 12 } })).status).toBe(422);
  });

  it('asks for the audit permissions', async () => {
    expect((await inv('POST', '/Audits/GeneralSearch', { as: 'ENG', body: {} })).status).toBe(403);
    expect((await inv('POST', '/Audits', { as: 'DIS', body: { auditTypeId: 1, placeType: 'Warehouse', placeId: 1 } })).status).toBe(403);
  });

  it('attaches the report file of an open audit, readable by who searches audits', async () => {
    const open = (await search({ status: 'Open' })).body.data.items[0];
    const bytes = makePdf(['Reporte de auditoría']);
    const file = { fileName: 'reporte.pdf', description: null, fileBase64: Buffer.from(bytes).toString('base64'), size: bytes.length };
    const uploaded = await callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadAuditReportFile', { body: { auditId: open.auditId, ...file } });
    expect(uploaded.status).toBe(200);
    expect((await inv('GET', `/Audits/${open.auditId}`)).body.data.audit.reportFileId).toBe(uploaded.body.data.id);
    expect((await callApi(sandbox, 'GET', uploaded.body.data.blobStorageUrlPath)).status).toBe(200);
    expect((await callApi(sandbox, 'GET', uploaded.body.data.blobStorageUrlPath, { as: 'ENG' })).status).toBe(403);
    const closedId = (await search({ status: 'Closed' })).body.data.items[0].auditId;
    expect((await callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadAuditReportFile', { body: { auditId: closedId, ...file } })).status).toBe(409);
  });
});
