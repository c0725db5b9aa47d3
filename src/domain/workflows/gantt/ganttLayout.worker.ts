// The Gantt layout worker (bundled by webpack 5 from spawnGanttLayoutWorker.ts): dagre runs here so a
// large diagram never blocks the page. dagre is bundled in, so a worker started ahead (prepareGanttLayout)
// is ready when the diagram's data arrives.
import dagre from '@dagrejs/dagre';
import type { DagreLike } from './ganttLayout';
import { layoutGanttDiagram } from './layoutGanttDiagram';
import type { GanttLayoutReply, GanttLayoutRequest } from './runGanttLayout';

interface DedicatedWorkerScope {
  onmessage: ((event: MessageEvent<GanttLayoutRequest>) => void) | null;
  postMessage(message: GanttLayoutReply): void;
}

const scope = self as unknown as DedicatedWorkerScope;
scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({ id: data.id, layout: layoutGanttDiagram(dagre as unknown as DagreLike, data.input) });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
