import type { Stage, StageEdge, StageGraph } from './stageGraphTypes';

/**
 * The editor's changes to a graph, each returning a new graph. A stage added gets a fresh id (`new-<n>`) the
 * service replaces when it saves. Connecting twice the same pair is a no-op: the edge is already there.
 */
export function addStage(graph: StageGraph, name: string): StageGraph {
  const taken = new Set(graph.stages.map((s) => s.id));
  let n = graph.stages.length + 1;
  while (taken.has(`new-${n}`)) n += 1;
  const stage: Stage = { id: `new-${n}`, name, initial: graph.stages.length === 0, final: false };
  return { ...graph, stages: [...graph.stages, stage] };
}

/** Adds a stage picked from a catalogue (a status, a change stage): its id and name are the catalogue's. */
export const addChosenStage = (graph: StageGraph, choice: { id: string; name: string }): StageGraph =>
  graph.stages.some((s) => s.id === choice.id)
    ? graph
    : { ...graph, stages: [...graph.stages, { id: choice.id, name: choice.name, initial: graph.stages.length === 0, final: false }] };

export const updateStage = (graph: StageGraph, id: string, change: Partial<Omit<Stage, 'id'>>): StageGraph => ({
  ...graph,
  stages: graph.stages.map((s) => (s.id === id ? { ...s, ...change } : s)),
});

export const removeStage = (graph: StageGraph, id: string): StageGraph => ({
  stages: graph.stages.filter((s) => s.id !== id),
  edges: graph.edges.filter((e) => e.from !== id && e.to !== id),
});

export const connect = (graph: StageGraph, edge: StageEdge): StageGraph =>
  graph.edges.some((e) => e.from === edge.from && e.to === edge.to) ? graph : { ...graph, edges: [...graph.edges, edge] };

export const disconnect = (graph: StageGraph, edge: StageEdge): StageGraph => ({
  ...graph,
  edges: graph.edges.filter((e) => !(e.from === edge.from && e.to === edge.to)),
});
