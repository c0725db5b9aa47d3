import { layoutGanttColumns } from './ganttColumnLayout';
import { GANTT_DAGRE_MAX_NODES, layoutGantt, type DagreLike, type GanttLayout, type GanttLayoutInput } from './ganttLayout';

/**
 * The app's layout: @dagrejs/dagre up to GANTT_DAGRE_MAX_NODES steps, the column layout above. dagre was
 * chosen over the old dagre 0.8.5 by npm run bench -- gantt (November 2026, 2-core machine, medians, both
 * as they come): 72 vs 97 ms for 50 nodes, 1.1 vs 1.6 s for 300, 24 vs 26 s for 1,000, so faster at every
 * size here; and only it takes a ranker function. With that ranker and shortcut edges dropped it lays 50
 * steps out in about 35 ms. Past a few hundred steps its cost is graph bookkeeping (it doubles the
 * ranks to make room for edge labels, then copies the graph phase by phase): 0.2-0.3 s for 300 steps in
 * a worker, most of the 400 ms the diagram has to open. The column layout puts every step in the same
 * column with the same spacing in a few milliseconds; its order within a column is dagre's first
 * ordering rule, without dagre's sweeps, which past 150 steps cost more than the crossings they save.
 */
export function layoutGanttDiagram(dagre: DagreLike, input: GanttLayoutInput): GanttLayout {
  return input.nodeIds.length > GANTT_DAGRE_MAX_NODES ? layoutGanttColumns(input) : layoutGantt(dagre, input);
}

/** layoutGanttDiagram in the page, dagre loaded on first use (where there is no worker: jest, old browsers). */
export async function layoutGanttInPage(input: GanttLayoutInput): Promise<GanttLayout> {
  const dagre = await import('@dagrejs/dagre');
  return layoutGanttDiagram((dagre.default ?? dagre) as unknown as DagreLike, input);
}
