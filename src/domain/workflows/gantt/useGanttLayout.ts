import { useEffect, useState } from 'react';
import type { GanttGraph } from './ganttGraph';
import type { GanttLayout } from './ganttLayout';
import { runGanttLayout } from './runGanttLayout';

export type GanttLayoutState = { status: 'idle' | 'running' } | { status: 'done'; layout: GanttLayout } | { status: 'failed'; error: Error };

/** The graph's layout, computed off the page (runGanttLayout.ts) whenever the graph changes. */
export function useGanttLayout(graph: GanttGraph | null): GanttLayoutState {
  const [state, setState] = useState<{ graph: GanttGraph | null; result: GanttLayoutState }>({ graph: null, result: { status: 'idle' } });
  useEffect(() => {
    if (!graph) return;
    let current = true;
    runGanttLayout({ nodeIds: graph.nodes.map((n) => n.id), edges: graph.edges.map((e) => [e.source, e.target]) }).then(
      (layout) => current && setState({ graph, result: { status: 'done', layout } }),
      (error: unknown) => current && setState({ graph, result: { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      current = false;
    };
  }, [graph]);
  if (!graph) return { status: 'idle' };
  return state.graph === graph ? state.result : { status: 'running' };
}
