import type { StageGraph } from '../../shared/diagram/stageGraph/stageGraphTypes';

/** A stage as the flow services answer it, once named alike (statusId, stageId or id become `id`). */
export interface FlowStage {
  id: number;
  name: string;
  initial: boolean;
  final: boolean;
  predecessorIds: number[];
}

/** The services' stages, each naming the stages it may follow, as the editor's graph of edges. */
export const toGraph = (stages: FlowStage[]): StageGraph => ({
  stages: stages.map((s) => ({ id: String(s.id), name: s.name, initial: s.initial, final: s.final })),
  edges: stages.flatMap((s) => s.predecessorIds.map((p) => ({ from: String(p), to: String(s.id) }))),
});

/** The graph back as stages with their predecessors' ids (as the editor keeps them: text). */
export const toStages = (graph: StageGraph) =>
  graph.stages.map((s) => ({ ...s, predecessorIds: graph.edges.filter((e) => e.to === s.id).map((e) => e.from) }));
