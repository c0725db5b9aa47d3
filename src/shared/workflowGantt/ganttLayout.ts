import { transitiveReduction } from './transitiveReduction';

/**
 * Node size and spacing of the diagram (spec 000 section 9: "node 175 by 70; horizontal spacing 250
 * per depth; vertical spacing 75"). Read as: columns left to right, one per depth, 250 px apart centre
 * to centre (175 wide + a 75 px gap: dagre's ranksep), and 75 px of empty space between two nodes of
 * one column (dagre's nodesep, so 145 px centre to centre).
 */
export const GANTT_NODE_WIDTH = 175;
export const GANTT_NODE_HEIGHT = 70;
export const GANTT_RANK_GAP = 75;
export const GANTT_NODE_GAP = 75;
export const GANTT_COLUMN_STEP = GANTT_NODE_WIDTH + GANTT_RANK_GAP;
/** Above this many steps the layout keeps dagre's first ordering of each column (see layoutGantt). */
export const GANTT_FULL_ORDERING_MAX_NODES = 150;

/** What the layout needs of the graph: node ids and parent -> child pairs. */
export interface GanttLayoutInput {
  nodeIds: string[];
  edges: [source: string, target: string][];
}

export interface GanttLayout {
  /** Top-left corner of each node, by node id. */
  positions: Record<string, { x: number; y: number }>;
  width: number;
  height: number;
}

/** The part of dagre's API the layout uses; @dagrejs/dagre and the old dagre 0.8 both have it (the bench compares them). */
export interface DagreLike {
  graphlib: { Graph: new () => DagreGraph };
  layout(graph: DagreGraph, options?: { disableOptimalOrderHeuristic?: boolean }): void;
}

interface DagreGraph {
  setGraph(label: object): unknown;
  setDefaultEdgeLabel(label: () => object): unknown;
  setNode(id: string, label: object): unknown;
  setEdge(source: string, target: string): unknown;
  node(id: string): { x: number; y: number };
  graph(): { width?: number; height?: number };
}

/** The graph dagre hands a ranker function (@dagrejs/dagre only; dagre 0.8 takes names only). */
interface RankGraph {
  nodes(): string[];
  node(id: string): { rank?: number };
  inEdges(id: string): { v: string; w: string }[] | undefined;
  outEdges(id: string): { v: string; w: string }[] | undefined;
  edge(edge: { v: string; w: string }): { minlen: number };
}

/**
 * Rank = the longest path from the start (the step's depth), so each depth is one column. O(V + E),
 * where dagre's network simplex took most of a 1,000-node layout (npm run bench -- gantt).
 */
function depthRanker(graph: RankGraph): void {
  const ids = graph.nodes();
  const pending = new Map(ids.map((id) => [id, graph.inEdges(id)?.length ?? 0]));
  const queue = ids.filter((id) => pending.get(id) === 0);
  for (const id of queue) graph.node(id).rank = 0;
  for (let k = 0; k < queue.length; k++) {
    const rank = graph.node(queue[k]!).rank!;
    for (const edge of graph.outEdges(queue[k]!) ?? []) {
      const child = graph.node(edge.w);
      child.rank = Math.max(child.rank ?? 0, rank + graph.edge(edge).minlen);
      const left = pending.get(edge.w)! - 1;
      pending.set(edge.w, left);
      if (left === 0) queue.push(edge.w);
    }
  }
}

export interface GanttLayoutOptions {
  /** 'depth' (ours, needs @dagrejs/dagre) or dagre's own default; the bench runs both. */
  ranker: 'depth' | 'network-simplex';
  /** Lay out without shortcut edges (transitiveReduction.ts): fewer dummy nodes, same columns. */
  reduceEdges: boolean;
}

const OURS: GanttLayoutOptions = { ranker: 'depth', reduceEdges: true };

/**
 * Lays the graph out left to right with the given dagre (its x and y are centres; ours are top-left
 * corners). A shortcut edge never lengthens a longest path, so dropping shortcuts keeps every step in
 * its column; React Flow still draws every edge.
 */
export function layoutGantt(dagre: DagreLike, input: GanttLayoutInput, options: GanttLayoutOptions = OURS): GanttLayout {
  const graph = new dagre.graphlib.Graph();
  const ranker = options.ranker === 'depth' ? depthRanker : options.ranker;
  graph.setGraph({ rankdir: 'LR', ranksep: GANTT_RANK_GAP, nodesep: GANTT_NODE_GAP, marginx: 0, marginy: 0, ranker });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of input.nodeIds) graph.setNode(id, { width: GANTT_NODE_WIDTH, height: GANTT_NODE_HEIGHT });
  const edges = options.reduceEdges ? transitiveReduction(input.nodeIds, input.edges) : input.edges;
  for (const [source, target] of edges) graph.setEdge(source, target);
  // dagre's crossing reduction sweeps the layers again and again; past a few hundred steps that costs more
  // than the crossings it saves in a diagram whose columns are its depths (npm run bench -- gantt).
  dagre.layout(graph, { disableOptimalOrderHeuristic: input.nodeIds.length > GANTT_FULL_ORDERING_MAX_NODES });
  const positions: GanttLayout['positions'] = {};
  for (const id of input.nodeIds) {
    const { x, y } = graph.node(id);
    positions[id] = { x: x - GANTT_NODE_WIDTH / 2, y: y - GANTT_NODE_HEIGHT / 2 };
  }
  const { width = 0, height = 0 } = graph.graph();
  return { positions, width, height };
}

/**
 * The layout with @dagrejs/dagre, loaded on first use. Chosen over the old dagre 0.8.5 by npm run
 * bench -- gantt (November 2026, 2-core machine, medians, both as they come): 72 vs 97 ms for 50 nodes,
 * 1.1 vs 1.6 s for 300, 24 vs 26 s for 1,000, so faster at every size here; and only it takes a ranker
 * function, which with shortcut edges dropped and the ordering rule above brings 50 nodes to 35 ms,
 * 300 to 0.2 s and 1,000 to 1.0 s.
 */
export async function layoutGanttWithDagre(input: GanttLayoutInput): Promise<GanttLayout> {
  const dagre = await import('@dagrejs/dagre');
  return layoutGantt((dagre.default ?? dagre) as unknown as DagreLike, input);
}
