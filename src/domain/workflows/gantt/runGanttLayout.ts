import { defineWorkerTask } from '../../../shared/workers/runInWorker';
import type { GanttLayout, GanttLayoutInput } from './ganttLayout';
import { layoutGanttInPage } from './layoutGanttDiagram';

const ganttLayoutWorker = defineWorkerTask<GanttLayoutInput, GanttLayout>({
  spawn: async () => (await import('./spawnGanttLayoutWorker')).spawnGanttLayoutWorker(),
  load: async () => layoutGanttInPage,
});

/** Starts a layout worker ahead of the diagram's data, so its start (parsing dagre) overlaps the request. */
export function prepareGanttLayout(): void {
  ganttLayoutWorker.warm();
}

/**
 * Lays a diagram out in a Web Worker, or in the page where there is none: dagre takes tens of
 * milliseconds for 150 steps (npm run bench -- gantt), time the page keeps for drawing.
 */
export function runGanttLayout(input: GanttLayoutInput): Promise<GanttLayout> {
  return ganttLayoutWorker.run(input);
}
