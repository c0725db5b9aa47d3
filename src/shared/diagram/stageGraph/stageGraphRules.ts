import type { TFunction } from 'i18next';
import { edgeKey, type Stage, type StageEdge, type StageGraph, type StageProblem } from './stageGraphTypes';

export interface StageGraphRuleOptions {
  /** A stage's name at most this long (the flow's LIMITS). */
  nameMax: number;
}

const fold = (name: string) => name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX');

function nameProblems(stages: Stage[], nameMax: number): StageProblem[] {
  const seen = new Set<string>();
  return stages.flatMap((stage): StageProblem[] => {
    const name = stage.name.trim();
    if (name === '') return [{ code: 'nameRequired', stageId: stage.id, values: {} }];
    if (stage.name.length > nameMax) return [{ code: 'nameTooLong', stageId: stage.id, values: { name, max: nameMax } }];
    const key = fold(name);
    if (seen.has(key)) return [{ code: 'nameRepeated', stageId: stage.id, values: { name } }];
    seen.add(key);
    return [];
  });
}

/** Stages reached from the initial ones along edges, never passing through a final stage (nothing follows it). */
function reachable(graph: StageGraph, byId: Map<string, Stage>): Set<string> {
  const next = new Map<string, string[]>();
  for (const { from, to } of graph.edges) next.set(from, [...(next.get(from) ?? []), to]);
  const seen = new Set(graph.stages.filter((s) => s.initial).map((s) => s.id));
  const queue = [...seen];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (byId.get(id)?.final) continue;
    for (const to of next.get(id) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

function edgeProblems(graph: StageGraph, byId: Map<string, Stage>): StageProblem[] {
  const seen = new Set<string>();
  const name = (id: string) => byId.get(id)?.name ?? id;
  return graph.edges.flatMap((edge): StageProblem[] => {
    const key = edgeKey(edge);
    if (seen.has(key)) return [{ code: 'repeatedEdge', edge, values: { from: name(edge.from), to: name(edge.to) } }];
    seen.add(key);
    if (edge.from === edge.to) return [{ code: 'ownPredecessor', edge, stageId: edge.to, values: { name: name(edge.to) } }];
    if (byId.get(edge.from)?.final) return [{ code: 'afterFinal', edge, values: { from: name(edge.from), to: name(edge.to) } }];
    return [];
  });
}

/**
 * Every rule a flow of stages breaks: one initial stage, at least one final, a stage never its own
 * predecessor (spec 002 section 4), every stage reachable from the initial one, no stage after a final one,
 * each transition once, and the stages' names (required, at most `nameMax`, unique accent and case blind).
 * Pure: the editor, the screens' save and the sandbox's services read the same answer.
 */
export function stageGraphProblems(graph: StageGraph, { nameMax }: StageGraphRuleOptions): StageProblem[] {
  if (graph.stages.length === 0) return [{ code: 'noStages', values: {} }];
  const byId = new Map(graph.stages.map((s) => [s.id, s]));
  const initial = graph.stages.filter((s) => s.initial);
  const problems: StageProblem[] = [...nameProblems(graph.stages, nameMax)];
  if (initial.length === 0) problems.push({ code: 'noInitial', values: {} });
  if (initial.length > 1) problems.push(...initial.map((s): StageProblem => ({ code: 'manyInitial', stageId: s.id, values: { name: s.name } })));
  if (!graph.stages.some((s) => s.final)) problems.push({ code: 'noFinal', values: {} });
  problems.push(...edgeProblems(graph, byId));
  if (initial.length > 0) {
    const reached = reachable(graph, byId);
    for (const s of graph.stages) if (!reached.has(s.id)) problems.push({ code: 'unreachable', stageId: s.id, values: { name: s.name } });
  }
  return problems;
}

/** A problem in the user's language (flows.rules.<code>). */
export const stageProblemText = (t: TFunction, problem: StageProblem): string => t(`flows.rules.${problem.code}`, problem.values);

/** The problems of one stage, and of one edge, for marking them on the graph. */
export const problemsOfStage = (problems: StageProblem[], id: string) => problems.filter((p) => p.stageId === id);
export const problemsOfEdge = (problems: StageProblem[], edge: StageEdge) =>
  problems.filter((p) => p.edge !== undefined && edgeKey(p.edge) === edgeKey(edge));
