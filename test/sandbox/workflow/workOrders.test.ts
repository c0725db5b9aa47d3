import type { GanttStepService } from '../../../src/api/tags/ticket';
import { callApi } from '../../setup/callApi';
import { attachDocument } from '../../setup/sandboxDocuments';
import { setupSandbox } from '../../setup/sandboxServer';
import { makePdf } from '../filestorage/bytes';
import { workFlowOrders, workFlows } from './state';

const sandbox = setupSandbox();
const API = '/ticket/api/v1/WorkFlowOrder';
const store = () => sandbox.store;

function nodes(root: GanttStepService): GanttStepService[] {
  return [root, ...root.stepServices.flatMap(nodes)];
}

const order = (id: number) => callApi(sandbox, 'GET', `${API}/${id}`, { as: 'ADM' });
const create = (body: Record<string, unknown>) => callApi(sandbox, 'POST', API, { as: 'ADM', body: { description: null, ...body } });
const locationOf = (clientId: number) => [...store().locations.values()].find((l) => l.clientId === clientId)!.id;

describe('workflow seed', () => {
  it('seeds acyclic workflows with one initial and one last step, the sizes and misconfigured steps', () => {
    const flows = [...workFlows(store()).values()];
    expect(flows.map((f) => f.steps.length)).toEqual(expect.arrayContaining([0, 3, 5, 8, 12, 20, 40, 80, 150, 300]));
    for (const flow of flows.filter((f) => f.steps.length > 0)) {
      const seen = new Set<number>();
      for (const step of flow.steps) {
        expect(step.parents.every((p) => seen.has(p))).toBe(true);
        seen.add(step.stepId);
      }
      expect(flow.steps.filter((s) => s.parents.length === 0)).toHaveLength(1);
      const withChildren = new Set(flow.steps.flatMap((s) => s.parents));
      expect(flow.steps.filter((s) => !withChildren.has(s.stepId))).toHaveLength(1);
    }
    expect(flows.filter((f) => f.stages.length === 0)).toHaveLength(1);
    expect(flows.filter((f) => f.steps.some((s) => !store().services.get(s.serviceId)!.enabled))).toHaveLength(2);
    const orderTickets = [...store().tickets.values()].filter((t) => t.ticketClientGroup !== null);
    expect(orderTickets.length).toBeGreaterThan(100);
    expect(orderTickets.length).toBeLessThanOrEqual(400);
    expect(orderTickets.some((t) => t.assignedEngineerId === 4)).toBe(true);
  });

  it('answers the catalogues: types per client, workflows of a type, order states', async () => {
    expect((await callApi(sandbox, 'GET', '/catalog/api/v1/WorkFlowType/Client/5')).body.data).toEqual([]);
    expect((await callApi(sandbox, 'GET', '/catalog/api/v1/WorkFlowType/Client/1')).body.data.length).toBeGreaterThan(0);
    const flows = (await callApi(sandbox, 'GET', '/catalog/api/v1/WorkFlows', { query: { clientId: 1, workFlowTypeId: 1 } })).body.data;
    expect(flows.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([1, 3, 4, 6]));
    expect((await callApi(sandbox, 'GET', '/catalog/api/v1/WorkFlows', { query: { clientId: 4, workFlowTypeId: 8 } })).body.data).toEqual([]);
    expect((await callApi(sandbox, 'GET', '/catalog/api/v1/WorkFlowOrderStates')).body.data.map((s: { name: string }) => s.name)).toEqual(['Proceso', 'Cerrada', 'Cancelada']);
  });
});

