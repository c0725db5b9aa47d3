import type { ProblemStatus } from '../../../src/api/tags/process';
import {
  canPublishFrom, illegalProblemStepMessage, isLegalProblemStep, isProblemOpen, needsKnownError, PROBLEM_STATUS_NAMES_ES,
} from '../../../src/domain/problems/lifecycle';
import { found, matchesText, paginate } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { sortRows } from '../inventory/rows';
import { inventoryOf } from '../inventory/state';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { problemState, type ProblemRecord } from './problemState';
import { addSolution } from './solutions';
import { nextProcessId } from './state';
import { productRow, userName } from './views';

export const problemVersions = rowVersions('process', 'problems');

type ProblemFields = Pick<
  ProblemRecord, 'title' | 'requesterUserId' | 'knownIssue' | 'reportDate' | 'expirationDate' | 'assets' | 'impactId' | 'rootCause' | 'symptoms' | 'productIds'
>;

const refuse = (status: number, message: string, field: string | null = null): never => {
  throw new SandboxError(status, message, field);
};

export const existingProblem = (store: SandboxStore, problemId: number): ProblemRecord =>
  found(problemState(store).problems.get(problemId), `El problema ${problemId} no existe`);

export function problemRow(store: SandboxStore, p: ProblemRecord) {
  return problemVersions.stamp(store, p.problemId, {
    ...p,
    requesterName: userName(store, p.requesterUserId),
    impactName: store.impacts.get(p.impactId)?.name ?? '',
    priorityName: store.priorities.get(p.priorityId)?.name ?? '',
    assigneeName: p.assigneeUserId === null ? null : userName(store, p.assigneeUserId),
    createdUserName: userName(store, p.createdUserId),
  });
}

const text = (value: string | null) => value?.trim() || null;

/** The rules beyond the contract's shapes, each refused naming its field. */
function checkProblem(store: SandboxStore, body: ProblemFields): ProblemFields {
  if (!body.title.trim()) refuse(422, 'El título del problema es obligatorio', 'title');
  if (!store.users.get(body.requesterUserId)?.enabled) refuse(422, `El usuario ${body.requesterUserId} no existe o está deshabilitado`, 'requesterUserId');
  if (!store.impacts.get(body.impactId)?.enabled) refuse(422, `El impacto ${body.impactId} no existe`, 'impactId');
  if (body.expirationDate && body.expirationDate < body.reportDate) refuse(422, 'La fecha de expiración no puede ser anterior a la fecha de reporte', 'expirationDate');
  const components = inventoryOf(store).ledger.components;
  for (const id of body.productIds) if (!components.has(id)) refuse(422, `El componente ${id} no existe`, 'productIds');
  return {
    title: body.title.trim(), requesterUserId: body.requesterUserId, knownIssue: text(body.knownIssue), reportDate: body.reportDate,
    expirationDate: body.expirationDate, assets: text(body.assets), impactId: body.impactId, rootCause: text(body.rootCause),
    symptoms: text(body.symptoms), productIds: body.productIds,
  };
}

const fieldsOf = (body: ProblemFields): ProblemFields => ({
  title: body.title, requesterUserId: body.requesterUserId, knownIssue: body.knownIssue, reportDate: body.reportDate,
  expirationDate: body.expirationDate, assets: body.assets, impactId: body.impactId, rootCause: body.rootCause, symptoms: body.symptoms,
  productIds: body.productIds,
});

function mustBeOpen(problem: ProblemRecord) {
  if (!isProblemOpen(problem.status)) refuse(409, `Un problema en estado «${PROBLEM_STATUS_NAMES_ES[problem.status]}» ya no se puede modificar`, 'status');
}

const checkAssignee = (store: SandboxStore, userId: number | null) => {
  if (userId !== null && !store.users.get(userId)?.enabled) refuse(422, `El usuario ${userId} no existe o está deshabilitado`, 'assigneeUserId');
};

const checkPriority = (store: SandboxStore, priorityId: number) => {
  if (!store.priorities.get(priorityId)?.enabled) refuse(422, `La prioridad ${priorityId} no existe`, 'priorityId');
};

/** Moves a problem along its table (src/domain/problems/lifecycle.ts), refusing an illegal step naming both statuses. */
export function moveProblem(problem: ProblemRecord, to: ProblemStatus): void {
  if (!isLegalProblemStep(problem.status, to)) refuse(409, illegalProblemStepMessage(problem.status, to), 'status');
  if (needsKnownError(to) && (!problem.rootCause || !problem.knownIssue)) {
    refuse(422, 'Para registrar el error conocido escriba la causa raíz y el error conocido', 'knownIssue');
  }
  problem.status = to;
}

interface ProblemFilter {
  text: string | null;
  statuses: ProblemStatus[];
  priorityIds: number[];
  assigneeUserId: number | null;
}

function matching(store: SandboxStore, f: ProblemFilter) {
  return [...problemState(store).problems.values()]
    .filter(
      (p) =>
        (!f.statuses.length || f.statuses.includes(p.status)) &&
        (!f.priorityIds.length || f.priorityIds.includes(p.priorityId)) &&
        (f.assigneeUserId == null || p.assigneeUserId === f.assigneeUserId),
    )
    .map((p) => problemRow(store, p))
    .filter((r) => matchesText(f.text, String(r.problemId), r.title, r.requesterName, r.assigneeName, r.knownIssue));
}

