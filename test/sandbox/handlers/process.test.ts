import fc from 'fast-check';
import { CHANGE_STATES, illegalStepMessage, isLegal } from '../../../src/domain/changes/lifecycle';
import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { changeCatalogs } from '../process/changeCatalogs';
import { processState, SEEDED_CHANGES } from '../process/state';

const sandbox = setupSandbox();
const API = '/process/api/v1';
const DAY = 86_400_000;

const call = (method: string, path: string, body?: unknown, as: CallOptions['as'] = 'ADM') => callApi(sandbox, method, `${API}${path}`, { as, body });

/** A valid new change on a seeded change's location and components, on board 1 (members 1 ADM and 3 SUP). */
function newChange(overrides: Record<string, unknown> = {}) {
  const model = [...processState(sandbox.store).changes.values()].find((c) => c.cabId === 1)!;
  return {
    name: 'Cambio de prueba', changeTypeId: 2, categoryId: model.categoryId, riskLevel: 'Medium', priorityId: model.priorityId,
    startDate: '2026-12-10T08:00:00', endDate: '2026-12-10T12:00:00', unavailabilityMinutes: 30, cabId: 1, cabMemberUserId: 3,
    background: null, clientId: model.clientId, locationId: model.locationId, productIds: model.productIds, ...overrides,
  };
}

async function created(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/Changes', newChange(overrides), 'DIS');
  expect(res.status).toBe(200);
  return res.body.data as { changeId: number; state: string };
}

const step = (changeId: number, state: string, as: CallOptions['as'] = 'DIS') => call('POST', '/Changes/ChangeState', { changeId, state }, as);
const approvalsOf = async (changeId: number) =>
  (await call('POST', '/Approvals/Search', { changeId, approverUserId: null, statuses: [] })).body.data as { approvalId: number; approverUserId: number; status: string }[];
const decide = (approvalId: number, approved: boolean, reason: string | null, as: CallOptions['as']) =>
  call('POST', '/Approvals/Approve', { approvalId, approved, reason }, as);

