import { LAB } from '../../../src/domain/inventory/laboratoryFlow';
import { callApi, userFor } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import type { ComponentItem } from '../inventory/ledger';
import { inventoryOf } from '../inventory/state';
import type { RoleCode } from '../store/types';

const sandbox = setupSandbox({ tickets: 20 });
const lab = (path: string, body: unknown, as: RoleCode = 'LAD') => callApi(sandbox, 'POST', `/product/api/v1/Laboratories${path}`, { body, as });
const ledger = () => inventoryOf(sandbox.store).ledger;
const free = (c: ComponentItem) => c.kitId === null && c.heldBy === null;
const find = (test: (c: ComponentItem) => boolean) => [...ledger().components.values()].find((c) => free(c) && test(c))!;
const inLab = (status: number) => find((c) => c.place.type === 'Laboratory' && c.place.id === 1 && c.componentStatusId === status);
const paging = { pageNumber: 1, pageSize: 100, isExport: null, sortField: null, sortOrder: null };

describe('the laboratory flow over the ledger', () => {
  it('lists the laboratories, their technicians and what they hold, by status and technician', async () => {
    expect((await callApi(sandbox, 'GET', '/product/api/v1/Laboratories', { as: 'LAT' })).body.data).toHaveLength(2);
    const techs = (await callApi(sandbox, 'GET', '/product/api/v1/Laboratories/Technicians', { as: 'LAD' })).body.data;
    expect(techs.map((t: { userId: number }) => t.userId)).toEqual([userFor(sandbox, 'LAT').userId, userFor(sandbox, 'LAD').userId]);
    const page = (await lab('/Inventory/GeneralSearch', { laboratoryIds: [1], componentStatusIds: [LAB.inRevision], technicianIds: [], text: null, ...paging }, 'LAT')).body.data;
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.items.every((r: { componentStatusId: number; technicianName: string }) => r.componentStatusId === 45 && r.technicianName)).toBe(true);
  });

  it('takes a component from a warehouse through the laboratory and back, each step a movement', async () => {
    const c = find((x) => x.place.type === 'Warehouse' && x.componentStatusId === LAB.available);
    const tech = userFor(sandbox, 'LAT').userId;
    expect((await lab('/Send', { laboratoryId: 1, productIds: [c.productId], reason: 'Falla de encendido' }, 'ADM')).status).toBe(200);
    expect([c.componentStatusId, c.place]).toEqual([27, { type: 'Laboratory', id: 1 }]);
    expect((await lab('/Accept', { productIds: [c.productId] }, 'LAT')).status).toBe(200);
    expect((await lab('/Assign', { productIds: [c.productId], technicianId: tech }, 'LAT')).status).toBe(403);
    expect((await lab('/Assign', { productIds: [c.productId], technicianId: tech })).status).toBe(200);
    expect((await lab('/Reassign', { productIds: [c.productId], technicianId: tech })).status).toBe(409);
    expect((await lab('/Resolve', { productIds: [c.productId], componentStatusId: 32, reason: 'Reparado' }, 'LAT')).status).toBe(200);
    expect((await lab('/Return', { productIds: [c.productId], warehouseId: 1 }, 'LAT')).status).toBe(200);
    expect([c.componentStatusId, c.place]).toEqual([1, { type: 'Warehouse', id: 1 }]);
    const steps = ledger().movements.filter((m) => m.productId === c.productId && m.toStatusId !== m.fromStatusId).slice(-5);
    expect(steps.map((m) => m.toStatusId)).toEqual([27, 44, 45, 32, 1]);
  });

  it('refuses an illegal step for any selected component and moves none of them', async () => {
    const sent = inLab(LAB.transferToLaboratory);
    const onLab = inLab(LAB.onLaboratory);
    const answer = await lab('/Accept', { productIds: [sent.productId, onLab.productId] }, 'LAT');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(onLab.serialNumber);
    expect(sent.componentStatusId).toBe(LAB.transferToLaboratory);
    // At least one component (spec 001 section 5): the contract refuses an empty selection.
    expect((await lab('/Accept', { productIds: [] }, 'LAT')).status).toBe(400);
    sandbox.violations.length = 0;
  });

  it('lets only the assigned technician resolve, and 48 only for the client property', async () => {
    const c = inLab(LAB.inRevision);
    const assignedTo = (await lab('/Inventory/GeneralSearch', { laboratoryIds: [], componentStatusIds: [], technicianIds: [], text: c.serialNumber, ...paging })).body.data.items[0].technicianId;
    const lat = userFor(sandbox, 'LAT').userId;
    if (assignedTo === lat) expect((await lab('/Reassign', { productIds: [c.productId], technicianId: userFor(sandbox, 'LAD').userId })).status).toBe(200);
    expect((await lab('/Resolve', { productIds: [c.productId], componentStatusId: 41, reason: 'x' }, 'LAT')).status).toBe(403);
    c.isClientProperty = false;
    expect((await lab('/Resolve', { productIds: [c.productId], componentStatusId: 48, reason: 'x' })).status).toBe(409);
  });

  it('refuses a send from a place the caller does not act for', async () => {
    const c = find((x) => x.place.type === 'TaskForce' && x.place.id !== userFor(sandbox, 'ENG').userId && x.componentStatusId === LAB.available);
    expect((await lab('/Send', { laboratoryId: 1, productIds: [c.productId], reason: 'x' }, 'ENG')).status).toBe(409);
    expect((await lab('/Send', { laboratoryId: 1, productIds: [c.productId], reason: 'x' }, 'CRE')).status).toBe(403);
  });

  it('checks serials for a reception and receives only a clean list', async () => {
    const coming = inLab(LAB.transferToLaboratory);
    const there = inLab(LAB.onLaboratory);
    const list = [coming.serialNumber, 'NO-EXISTE', there.serialNumber, coming.serialNumber.toLowerCase()];
    const checks = (await lab('/CheckSerials', { laboratoryId: 1, serialNumbers: list }, 'LAT')).body.data;
    expect(checks.map((r: { problem: string | null }) => r.problem)).toEqual([null, 'notFound', 'notInTransit', 'repeated']);
    expect((await lab('/Receive', { laboratoryId: 1, serialNumbers: list }, 'LAT')).status).toBe(409);
    expect(coming.componentStatusId).toBe(LAB.transferToLaboratory);
    expect((await lab('/Receive', { laboratoryId: 1, serialNumbers: [coming.serialNumber] }, 'LAT')).status).toBe(200);
    expect(coming.componentStatusId).toBe(LAB.onLaboratory);
  });
});