export const problemHandlers: OperationHandlers = {
  createProblem: ({ store, user, body }) => {
    const fields = checkProblem(store, fieldsOf(body));
    checkPriority(store, body.priorityId);
    checkAssignee(store, body.assigneeUserId);
    const problemId = nextProcessId(store, 'problems');
    const problem: ProblemRecord = {
      ...fields, problemId, priorityId: body.priorityId, assigneeUserId: body.assigneeUserId, status: 'New', ticketIds: [], solutionId: null,
      createdUserId: user!.userId, createdDateTime: utc(store.now),
    };
    problemState(store).problems.set(problemId, problem);
    return problemRow(store, problem);
  },
  updateProblem: ({ store, body }) => {
    const problem = existingProblem(store, body.problemId);
    return problemVersions.update(store, problem.problemId, body.rowVersion, () => problemRow(store, problem), () => {
      mustBeOpen(problem);
      Object.assign(problem, checkProblem(store, fieldsOf(body)));
      return problemRow(store, problem);
    });
  },
  searchProblems: ({ store, body }) => {
    const rows = matching(store, body).sort((a, b) => b.reportDate.localeCompare(a.reportDate) || b.problemId - a.problemId);
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  getProblemById: ({ store, params }) => problemRow(store, existingProblem(store, params.id)),
  moveProblemStatus: ({ store, body }) => {
    const problem = existingProblem(store, body.problemId);
    moveProblem(problem, body.status);
    return problemRow(store, problem);
  },
  assignProblem: ({ store, body }) => {
    const problem = existingProblem(store, body.problemId);
    mustBeOpen(problem);
    checkAssignee(store, body.assigneeUserId);
    problem.assigneeUserId = body.assigneeUserId;
    return problemRow(store, problem);
  },
  setProblemPriority: ({ store, body }) => {
    const problem = existingProblem(store, body.problemId);
    mustBeOpen(problem);
    checkPriority(store, body.priorityId);
    problem.priorityId = body.priorityId;
    return problemRow(store, problem);
  },
  getProblemProducts: ({ store, params }) =>
    existingProblem(store, params.id).productIds.map((id) => productRow(store, id)).sort((a, b) => a.serialNumber.localeCompare(b.serialNumber)),
  getProblemProductCandidates: ({ store, query }) =>
    [...inventoryOf(store).ledger.components.values()]
      .filter((c) => matchesText(query.text, c.serialNumber, c.brandName, c.modelName))
      .sort((a, b) => a.serialNumber.localeCompare(b.serialNumber))
      .slice(0, 50)
      .map((c) => productRow(store, c.productId)),
  getProblemNotes: ({ store, params }) => {
    const problem = existingProblem(store, params.id);
    return [...problemState(store).notes.values()].filter((n) => n.problemId === problem.problemId).map((n) => ({ ...n, userName: userName(store, n.userId) }));
  },
  addProblemNote: ({ store, user, body }) => {
    const problem = existingProblem(store, body.problemId);
    mustBeOpen(problem);
    if (/^\s/.test(body.note) || !body.note.trim()) refuse(422, 'La nota no puede iniciar con espacios ni estar vacía', 'note');
    const noteId = nextProcessId(store, 'problemNotes');
    const note = { noteId, problemId: problem.problemId, note: body.note.trimEnd(), userId: user!.userId, createdDateTime: utc(store.now) };
    problemState(store).notes.set(noteId, note);
    return { ...note, userName: userName(store, note.userId) };
  },
  linkProblemTicket: ({ store, body }) => {
    const problem = existingProblem(store, body.problemId);
    mustBeOpen(problem);
    if (!store.tickets.get(body.ticketId)) refuse(404, `El ticket ${body.ticketId} no existe`, 'ticketId');
    if (!problem.ticketIds.includes(body.ticketId)) problem.ticketIds = [...problem.ticketIds, body.ticketId];
    return problemRow(store, problem);
  },
  unlinkProblemTicket: ({ store, body }) => {
    const problem = existingProblem(store, body.problemId);
    mustBeOpen(problem);
    if (!problem.ticketIds.includes(body.ticketId)) refuse(404, `El ticket ${body.ticketId} no está relacionado con el problema ${problem.problemId}`, 'ticketId');
    problem.ticketIds = problem.ticketIds.filter((id) => id !== body.ticketId);
    return problemRow(store, problem);
  },
  publishProblemSolution: ({ store, user, body }) => {
    const problem = existingProblem(store, body.problemId);
    if (!canPublishFrom(problem.status)) {
      refuse(422, `Solo se publica el error conocido de un problema en «Error conocido» o «Resuelto», no en «${PROBLEM_STATUS_NAMES_ES[problem.status]}»`, 'status');
    }
    if (!problem.knownIssue) refuse(422, 'Escriba el error conocido antes de publicarlo', 'knownIssue');
    if (problem.solutionId !== null) refuse(409, `El error conocido ya se publicó como la solución ${problem.solutionId}`, 'solutionId');
    const solution = addSolution(store, user!, {
      title: body.title, content: body.content, solutionTopicId: body.solutionTopicId, ownerSystemUserIds: [user!.userId], reviewDate: null,
      expirationDate: null, keywords: body.keywords, internalComments: `Publicada desde el problema ${problem.problemId}`, mainSolution: false,
    }, problem.problemId);
    problem.solutionId = solution.solutionId;
    return problemRow(store, problem);
  },
};
