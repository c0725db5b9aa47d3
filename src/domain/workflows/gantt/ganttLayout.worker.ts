// The Gantt layout worker (bundled by webpack 5 from spawnGanttLayoutWorker.ts): dagre runs here so a
// large diagram never blocks the page. dagre is bundled in, so a worker started ahead (prepareGanttLayout)
// is ready when the diagram's data arrives.
import dagre from '@dagrejs/dagre';
import { exposeTask } from '../../../shared/workers/exposeTask';
import type { DagreLike, GanttLayoutInput } from './ganttLayout';
import { layoutGanttDiagram } from './layoutGanttDiagram';

exposeTask((input: GanttLayoutInput) => layoutGanttDiagram(dagre as unknown as DagreLike, input));
