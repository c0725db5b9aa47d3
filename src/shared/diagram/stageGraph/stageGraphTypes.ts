/**
 * A stage graph: the stages of a flow and which stage may follow which (an edge from a predecessor to the
 * stage after it). Ids are strings so a new, unsaved stage can have one before the service numbers it.
 */
export interface Stage {
  id: string;
  name: string;
  initial: boolean;
  final: boolean;
}

export interface StageEdge {
  from: string;
  to: string;
}

export interface StageGraph {
  stages: Stage[];
  edges: StageEdge[];
}

/** The rules of spec 002 section 4 (status flows) and of the issue (reachability, nothing after a final stage), and the names'. */
export type StageProblemCode =
  | 'noStages'
  | 'noInitial'
  | 'manyInitial'
  | 'noFinal'
  | 'ownPredecessor'
  | 'unreachable'
  | 'afterFinal'
  | 'repeatedEdge'
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameRepeated';

/** One broken rule, on a stage, on an edge, or on the graph as a whole (neither). */
export interface StageProblem {
  code: StageProblemCode;
  stageId?: string;
  edge?: StageEdge;
  values: Record<string, string | number>;
}

export const edgeKey = (edge: StageEdge): string => `${edge.from}->${edge.to}`;
