import dagre from '@dagrejs/dagre';
import type { StageGraph } from './stageGraphTypes';

export const STAGE_NODE_WIDTH = 190;
export const STAGE_NODE_HEIGHT = 84;

/**
 * Top-left corners of the stages, laid out left to right by dagre (loops back are allowed: dagre reverses
 * them to rank). A flow has tens of stages, so this runs in the page.
 */
export function layoutStageGraph(graph: StageGraph): Record<string, { x: number; y: number }> {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'LR', ranksep: 70, nodesep: 40, marginx: 10, marginy: 10 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const s of graph.stages) g.setNode(s.id, { width: STAGE_NODE_WIDTH, height: STAGE_NODE_HEIGHT });
  for (const e of graph.edges) if (e.from !== e.to && g.hasNode(e.from) && g.hasNode(e.to)) g.setEdge(e.from, e.to);
  dagre.layout(g);
  const positions: Record<string, { x: number; y: number }> = {};
  for (const s of graph.stages) {
    const { x, y } = g.node(s.id);
    positions[s.id] = { x: x - STAGE_NODE_WIDTH / 2, y: y - STAGE_NODE_HEIGHT / 2 };
  }
  return positions;
}
