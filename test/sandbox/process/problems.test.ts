import fc from 'fast-check';
import type { ProblemStatus } from '../../../src/api/tags/process';
import { illegalProblemStepMessage, isLegalProblemStep, PROBLEM_STATUSES } from '../../../src/domain/problems/lifecycle';
import { callApi, type CallOptions } from '../../setup/callApi';
import { makePdf } from '../filestorage/bytes';
import { setupSandbox } from '../../setup/sandboxServer';
import { problemState, SEEDED_PROBLEMS } from './problemState';
import { solutionState } from './solutionState';

const sandbox = setupSandbox();
const API = '/process/api/v1';

const call = (method: string, path: string, body?: unknown, as: CallOptions['as'] = 'ADM') => callApi(sandbox, method, `${API}${path}`, { as, body });

const newProblem = (overrides: Record<string, unknown> = {}) => ({
  title: 'Reinicios de terminales', requesterUserId: 2, knownIssue: null, reportDate: '2026-11-20T10:00:00', expirationDate: null, assets: null,
  impactId: 1, rootCause: null, symptoms: 'Se reinician al cobrar', priorityId: 1, assigneeUserId: 3, productIds: [], ...overrides,
});

async function created(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/Problems', newProblem(overrides), 'DIS');
  expect(res.status).toBe(200);
  return res.body.data as { problemId: number; status: ProblemStatus; rowVersion: number };
}

const step = (problemId: number, status: ProblemStatus, as: CallOptions['as'] = 'DIS') => call('POST', '/Problems/Status', { problemId, status }, as);
const problemIn = (status: ProblemStatus) => [...problemState(sandbox.store).problems.values()].find((p) => p.status === status)!;

describe('the seeded problems', () => {
  it('has 60 problems, ten in every status, each with related tickets that exist, the published ones linked both ways', () => {
    const problems = [...problemState(sandbox.store).problems.values()];
    expect(problems).toHaveLength(SEEDED_PROBLEMS);
    for (const status of PROBLEM_STATUSES) expect(problems.filter((p) => p.status === status)).toHaveLength(10);
    for (const p of problems) {
      expect(p.ticketIds.length).toBeGreaterThanOrEqual(2);
      for (const id of p.ticketIds) expect(sandbox.store.tickets.get(id)).toBeDefined();
    }
    const published = problems.filter((p) => p.solutionId !== null);
    expect(published.length).toBeGreaterThan(0);
    for (const p of published) expect(solutionState(sandbox.store).solutions.get(p.solutionId!)!.problemId).toBe(p.problemId);
  });
});