describe('work order Gantt', () => {
  it('lists every step once expanded, repeated steps with no children, and order tickets', async () => {
    const { body } = await callApi(sandbox, 'GET', `${API}/Gantt`, { as: 'ADM', query: { workFlowOrderId: 1 } });
    const all = nodes(body.data.initialStepService);
    const flow = workFlows(store()).get(body.data.workFlowId)!;
    expect(new Set(all.map((n) => n.stepId))).toEqual(new Set(flow.steps.map((s) => s.stepId)));
    expect(all.length).toBe(flow.steps.reduce((sum, s) => sum + Math.max(1, s.parents.length), 0));
    const expanded = all.filter((n) => n.stepServices.length > 0).map((n) => n.stepId);
    expect(new Set(expanded).size).toBe(expanded.length);
    expect(all.filter((n) => n.stepTicket).every((n) => n.stepTicket!.ticketClientGroup === 1)).toBe(true);
    expect(all.some((n) => n.stepTicket === null)).toBe(true);
  });

  it('answers a definition without tickets, misconfigured steps, 400 without ids and 404 without steps', async () => {
    const definition = (await callApi(sandbox, 'GET', `${API}/Gantt`, { as: 'ADM', query: { workFlowId: 12 } })).body.data;
    expect(nodes(definition.initialStepService).every((n) => n.stepTicket === null)).toBe(true);
    expect(definition.misconfiguredServices[0].message).toContain('deshabilitado');
    expect((await callApi(sandbox, 'GET', `${API}/Gantt`, { as: 'ADM' })).status).toBe(400);
    const empty = await callApi(sandbox, 'GET', `${API}/Gantt`, { as: 'ADM', query: { workFlowId: 11 } });
    expect([empty.status, empty.body.message]).toEqual([404, 'El flujo de trabajo no tiene pasos']);
  });
});

