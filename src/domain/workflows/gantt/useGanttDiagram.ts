import { useEffect, useState } from 'react';

type DiagramModule = typeof import('./GanttDiagram');
export type GanttDiagramComponent = DiagramModule['default'];

let loaded: DiagramModule | null = null;
let loading: Promise<DiagramModule> | null = null;

/** Loads the diagram's code with React Flow and its styles, once; a failed load is tried again next time. */
export function loadGanttDiagram(): Promise<DiagramModule> {
  loading ??= import('./GanttDiagram').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type GanttDiagramState = { status: 'loading' } | { status: 'done'; Diagram: GanttDiagramComponent } | { status: 'failed'; error: Error };

/**
 * The diagram component, at once when its code is already here. Not React.lazy: a lazy component
 * suspends on its first render even when its code has arrived, and React then holds the boundary's
 * content back for up to 300 ms (npm run bench -- gantt showed the wait).
 */
export function useGanttDiagram(): GanttDiagramState {
  const [state, setState] = useState<GanttDiagramState>(() => (loaded ? { status: 'done', Diagram: loaded.default } : { status: 'loading' }));
  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    loadGanttDiagram().then(
      (module) => current && setState({ status: 'done', Diagram: module.default }),
      (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [state.status]);
  return state;
}