describe('the problem status table', () => {
  it('takes every legal step and refuses every other one with 409 naming both statuses', async () => {
    for (const from of PROBLEM_STATUSES) {
      for (const to of PROBLEM_STATUSES) {
        const seeded = problemIn(from);
        const before = seeded.status;
        Object.assign(seeded, { rootCause: seeded.rootCause ?? 'Causa', knownIssue: seeded.knownIssue ?? 'Error conocido' });
        const res = await step(seeded.problemId, to);
        if (isLegalProblemStep(from, to)) {
          expect(res.status).toBe(200);
          expect(res.body.data.status).toBe(to);
          seeded.status = before; // back where it was, for the next pair
        } else {
          expect(res.status).toBe(409);
          expect(res.body.message).toBe(illegalProblemStepMessage(from, to));
        }
      }
    }
  });

  it('records a known error only with its root cause and the error written', async () => {
    const { problemId } = await created();
    expect((await step(problemId, 'InAnalysis')).status).toBe(200);
    const refused = await step(problemId, 'KnownError');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Para registrar el error conocido escriba la causa raíz y el error conocido');
  });

  it('never leaves the table through random steps', async () => {
    const { problemId } = await created();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...PROBLEM_STATUSES), { maxLength: 8 }), async (attempts) => {
        const problem = problemState(sandbox.store).problems.get(problemId)!;
        Object.assign(problem, { status: 'New', rootCause: 'Causa', knownIssue: 'Error' });
        for (const to of attempts) {
          const from = problem.status;
          const res = await step(problemId, to);
          expect(res.status).toBe(isLegalProblemStep(from, to) ? 200 : 409);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('problems', () => {
  it('creates, edits with its version, assigns, sets the priority, notes and relates tickets', async () => {
    const { problemId, rowVersion } = await created();
    const ticketId = [...sandbox.store.tickets.values()][0]!.ticketId;
    const updated = await call('PUT', '/Problems', { ...newProblem({ rootCause: 'Fuente de poder', knownIssue: 'Fuente insuficiente' }), problemId, rowVersion, priorityId: undefined, assigneeUserId: undefined }, 'DIS');
    expect(updated.status).toBe(200);
    expect((await call('PUT', '/Problems', { ...newProblem(), problemId, rowVersion, priorityId: undefined, assigneeUserId: undefined }, 'DIS')).body.detail).toBe('rowVersion');
    expect((await call('POST', '/Problems/Assign', { problemId, assigneeUserId: null }, 'SUP')).body.data.assigneeName).toBeNull();
    expect((await call('POST', '/Problems/Priority', { problemId, priorityId: 2 }, 'SUP')).body.data.priorityId).toBe(2);
    expect((await call('POST', '/Problems/Notes', { problemId, note: ' con espacio' }, 'DIS')).status).toBe(422);
    expect((await call('POST', '/Problems/Notes', { problemId, note: 'Revisado' }, 'DIS')).status).toBe(200);
    expect((await call('GET', `/Problems/${problemId}/Notes`)).body.data.map((n: { note: string }) => n.note)).toEqual(['Revisado']);
    expect((await call('POST', '/Problems/LinkTicket', { problemId, ticketId }, 'DIS')).body.data.ticketIds).toEqual([ticketId]);
    const listed = await callApi(sandbox, 'GET', `/ticket/api/v1/Tickets/ProblemTickets/${problemId}`, { as: 'DIS' });
    expect(listed.body.data.map((t: { ticketId: number }) => t.ticketId)).toEqual([ticketId]);
    expect((await call('POST', '/Problems/UnlinkTicket', { problemId, ticketId }, 'DIS')).body.data.ticketIds).toEqual([]);
    expect((await call('POST', '/Problems/UnlinkTicket', { problemId, ticketId }, 'DIS')).status).toBe(404);
  });

  it('refuses edits, notes and tickets once closed, and an expiration before the report', async () => {
    const closed = problemIn('Closed');
    expect((await call('POST', '/Problems/Notes', { problemId: closed.problemId, note: 'Tarde' }, 'DIS')).status).toBe(409);
    expect((await call('POST', '/Problems/Assign', { problemId: closed.problemId, assigneeUserId: 2 }, 'DIS')).status).toBe(409);
    const res = await call('POST', '/Problems', newProblem({ expirationDate: '2026-11-19T10:00:00' }), 'DIS');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('La fecha de expiración no puede ser anterior a la fecha de reporte');
  });

  it('publishes a known error as a solution once, linked both ways', async () => {
    const { problemId } = await created({ rootCause: 'Fuente', knownIssue: 'Fuente insuficiente; use un regulador' });
    const publish = () => call('POST', '/Problems/PublishSolution', {
      problemId, title: 'Terminales que se reinician', content: '<p>Use un regulador</p>', solutionTopicId: 3, keywords: ['terminal'],
    }, 'DIS');
    expect((await publish()).status).toBe(422);
    await step(problemId, 'InAnalysis');
    await step(problemId, 'KnownError');
    const published = await publish();
    expect(published.status).toBe(200);
    const solution = await call('GET', `/Solutions/${published.body.data.solutionId}`);
    expect(solution.body.data.problemId).toBe(problemId);
    expect((await publish()).status).toBe(409);
  });

  it('lets the dispatcher work problems, the engineer only read them, and client roles nothing', async () => {
    const { problemId } = problemIn('New');
    expect((await call('GET', `/Problems/${problemId}`, undefined, 'ENG')).status).toBe(200);
    expect((await step(problemId, 'InAnalysis', 'ENG')).status).toBe(403);
    expect((await call('POST', '/Problems', newProblem(), 'ENG')).status).toBe(403);
    expect((await call('GET', `/Problems/${problemId}`, undefined, 'CWR')).status).toBe(403);
    expect((await callApi(sandbox, 'GET', `/ticket/api/v1/Tickets/ProblemTickets/${problemId}`, { as: 'CRE' })).status).toBe(403);
  });

  it('keeps its files (UploadProblemFiles, GetFilesByProblem, DeleteProblemFiles as a DELETE), none added to a closed one', async () => {
    const FS = '/filestorage/api/v1/FileStorage';
    const bytes = makePdf(['Análisis']);
    const file = { fileName: 'analisis.pdf', description: null, fileBase64: Buffer.from(bytes).toString('base64'), size: bytes.length };
    const { problemId } = problemIn('New');
    const up = await callApi(sandbox, 'POST', `${FS}/UploadProblemFiles`, { as: 'DIS', body: { problemId, ...file } });
    expect(up.status).toBe(200);
    expect((await callApi(sandbox, 'POST', `${FS}/GetFilesByProblem`, { as: 'ENG', body: { problemId } })).body.data.map((f: { id: number }) => f.id)).toEqual([up.body.data.id]);
    expect((await callApi(sandbox, 'GET', `${FS}/Download/${up.body.data.id}`, { as: 'CWR' })).status).toBe(403);
    expect((await callApi(sandbox, 'DELETE', `${FS}/DeleteProblemFiles`, { as: 'DIS', body: { problemId, fileIds: [up.body.data.id] } })).status).toBe(200);
    expect((await callApi(sandbox, 'POST', `${FS}/UploadProblemFiles`, { as: 'DIS', body: { problemId: problemIn('Closed').problemId, ...file } })).status).toBe(409);
  });
});
