import { GANTT_COLUMN_STEP, GANTT_NODE_GAP, GANTT_NODE_HEIGHT, GANTT_NODE_WIDTH, type GanttLayout, type GanttLayoutInput } from './ganttLayout';
import { longestPaths } from './longestPaths';
import { transitiveReduction } from './transitiveReduction';

const ROW_STEP = GANTT_NODE_HEIGHT + GANTT_NODE_GAP;

/**
 * The layout of big diagrams (ganttLayout.ts says when), in one pass, O(V + E) but for sorting each
 * column: one column per depth as with dagre, the first column stacked, and each later column's
 * nodes sorted by where their parents are (the barycentre rule dagre's ordering starts from) and
 * placed as near those places as the 75 px gaps allow. So a chain stays straight, a step with
 * several parents sits between them and siblings are centred on their parent.
 */
export function layoutGanttColumns(input: GanttLayoutInput): GanttLayout {
  const { nodeIds } = input;
  const edges = transitiveReduction(nodeIds, input.edges);
  const depth = longestPaths(nodeIds, edges.map(([source, target]) => [source, target, 1] as const));
  const parents = new Map<string, string[]>(nodeIds.map((id) => [id, []]));
  for (const [source, target] of edges) parents.get(target)?.push(source);
  const columns: string[][] = [];
  for (const id of nodeIds) (columns[depth.get(id)!] ??= []).push(id);

  const centre = new Map<string, number>();
  for (const column of columns) {
    if (!column) continue;
    const wanted = column.map((id, index) => {
      const placed = parents.get(id)!.map((p) => centre.get(p)!);
      return { id, index, at: placed.length ? placed.reduce((a, b) => a + b, 0) / placed.length : index * ROW_STEP };
    });
    wanted.sort((a, b) => a.at - b.at || a.index - b.index);
    const placed = closestSpaced(wanted.map((w) => w.at), ROW_STEP);
    wanted.forEach((w, i) => centre.set(w.id, placed[i]!));
  }

  const top = Math.min(...centre.values()) - GANTT_NODE_HEIGHT / 2;
  const positions: GanttLayout['positions'] = {};
  let height = 0;
  for (const id of nodeIds) {
    const y = centre.get(id)! - GANTT_NODE_HEIGHT / 2 - top;
    positions[id] = { x: depth.get(id)! * GANTT_COLUMN_STEP, y };
    height = Math.max(height, y + GANTT_NODE_HEIGHT);
  }
  const width = nodeIds.length ? (columns.length - 1) * GANTT_COLUMN_STEP + GANTT_NODE_WIDTH : 0;
  return { positions, width, height };
}

/**
 * Positions as close as possible (least squares) to the sorted wishes `at` while at least `gap`
 * apart: with z = y - i * gap the gaps become "z never decreases", which pooling adjacent violators
 * solves exactly in one pass.
 */
export function closestSpaced(at: readonly number[], gap: number): number[] {
  const blocks: { sum: number; count: number }[] = [];
  at.forEach((value, i) => {
    blocks.push({ sum: value - i * gap, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1]!;
      const before = blocks[blocks.length - 2]!;
      if (before.sum / before.count <= last.sum / last.count) break;
      before.sum += last.sum;
      before.count += last.count;
      blocks.pop();
    }
  });
  const result: number[] = [];
  for (const block of blocks) for (let k = 0; k < block.count; k++) result.push(block.sum / block.count + result.length * gap);
  return result;
}