describe('work order rules', () => {
  it('creates an order with the initial step ticket and refuses bad combinations', async () => {
    const { status, body } = await create({ clientId: 1, workFlowTypeId: 1, workFlowId: 3, locationId: locationOf(1) });
    expect(status).toBe(200);
    expect(body.data.workFlowOrderKey).toMatch(/^ODT-\d{6}$/);
    expect([body.data.stateId, body.data.tickets.length]).toEqual([1, 1]);
    expect(store().tickets.get(body.data.tickets[0].ticketId)!.ticketClientGroup).toBe(body.data.id);
    expect((await create({ clientId: 1, workFlowTypeId: 1, workFlowId: 3, locationId: locationOf(2) })).body.message).toBe('La ubicación no existe para el cliente');
    const noFlows = 'No hay flujos de servicios habilitadores para este tipo';
    expect((await create({ clientId: 4, workFlowTypeId: 8, workFlowId: 13, locationId: locationOf(4) })).body.message).toBe(noFlows);
    expect((await create({ clientId: 1, workFlowTypeId: 2, workFlowId: 3, locationId: locationOf(1) })).body.message).toBe(noFlows);
    const noStages = await create({ clientId: 2, workFlowTypeId: 3, workFlowId: 10, locationId: locationOf(2) });
    expect([noStages.status, noStages.body.message]).toEqual([409, 'El flujo de trabajo no tiene etapas configuradas']);
  });

  it('starts the children of a closed step and closes the order after the last step', async () => {
    const created = (await create({ clientId: 1, workFlowTypeId: 1, workFlowId: 3, locationId: locationOf(1) })).body.data;
    const flow = workFlows(store()).get(3)!;
    for (let round = 0; round < flow.steps.length; round++) {
      const open = (await order(created.id)).body.data.tickets.filter((t: { statusId: number }) => t.statusId !== 5);
      if (open.length === 0) break;
      for (const t of open) {
        store().tickets.get(t.ticketId)!.statusId = 7;
        attachDocument(store(), t.ticketId);
        expect((await callApi(sandbox, 'PUT', '/ticket/api/v1/Tickets/UpdateToClosed', { as: 'ADM', body: { ticketId: t.ticketId, comment: 'Paso concluido' } })).status).toBe(200);
      }
    }
    const closed = (await order(created.id)).body.data;
    expect(closed.tickets).toHaveLength(flow.steps.length);
    expect([closed.stateId, closed.closedStepCount, closed.closedDateUTC !== null]).toEqual([2, flow.steps.length, true]);
  });

  it('cancels an order in process, its open tickets with it, and refuses to cancel twice', async () => {
    const cancel = (id: number) => callApi(sandbox, 'PUT', `${API}/${id}/Cancel`, { as: 'ADM', body: { reason: 'Sucursal reubicada' } });
    const { body } = await cancel(2);
    expect([body.data.stateId, body.data.cancelReason]).toEqual([3, 'Sucursal reubicada']);
    expect(body.data.tickets.every((t: { statusId: number }) => [5, 9, 11].includes(t.statusId))).toBe(true);
    expect((await cancel(2)).status).toBe(409);
  });

  it('keeps comments and files, and refuses both on a cancelled order', async () => {
    await callApi(sandbox, 'POST', `${API}/2/Comments`, { as: 'ADM', body: { comment: 'Acceso confirmado' } });
    expect((await callApi(sandbox, 'GET', `${API}/2/Comments`, { as: 'ADM' })).body.data[0].comment).toBe('Acceso confirmado');
    const pdf = makePdf(['Acta de entrega']);
    const upload = (id: number) => callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadWorkFlowOrderFile', {
      as: 'ADM', body: { workFlowOrderId: id, fileName: 'acta.pdf', description: null, fileBase64: Buffer.from(pdf).toString('base64'), size: pdf.length },
    });
    const stored = (await upload(2)).body.data;
    const list = await callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/GetFilesByWorkFlowOrder', { as: 'ADM', body: { workFlowOrderId: 2, pageNumber: 0, pageSize: 10 } });
    expect(list.body.data.items.map((f: { id: number }) => f.id)).toEqual([stored.id]);
    const download = await callApi(sandbox, 'GET', stored.blobStorageUrlPath, { as: 'ADM' });
    expect([download.status, download.body]).toEqual([200, new TextDecoder().decode(pdf)]);
    store().users.get(1)!.clientIds = [workFlowOrders(store()).get(2)!.clientId + 1];
    expect((await callApi(sandbox, 'GET', stored.blobStorageUrlPath, { as: 'ADM' })).status).toBe(403);
    store().users.get(1)!.clientIds = [];
    await callApi(sandbox, 'PUT', `${API}/2/Cancel`, { as: 'ADM', body: { reason: 'Cancelada' } });
    expect((await upload(2)).status).toBe(409);
    expect((await callApi(sandbox, 'POST', `${API}/2/Comments`, { as: 'ADM', body: { comment: 'Tarde' } })).status).toBe(409);
  });

  it('searches by text, state and client, newest first, in pages, and hides other clients from a client user', async () => {
    const search = (filter: Record<string, unknown>, as: 'ADM' = 'ADM') => callApi(sandbox, 'POST', `${API}/Search`, {
      as, body: { pageNumber: 1, pageSize: 10, text: null, clientId: null, workFlowTypeId: null, stateId: null, createdFromUTC: null, createdToUTC: null, ...filter },
    });
    const first = await search({ pageSize: 100 });
    expect([first.status, first.body.message]).toEqual([200, null]);
    const all = first.body.data;
    expect(all.totalCount).toBe(workFlowOrders(store()).size);
    const dates = all.items.map((r: { createdDateUTC: string }) => r.createdDateUTC);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await search({ pageNumber: 3 })).body.data.items).toHaveLength(all.totalCount - 20);
    const text = (await search({ text: 'DESPLIEGUE NACIONAL' })).body.data.items;
    expect(text.map((r: { workFlowId: number }) => r.workFlowId)).toEqual([6]);
    expect((await search({ stateId: 3 })).body.data.items.every((r: { stateId: number }) => r.stateId === 3)).toBe(true);
    // A client user with the work order permissions: the admin restricted to client 1.
    store().users.get(1)!.clientIds = [1];
    const client = (await search({ pageSize: 100 })).body.data.items;
    expect(client.every((r: { clientId: number }) => r.clientId === 1)).toBe(true);
    const foreign = [...workFlowOrders(store()).values()].find((o) => o.clientId !== 1)!;
    const denied = await callApi(sandbox, 'GET', `${API}/${foreign.id}`, { as: 'ADM' });
    expect([denied.status, denied.body.message]).toEqual([403, 'No tiene acceso al detalle de la orden de trabajo']);
  });
});
