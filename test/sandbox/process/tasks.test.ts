import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { makePdf } from '../filestorage/bytes';
import { processState } from './state';

const sandbox = setupSandbox();
const FILES = '/filestorage/api/v1/FileStorage';

const openChange = () => [...processState(sandbox.store).changes.values()].find((c) => c.state === 'Scheduled')!;
const closedTask = () => {
  const { changes, tasks } = processState(sandbox.store);
  return [...tasks.values()].find((t) => changes.get(t.changeId)!.state === 'Closed')!;
};
const task = (overrides: Record<string, unknown> = {}) => ({
  changeId: openChange().changeId, name: 'Respaldo', taskStatusId: 1, taskTypeId: 1, priorityId: 1, ownerUserId: 4,
  scheduledStart: '2026-12-10T08:00:00', scheduledEnd: '2026-12-10T10:00:00', actualStart: null, actualEnd: null,
  effortDays: 0, effortHours: 2, effortMinutes: 0, additionalCost: null, progress: 0, groupName: null, description: null, ...overrides,
});
const create = (body: Record<string, unknown>) => callApi(sandbox, 'POST', '/process/api/v1/Tasks', { as: 'ENG', body });
const refusal = async (body: Record<string, unknown>) => {
  const res = await create(body);
  return [res.status, (res.body.detail ?? res.body.message) as string];
};

describe('tasks (process service)', () => {
  it('refuses, naming the field, an actual end before the actual start, a progress past 100 and a cost past the shared rule', async () => {
    expect(await refusal(task({ actualStart: '2026-12-10T09:00:00', actualEnd: '2026-12-10T08:59:00' }))).toEqual([400, 'actualEnd']);
    expect(await refusal(task({ actualEnd: '2026-12-10T09:00:00' }))).toEqual([400, 'actualStart']);
    // The contract's bounds: the runtime's 400 names the field in its message (a request against the contract, forgotten after).
    expect(await refusal(task({ progress: 101 }))).toEqual([400, expect.stringContaining('progress')]);
    expect(await refusal(task({ additionalCost: LIMITS.numbers.costMax + 0.01 }))).toEqual([400, expect.stringContaining('additionalCost')]);
    sandbox.violations.length = 0;
    expect(await refusal(task({ additionalCost: 1234.567 }))).toEqual([400, 'additionalCost']);
    const edge = await create(task({ progress: 100, additionalCost: LIMITS.numbers.costMax, actualStart: '2026-12-10T09:00:00', actualEnd: '2026-12-10T09:00:00' }));
    expect([edge.status, edge.body.data.additionalCost, edge.body.data.progress]).toEqual([200, LIMITS.numbers.costMax, 100]);
    expect((await create(task({ additionalCost: 1500.29 }))).status).toBe(200);
  });

  it('keeps a task\'s files (UploadTaskFile, GetFilesByTask, DeleteTaskFiles), none on a closed change\'s task, read by whom may see tasks', async () => {
    const { taskId } = (await create(task())).body.data as { taskId: number };
    const bytes = makePdf(['Bitácora de la tarea']);
    const file = { fileName: 'bitacora.pdf', description: null, fileBase64: Buffer.from(bytes).toString('base64'), size: bytes.length };
    const uploaded = await callApi(sandbox, 'POST', `${FILES}/UploadTaskFile`, { as: 'ENG', body: { taskId, ...file } });
    expect(uploaded.status).toBe(200);
    const list = async () => ((await callApi(sandbox, 'POST', `${FILES}/GetFilesByTask`, { as: 'SUP', body: { taskId } })).body.data as { id: number }[]).map((f) => f.id);
    expect(await list()).toEqual([uploaded.body.data.id]);
    expect((await callApi(sandbox, 'GET', `${FILES}/Download/${uploaded.body.data.id}`, { as: 'CWR' })).status).toBe(403);
    expect((await callApi(sandbox, 'POST', `${FILES}/UploadTaskFile`, { as: 'SUP', body: { taskId, ...file } })).status).toBe(403);
    expect((await callApi(sandbox, 'POST', `${FILES}/UploadTaskFile`, { as: 'ENG', body: { taskId: closedTask().taskId, ...file } })).status).toBe(409);
    expect((await callApi(sandbox, 'POST', `${FILES}/DeleteTaskFiles`, { as: 'ENG', body: { taskId, fileIds: [uploaded.body.data.id] } })).status).toBe(200);
    expect(await list()).toEqual([]);
  });
});
