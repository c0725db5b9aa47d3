import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { LIMITS } from '../../../src/shared/validation/limits';

const sandbox = setupSandbox();
/** A request past a contract limit is refused (400) and recorded as the client's violation: expected here. */
const forgetViolations = () => (sandbox.violations.length = 0);
const call = (method: string, path: string, body?: unknown, as: CallOptions['as'] = 'ADM') => callApi(sandbox, method, path, { as, body });

/** What every flow's stage carries besides its id and name. */
type Stage = { initial: boolean; final: boolean; predecessorIds: number[] };

describe('ticket flows of a service (IRFlow)', () => {
  const SERVICE = 1;
  const read = async () => (await call('GET', `/catalog/api/v1/Services/${SERVICE}/TicketFlow`)).body.data as { stages: (Stage & { statusId: number; statusName: string })[]; rowVersion: number };
  const save = (flow: Awaited<ReturnType<typeof read>>, stages = flow.stages) =>
    call('PUT', '/catalog/api/v1/TicketFlow', { serviceId: SERVICE, rowVersion: flow.rowVersion, stages: stages.map(({ statusId, initial, final, predecessorIds }) => ({ statusId, initial, final, predecessorIds })) });

  it('answers the type flow as a chain until saved, and saves a valid one with a new version', async () => {
    const flow = await read();
    expect(flow.stages.length).toBeGreaterThan(3);
    expect(flow.stages.filter((s) => s.initial)).toHaveLength(1);
    // The second stage may also go back to the first: a loop is allowed.
    const stages = flow.stages.map((s, i) => (i === 0 ? { ...s, predecessorIds: [flow.stages[1]!.statusId] } : s));
    const res = await save(flow, stages);
    expect(res.status).toBe(200);
    expect(res.body.data.rowVersion).toBe(flow.rowVersion + 1);
    expect((await read()).stages[0]!.predecessorIds).toEqual([flow.stages[1]!.statusId]);
    expect((await save(flow)).status).toBe(409);
  });

  it('refuses a stage as its own predecessor, naming it, and an unreachable one', async () => {
    const flow = await read();
    const second = flow.stages[1];
    const own = await save(flow, flow.stages.map((s) => (s === second ? { ...s, predecessorIds: [...s.predecessorIds, s.statusId] } : s)));
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(`«${second!.statusName}» no puede ser su propia predecesora`);
    const unreachable = await save(flow, flow.stages.map((s) => (s === second ? { ...s, predecessorIds: [] } : s)));
    expect(unreachable.body.message).toBe(`No se llega a «${second!.statusName}» desde la etapa inicial`);
    const twoInitial = await save(flow, flow.stages.map((s) => (s === second ? { ...s, initial: true } : s)));
    expect(twoInitial.status).toBe(400);
  });

  it('needs the IRFlow permission', async () => {
    expect((await call('GET', `/catalog/api/v1/Services/${SERVICE}/TicketFlow`, undefined, 'ENG')).status).toBe(403);
  });
});

describe('enabling-service flows and their stages (flowBoard)', () => {
  type Flow = { workFlowId: number; name: string; rowVersion: number; stages: (Stage & { id: number; name: string })[] };
  const read = async (id: number) => (await call('GET', `/catalog/api/v1/WorkFlowStages/${id}`)).body.data as Flow;
  const toSave = (flow: Flow, name = flow.name) => ({
    workFlowId: flow.workFlowId, name, rowVersion: flow.rowVersion,
    stages: flow.stages.map((s) => ({ ref: String(s.id), name: s.name, initial: s.initial, final: s.final, predecessorRefs: s.predecessorIds.map(String) })),
  });

  it('reads seeded stages as a chain, adds a new stage and renames the flow at the name limit, refusing one past', async () => {
    const flow = await read(1);
    expect(flow.stages.map((s) => [s.initial, s.final])).toEqual(flow.stages.map((_, i) => [i === 0, i === flow.stages.length - 1]));
    const body = toSave(flow, 'F'.repeat(LIMITS.flows.flowNameMax));
    body.stages.push({ ref: 'new-1', name: 'Validación', initial: false, final: true, predecessorRefs: [body.stages[0]!.ref] });
    const res = await call('PUT', '/catalog/api/v1/WorkFlowStages', body);
    expect(res.status).toBe(200);
    expect(res.body.data.name).toHaveLength(LIMITS.flows.flowNameMax);
    const added = res.body.data.stages.at(-1);
    expect(added.name).toBe('Validación');
    expect(added.id).toBeGreaterThan(Math.max(...flow.stages.map((s) => s.id)));
    const long = await call('PUT', '/catalog/api/v1/WorkFlowStages', toSave(await read(1), 'F'.repeat(LIMITS.flows.flowNameMax + 1)));
    expect(long.status).toBe(400);
    forgetViolations();
  });

  it('refuses a stage after a final one and a stage name past its limit', async () => {
    const flow = await read(2);
    const after = toSave(flow);
    after.stages[0]!.predecessorRefs.push(after.stages.at(-1)!.ref);
    expect((await call('PUT', '/catalog/api/v1/WorkFlowStages', after)).body.message).toMatch(/es final: ninguna etapa puede seguirla/);
    const long = toSave(flow);
    long.stages[1]!.name = 'x'.repeat(LIMITS.flows.stageNameMax + 1);
    expect((await call('PUT', '/catalog/api/v1/WorkFlowStages', long)).status).toBe(400);
    forgetViolations();
  });

  it('creates a flow of a client type without stages, refusing a name its type has', async () => {
    const res = await call('POST', '/catalog/api/v1/WorkFlow', { clientId: 1, workFlowTypeId: 1, name: 'Flujo nuevo' });
    expect(res.status).toBe(200);
    expect(res.body.data.stages).toEqual([]);
    const listed = await callApi(sandbox, 'GET', '/catalog/api/v1/WorkFlows', { as: 'ADM', query: { clientId: 1, workFlowTypeId: 1 } });
    expect(listed.body.data).toContainEqual(expect.objectContaining({ name: 'Flujo nuevo', stageCount: 0 }));
    expect((await call('POST', '/catalog/api/v1/WorkFlow', { clientId: 1, workFlowTypeId: 1, name: 'FLUJO NUEVO' })).status).toBe(409);
    expect((await call('POST', '/catalog/api/v1/WorkFlow', { clientId: 2, workFlowTypeId: 1, name: 'Otro' })).status).toBe(400);
  });
});

describe('the change flow (admin/flowOfChanges)', () => {
  it('reads the catalogue stages as a chain with approval back to planning, and refuses a stage as its own predecessor', async () => {
    const flow = (await call('GET', '/process/api/v1/ChangeFlow')).body.data;
    expect(flow.stages.map((s: { stageName: string }) => s.stageName)).toEqual(['Planeación', 'Aprobación', 'Implementación', 'Cierre']);
    expect(flow.stages[0].predecessorIds).toEqual([2]);
    const stages = flow.stages.map(({ stageId, initial, final, predecessorIds }: Stage & { stageId: number }) => ({ stageId, initial, final, predecessorIds }));
    stages[2].predecessorIds.push(3);
    const res = await call('PUT', '/process/api/v1/ChangeFlow', { rowVersion: flow.rowVersion, stages });
    expect([res.status, res.body.message]).toEqual([400, '«Implementación» no puede ser su propia predecesora']);
    stages[2].predecessorIds.pop();
    expect((await call('PUT', '/process/api/v1/ChangeFlow', { rowVersion: flow.rowVersion, stages })).status).toBe(200);
    expect((await call('GET', '/process/api/v1/ChangeFlow', undefined, 'DIS')).status).toBe(403);
  });
});
