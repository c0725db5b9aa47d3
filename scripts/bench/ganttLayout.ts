// `npm run bench -- gantt`: the workflow Gantt layout (issue 7). In Node: the layout of synthetic
// work orders (test/sandbox/workflow/syntheticGantt.ts) of 50, 300 and 1,000 steps with the old dagre
// 0.8.5 and with @dagrejs/dagre, both as they come (network-simplex ranking, every edge), with
// @dagrejs/dagre on the app's settings (depth ranker, shortcut edges dropped: src/domain/workflows/gantt/
// ganttLayout.ts) and with the column layout (ganttColumnLayout.ts); the app runs dagre up to 150
// steps and the column layout above (layoutGanttDiagram.ts). Runs alternate so a busy machine slows
// all alike; medians printed. In Chromium
// (scripts/bench/ganttLayoutBrowser.ts): opening the diagram to its opening view drawn;
// `npm run bench -- gantt-draw` runs that half alone.
import { createRequire } from 'node:module';
import * as dagrejs from '@dagrejs/dagre';
import { buildGanttGraph } from '../../src/domain/workflows/gantt/ganttGraph';
import { layoutGanttColumns } from '../../src/domain/workflows/gantt/ganttColumnLayout';
import { GANTT_DAGRE_MAX_NODES, layoutGantt, type DagreLike, type GanttLayout, type GanttLayoutInput, type GanttLayoutOptions } from '../../src/domain/workflows/gantt/ganttLayout';
import { syntheticGantt } from '../../test/sandbox/workflow/syntheticGantt';
import { benchGanttDraw } from './ganttLayoutBrowser';

const SIZES = [50, 300, 1000] as const;
/** Issue 7: opening the diagram to its opening view drawn. */
const DRAW_TARGET_MS: Record<number, number> = { 300: 400, 1000: 4000 };
/** Runs per size; the old dagre takes about a minute for 1,000 nodes on a busy 2-core machine. */
const RUNS: Record<(typeof SIZES)[number], number> = { 50: 7, 300: 5, 1000: 3 };

// The old dagre has no types and is CommonJS.
const oldDagre = createRequire(__filename)('dagre') as DagreLike;
const newDagre = ((dagrejs as unknown as { default?: DagreLike }).default ?? dagrejs) as unknown as DagreLike;
const LIBRARY: GanttLayoutOptions = { ranker: 'network-simplex', reduceEdges: false };
const APP: GanttLayoutOptions = { ranker: 'depth', reduceEdges: true };

const withDagre = (dagre: DagreLike, options: GanttLayoutOptions) => (input: GanttLayoutInput) => layoutGantt(dagre, input, options);

const VARIANTS: { key: 'dagre085' | 'dagrejs' | 'dagreApp' | 'columns'; label: string; layout: (input: GanttLayoutInput) => GanttLayout }[] = [
  { key: 'dagre085', label: 'dagre 0.8.5', layout: withDagre(oldDagre, LIBRARY) },
  { key: 'dagrejs', label: '@dagrejs/dagre 3.1.3', layout: withDagre(newDagre, LIBRARY) },
  { key: 'dagreApp', label: '@dagrejs/dagre, app settings', layout: withDagre(newDagre, APP) },
  { key: 'columns', label: 'column layout', layout: layoutGanttColumns },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface GanttLayoutFigure {
  nodes: number;
  edges: number;
  runs: number;
  median_ms: Record<(typeof VARIANTS)[number]['key'], number>;
  /** What the app runs at this size. */
  app: 'dagreApp' | 'columns';
}

function inputOf(stepCount: number): { input: GanttLayoutInput; edges: number } {
  const graph = buildGanttGraph(syntheticGantt(stepCount, 7));
  return { input: { nodeIds: graph.nodes.map((n) => n.id), edges: graph.edges.map((e) => [e.source, e.target]) }, edges: graph.edges.length };
}

export function benchGanttLayout(): GanttLayoutFigure[] {
  const figures: GanttLayoutFigure[] = [];
  for (const size of SIZES) {
    const { input, edges } = inputOf(size);
    const times = new Map<string, number[]>(VARIANTS.map((v) => [v.key, []]));
    for (const v of VARIANTS) v.layout(inputOf(20).input); // JIT warm-up
    for (let run = 0; run < RUNS[size]; run++) {
      process.stdout.write(`  gantt layout ${size} nodes, run ${run + 1}/${RUNS[size]}\n`);
      for (const v of VARIANTS) {
        const start = performance.now();
        v.layout(input);
        times.get(v.key)!.push(performance.now() - start);
      }
    }
    const medianOf = (key: string) => Math.round(median(times.get(key)!));
    figures.push({
      nodes: size,
      edges,
      runs: RUNS[size],
      median_ms: { dagre085: medianOf('dagre085'), dagrejs: medianOf('dagrejs'), dagreApp: medianOf('dagreApp'), columns: medianOf('columns') },
      app: size > GANTT_DAGRE_MAX_NODES ? 'columns' : 'dagreApp',
    });
  }
  return figures;
}

export function printGanttLayout(figures: GanttLayoutFigure[]): void {
  const header = ['nodes (edges)', 'runs', ...VARIANTS.map((v) => `${v.label} ms`)];
  // The app's choice at each size is starred.
  const rows = figures.map((f) => [`${f.nodes} (${f.edges})`, String(f.runs), ...VARIANTS.map((v) => `${f.median_ms[v.key]}${f.app === v.key ? ' *' : ''}`)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\nGantt layout in Node (median; * = what the app runs at that size):\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
}

/** Both halves of `npm run bench -- gantt` (the browser half alone with `withLayout` false), printed, as entries of bench-results.json. */
export async function ganttFigures(withLayout = true) {
  console.log('\nWorkflow Gantt layout (synthetic work orders; targets: 300 nodes laid out and drawn < 400 ms, 1,000 < 4 s)…');
  const layout = withLayout ? benchGanttLayout() : [];
  if (withLayout) printGanttLayout(layout);
  const draw = await benchGanttDraw();
  console.log('\nGantt diagram in Chromium, click to the opening view drawn (production build, page reloaded before each run):');
  for (const f of draw) {
    const runs = `runs ${f.runs_ms.join(', ')} ms; nodes in view ${f.drawn_nodes.join(', ')}`;
    console.log(`  ${String(f.nodes).padStart(5)} nodes: median ${Math.round(median(f.runs_ms))} ms (${runs}; target ${DRAW_TARGET_MS[f.nodes]} ms)`);
  }
  return [
    ...layout.map((f) => ({ name: `Gantt layout in Node, ${f.nodes} nodes`, ...f })),
    ...draw.map((f) => ({
      name: `Gantt diagram drawn in Chromium, ${f.nodes} nodes`,
      median_ms: Math.round(median(f.runs_ms)),
      runs_ms: f.runs_ms,
      drawn_nodes: f.drawn_nodes,
      target_ms: DRAW_TARGET_MS[f.nodes],
      met: median(f.runs_ms) < DRAW_TARGET_MS[f.nodes]!,
    })),
  ];
}
