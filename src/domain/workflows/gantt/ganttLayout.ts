import { longestPaths } from './longestPaths';
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
/** Up to this many steps dagre lays the diagram out; above, the column layout does (layoutGanttDiagram). */
export const GANTT_DAGRE_MAX_NODES = 150;

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
  layout(graph: DagreGraph): void;
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
  edges(): { v: string; w: string }[];
  node(id: string): { rank?: number };
  edge(edge: { v: string; w: string }): { minlen: number };
}

/**
 * Rank = the longest path from the start (the step's depth), so each depth is one column. O(V + E),
 * where dagre's network simplex took most of a 1,000-node layout (npm run bench -- gantt).
 */
function depthRanker(graph: RankGraph): void {
  const ranks = longestPaths(graph.nodes(), graph.edges().map((e) => [e.v, e.w, graph.edge(e).minlen] as const));
  for (const [id, rank] of ranks) graph.node(id).rank = rank;
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
  dagre.layout(graph);
  const positions: GanttLayout['positions'] = {};
  for (const id of input.nodeIds) {
    const { x, y } = graph.node(id);
    positions[id] = { x: x - GANTT_NODE_WIDTH / 2, y: y - GANTT_NODE_HEIGHT / 2 };
  }
  const { width = 0, height = 0 } = graph.graph();
  return { positions, width, height };
}
