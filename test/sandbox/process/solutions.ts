import { foldText } from '../../../src/shared/format/foldText';
import { queryWords } from '../../../src/shared/format/highlightParts';
import { found, paginate } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';
import { problemState } from './problemState';
import { contentText, rankSolutions } from './solutionSearch';
import { solutionState, type SolutionRecord } from './solutionState';
import { solutionTopics } from './solutionTopics';
import { nextProcessId } from './state';
import { userName } from './views';

export const solutionVersions = rowVersions('process', 'solutions');

export type SolutionFields = Pick<
  SolutionRecord, 'title' | 'content' | 'solutionTopicId' | 'ownerSystemUserIds' | 'reviewDate' | 'expirationDate' | 'keywords' | 'internalComments' | 'mainSolution'
>;

const EXCERPT_MAX = 300;

const refuse = (status: number, message: string, field: string | null = null): never => {
  throw new SandboxError(status, message, field);
};

export const existingSolution = (store: SandboxStore, solutionId: number): SolutionRecord =>
  found(solutionState(store).solutions.get(solutionId), `La solución ${solutionId} no existe`);

/** The rules beyond the contract's shapes, each refused naming its field; keywords trimmed and unique (case and accent blind). */
function checkSolution(store: SandboxStore, body: SolutionFields): SolutionFields {
  if (!body.title.trim()) refuse(422, 'El título de la solución es obligatorio', 'title');
  if (!contentText({ content: body.content } as SolutionRecord)) refuse(422, 'El contenido de la solución es obligatorio', 'content');
  if (!solutionTopics(store).get(body.solutionTopicId)?.enabled) refuse(422, `El tema ${body.solutionTopicId} no existe o está deshabilitado`, 'solutionTopicId');
  for (const id of body.ownerSystemUserIds) {
    if (!store.users.get(id)?.enabled) refuse(422, `El usuario ${id} no existe o está deshabilitado`, 'ownerSystemUserIds');
  }
  if (body.reviewDate && body.expirationDate && body.expirationDate < body.reviewDate) {
    refuse(422, 'La fecha de expiración no puede ser anterior a la fecha de revisión', 'expirationDate');
  }
  const keywords: string[] = [];
  for (const k of body.keywords.map((w) => w.trim())) {
    if (!k) refuse(422, 'Una palabra clave no puede estar vacía', 'keywords');
    if (!keywords.some((w) => foldText(w) === foldText(k))) keywords.push(k);
  }
  return {
    title: body.title.trim(), content: body.content, solutionTopicId: body.solutionTopicId, ownerSystemUserIds: body.ownerSystemUserIds,
    reviewDate: body.reviewDate, expirationDate: body.expirationDate, keywords, internalComments: body.internalComments?.trim() || null,
    mainSolution: body.mainSolution,
  };
}

/** Writes a new solution (createSolution, and a problem's publishing). */
export function addSolution(store: SandboxStore, user: UserRecord, body: SolutionFields, problemId: number | null): SolutionRecord {
  const fields = checkSolution(store, body);
  const solutionId = nextProcessId(store, 'solutions');
  const now = utc(store.now);
  const record: SolutionRecord = { ...fields, solutionId, problemId, createdUserId: user.userId, createdDateTime: now, updatedDateTime: now };
  solutionState(store).solutions.set(solutionId, record);
  return record;
}

const votesOf = (store: SandboxStore, solutionId: number) => [...(solutionState(store).votes.get(solutionId)?.values() ?? [])];

export function solutionRow(store: SandboxStore, s: SolutionRecord) {
  const votes = votesOf(store, s.solutionId);
  const { createdUserId, ...fields } = s;
  return solutionVersions.stamp(store, s.solutionId, {
    ...fields,
    solutionTopicName: solutionTopics(store).get(s.solutionTopicId)?.name ?? '',
    ownerNames: s.ownerSystemUserIds.map((id) => userName(store, id)),
    usefulCount: votes.filter(Boolean).length,
    notUsefulCount: votes.filter((v) => !v).length,
    createdUserName: userName(store, createdUserId),
  });
}