describe('the seeded changes', () => {
  it('has about 200 changes in every state within three months of now, pre-approved types never awaiting approval', () => {
    const changes = [...processState(sandbox.store).changes.values()];
    expect(changes).toHaveLength(SEEDED_CHANGES);
    expect(new Set(changes.map((c) => c.state))).toEqual(new Set(CHANGE_STATES));
    const now = sandbox.store.now.getTime();
    for (const c of changes) expect(Math.abs(Date.parse(`${c.startDate}Z`) - now)).toBeLessThanOrEqual(91 * DAY);
    const types = changeCatalogs(sandbox.store).changeTypes;
    const approvalStates = ['ToBeSent', 'PendingApproval', 'Approved', 'Rejected'];
    expect(changes.filter((c) => approvalStates.includes(c.state) && types.get(c.changeTypeId)!.preApproved)).toEqual([]);
    const { approvals, tasks, comments, boards } = processState(sandbox.store);
    expect([approvals.size, tasks.size, comments.size].every((n) => n > 50)).toBe(true);
    for (const b of boards.values()) expect(b.memberUserIds.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the changes whose window overlaps the days asked', async () => {
    const [from, to] = ['2026-12-01T00:00:00', '2026-12-07T23:59:59'];
    const res = await call('POST', '/Changes/GeneralSearch', {
      text: null, states: [], clientIds: [], changeTypeIds: [], riskLevels: [], dateFrom: from, dateTo: to, pageNumber: 1, pageSize: 200,
      isExport: null, sortField: null, sortOrder: null,
    });
    const overlapping = [...processState(sandbox.store).changes.values()].filter((c) => c.endDate >= from && c.startDate <= to);
    expect(res.body.data.totalCount).toBe(overlapping.length);
    expect(overlapping.length).toBeGreaterThan(0);
  });

  it('searches by state, paged', async () => {
    const res = await call('POST', '/Changes/GeneralSearch', {
      text: null, states: ['Closed'], clientIds: [], changeTypeIds: [], riskLevels: [], dateFrom: null, dateTo: null, pageNumber: 1, pageSize: 10,
      isExport: null, sortField: null, sortOrder: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items.every((c: { state: string }) => c.state === 'Closed')).toBe(true);
    expect(res.body.data.totalCount).toBe([...processState(sandbox.store).changes.values()].filter((c) => c.state === 'Closed').length);
  });
});

describe('the change life cycle through the service', () => {
  it('walks a change from draft through a rejection with its reason, an amendment and approval to closed', async () => {
    const { changeId, state } = await created();
    expect(state).toBe('Draft');
    expect((await step(changeId, 'Closed')).body.message).toBe(illegalStepMessage('Draft', 'Closed'));
    for (const userId of [1, 3]) expect((await call('POST', '/Approvals/AddMember', { changeId, userId }, 'DIS')).status).toBe(200);
    expect((await call('POST', '/Approvals/AddMember', { changeId, userId: 2 }, 'DIS')).status).toBe(422);
    expect((await step(changeId, 'ToBeSent')).body.data.state).toBe('ToBeSent');
    expect((await call('POST', '/Approvals/Send', { changeId }, 'DIS')).body.data.state).toBe('PendingApproval');

    const [admin, supervisor] = await approvalsOf(changeId);
    expect((await decide(supervisor!.approvalId, true, null, 'ADM')).status).toBe(403);
    expect((await decide(supervisor!.approvalId, false, '  ', 'SUP')).status).toBe(422);
    const rejected = await decide(supervisor!.approvalId, false, 'Falta el plan de reversión', 'SUP');
    expect(rejected.body.data).toMatchObject({ state: 'Rejected', rejectionReason: 'Falta el plan de reversión' });

    const amended = await call('PUT', '/Changes', { ...newChange({ background: 'Con plan de reversión' }), changeId, rowVersion: 1 }, 'DIS');
    expect(amended.status).toBe(200);
    expect((await step(changeId, 'ToBeSent')).status).toBe(200);
    expect((await approvalsOf(changeId)).map((a) => a.status)).toEqual(['ToBeSent', 'ToBeSent']);
    await call('POST', '/Approvals/Send', { changeId }, 'DIS');
    expect((await decide(admin!.approvalId, true, null, 'ADM')).body.data.state).toBe('PendingApproval');
    expect((await decide(supervisor!.approvalId, true, null, 'SUP')).body.data).toMatchObject({ state: 'Approved', rejectionReason: null });
    for (const next of ['Scheduled', 'InProgress', 'Closed']) expect((await step(changeId, next)).body.data.state).toBe(next);
    expect((await call('PUT', '/Changes', { ...newChange(), changeId, rowVersion: 2 }, 'DIS')).status).toBe(409);
  });

  it('lets a pre-approved type skip approval', async () => {
    const { changeId } = await created({ changeTypeId: 1 });
    expect((await step(changeId, 'ToBeSent')).status).toBe(409);
    expect((await call('POST', '/Approvals/AddMember', { changeId, userId: 1 }, 'DIS')).status).toBe(422);
    expect((await step(changeId, 'Scheduled')).body.data.state).toBe('Scheduled');
  });

  it('refuses an end not after the start and a background past its limit', async () => {
    const refused = await call('POST', '/Changes', newChange({ endDate: '2026-12-10T08:00:00' }), 'DIS');
    expect(refused).toMatchObject({ status: 422, body: { detail: 'endDate' } });
    expect((await call('POST', '/Changes', newChange({ background: 'a'.repeat(LIMITS.changes.backgroundMax) }), 'DIS')).status).toBe(200);
    expect((await call('POST', '/Changes', newChange({ background: 'a'.repeat(LIMITS.changes.backgroundMax + 1) }), 'DIS')).status).toBe(400);
    // The over-long body is this test's own, on purpose.
    sandbox.violations.length = 0;
  });

  it('reaches no state outside the table by random steps, sends and decisions', async () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('step' as const), to: fc.constantFrom(...CHANGE_STATES) }),
      fc.record({ kind: fc.constant('send' as const) }),
      fc.record({ kind: fc.constant('decide' as const), approved: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(action, { maxLength: 12 }), async (preApproved, actions) => {
        const { changeId } = await created({ changeTypeId: preApproved ? 1 : 2 });
        if (!preApproved) await call('POST', '/Approvals/AddMember', { changeId, userId: 3 }, 'DIS');
        let state = 'Draft';
        for (const a of actions) {
          const res =
            a.kind === 'step' ? await step(changeId, a.to)
              : a.kind === 'send' ? await call('POST', '/Approvals/Send', { changeId }, 'DIS')
                : await decide((await approvalsOf(changeId))[0]?.approvalId ?? 1, a.approved, 'Motivo', 'SUP');
          const to = a.kind === 'step' ? a.to : a.kind === 'send' ? 'PendingApproval' : a.approved ? 'Approved' : 'Rejected';
          const legal = isLegal(state as never, to as never, preApproved, a.kind === 'decide' ? 'decision' : a.kind);
          expect(res.status === 200).toBe(legal);
          if (legal) state = to;
          expect(processState(sandbox.store).changes.get(changeId)!.state).toBe(state);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('the permission matrix', () => {
  const search = {
    text: null, states: [], clientIds: [], changeTypeIds: [], riskLevels: [], dateFrom: null, dateTo: null, pageNumber: 1, pageSize: 1,
    isExport: null, sortField: null, sortOrder: null,
  };
  const task = {
    changeId: 1, name: 'Tarea', taskStatusId: 1, taskTypeId: 1, priorityId: 1, ownerUserId: 2, scheduledStart: '2026-12-10T08:00:00',
    scheduledEnd: '2026-12-10T09:00:00', actualStart: null, actualEnd: null, effortDays: 0, effortHours: 1, effortMinutes: 0,
    additionalCost: null, progress: 0, groupName: null, description: null,
  };
  const ops: [string, string, string, unknown][] = [
    ['createChange', 'POST', '/Changes', { name: 'X' }],
    ['searchChanges', 'POST', '/Changes/GeneralSearch', search],
    ['sendApprovals', 'POST', '/Approvals/Send', { changeId: 1 }],
    ['decideApproval', 'POST', '/Approvals/Approve', { approvalId: 1, approved: true, reason: null }],
    ['createChangeAdvisoryBoard', 'POST', '/ChangeAdvisoryBoards', { name: 'X', memberUserIds: [1] }],
    ['createTask', 'POST', '/Tasks', task],
  ];
  const allowed: Record<string, string[]> = {
    DIS: ['createChange', 'searchChanges', 'sendApprovals', 'createTask'],
    SUP: ['searchChanges', 'decideApproval'],
    ENG: ['searchChanges', 'createTask'],
    CWR: [],
    WAD: [],
  };
  it.each(Object.keys(allowed))('%s may call only its operations (403 for the rest)', async (role) => {
    for (const [name, method, path, body] of ops) {
      const res = await call(method, path, name === 'createChange' ? newChange() : body, role as CallOptions['as']);
      expect([name, res.status === 403]).toEqual([name, !allowed[role]!.includes(name)]);
    }
  });
});