/** The content's text, from the first word of the query found in it (or its start), at most 300 characters. */
function excerpt(s: SolutionRecord, text: string | null): string {
  const plain = contentText(s);
  const folded = foldText(plain);
  const at = Math.min(...queryWords(text ?? '').map((w) => folded.indexOf(w)).filter((i) => i >= 0), Infinity);
  const start = Number.isFinite(at) ? Math.max(0, at - 60) : 0;
  const cut = plain.slice(start, start + EXCERPT_MAX - 2);
  return `${start > 0 ? '…' : ''}${cut}${start + cut.length < plain.length ? '…' : ''}`;
}

function summaryRow(store: SandboxStore, s: SolutionRecord, text: string | null) {
  return {
    solutionId: s.solutionId, title: s.title, excerpt: excerpt(s, text), solutionTopicId: s.solutionTopicId,
    solutionTopicName: solutionTopics(store).get(s.solutionTopicId)?.name ?? '', keywords: s.keywords,
    ownerNames: s.ownerSystemUserIds.map((id) => userName(store, id)), reviewDate: s.reviewDate, expirationDate: s.expirationDate,
    mainSolution: s.mainSolution, problemId: s.problemId, updatedDateTime: s.updatedDateTime,
  };
}

/** The knowledge base's view: never the internal comments nor the owners' ids; the caller's own vote. */
function articleRow(store: SandboxStore, s: SolutionRecord, userId: number) {
  const votes = votesOf(store, s.solutionId);
  return {
    solutionId: s.solutionId, title: s.title, content: s.content, solutionTopicName: solutionTopics(store).get(s.solutionTopicId)?.name ?? '',
    keywords: s.keywords, reviewDate: s.reviewDate, expirationDate: s.expirationDate, mainSolution: s.mainSolution,
    updatedDateTime: s.updatedDateTime, usefulCount: votes.filter(Boolean).length, notUsefulCount: votes.filter((v) => !v).length,
    myVote: solutionState(store).votes.get(s.solutionId)?.get(userId) ?? null,
  };
}

const fieldsOf = (body: SolutionFields): SolutionFields => ({
  title: body.title, content: body.content, solutionTopicId: body.solutionTopicId, ownerSystemUserIds: body.ownerSystemUserIds,
  reviewDate: body.reviewDate, expirationDate: body.expirationDate, keywords: body.keywords, internalComments: body.internalComments,
  mainSolution: body.mainSolution,
});

function searched(store: SandboxStore, body: { text: string | null; solutionTopicIds: number[]; includeExpired: boolean; pageNumber: number; pageSize: number; isExport: boolean | null }) {
  const ranked = rankSolutions(store, solutionState(store).solutions.values(), body);
  const page = paginate(ranked, body.pageNumber, body.pageSize, { isExport: body.isExport });
  return { ...page, items: page.items.map((s) => summaryRow(store, s, body.text)) };
}

export const solutionHandlers: OperationHandlers = {
  createSolution: ({ store, user, body }) => solutionRow(store, addSolution(store, user!, fieldsOf(body), null)),
  updateSolution: ({ store, body }) => {
    const solution = existingSolution(store, body.solutionId);
    return solutionVersions.update(store, solution.solutionId, body.rowVersion, () => solutionRow(store, solution), () => {
      Object.assign(solution, checkSolution(store, fieldsOf(body)), { updatedDateTime: utc(store.now) });
      return solutionRow(store, solution);
    });
  },
  getSolutionById: ({ store, params }) => solutionRow(store, existingSolution(store, params.id)),
  deleteSolution: ({ store, params }) => {
    const solution = existingSolution(store, params.id);
    solutionState(store).solutions.delete(solution.solutionId);
    solutionState(store).votes.delete(solution.solutionId);
    for (const problem of problemState(store).problems.values()) if (problem.solutionId === solution.solutionId) problem.solutionId = null;
    return true;
  },
  searchSolutions: ({ store, body }) => searched(store, body),
  searchKnowledgeBase: ({ store, body }) => searched(store, body),
  getKnowledgeArticle: ({ store, user, params }) => articleRow(store, existingSolution(store, params.id), user!.userId),
  rateKnowledgeArticle: ({ store, user, body }) => {
    const solution = existingSolution(store, body.solutionId);
    const votes = solutionState(store).votes;
    if (!votes.has(solution.solutionId)) votes.set(solution.solutionId, new Map());
    votes.get(solution.solutionId)!.set(user!.userId, body.useful);
    return articleRow(store, solution, user!.userId);
  },
};
