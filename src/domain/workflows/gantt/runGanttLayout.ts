import type { GanttLayout, GanttLayoutInput } from './ganttLayout';
import { layoutGanttInPage } from './layoutGanttDiagram';

export interface GanttLayoutRequest {
  id: number;
  input: GanttLayoutInput;
}

export type GanttLayoutReply = { id: number; layout: GanttLayout } | { id: number; error: string };

let worker: Promise<Worker | null> | null = null;
const pending = new Map<number, { resolve: (layout: GanttLayout) => void; reject: (error: Error) => void }>();
let nextId = 1;

/** One worker for every diagram of the page, started on first use (null where there is none: jest, old browsers). */
function layoutWorker(): Promise<Worker | null> {
  worker ??= (async () => {
    if (typeof Worker !== 'function') return null;
    try {
      const spawned = (await import('./spawnGanttLayoutWorker')).spawnGanttLayoutWorker();
      spawned.onmessage = ({ data }: MessageEvent<GanttLayoutReply>) => {
        const request = pending.get(data.id);
        pending.delete(data.id);
        if ('layout' in data) request?.resolve(data.layout);
        else request?.reject(new Error(data.error));
      };
      spawned.onerror = (event) => {
        event.preventDefault();
        for (const request of pending.values()) request.reject(new Error(event.message || 'The layout worker failed'));
        pending.clear();
        spawned.terminate();
        worker = null;
      };
      return spawned;
    } catch {
      return null;
    }
  })();
  return worker;
}

/** Starts the worker ahead of the diagram's data, so its start overlaps the request. */
export function prepareGanttLayout(): void {
  void layoutWorker();
}

/**
 * Lays a diagram out in a Web Worker, or in-process where there is none: dagre takes tens of
 * milliseconds for 150 steps (npm run bench -- gantt), time the page keeps for drawing.
 */
export async function runGanttLayout(input: GanttLayoutInput): Promise<GanttLayout> {
  const target = await layoutWorker();
  if (!target) return layoutGanttInPage(input);
  const id = nextId++;
  return new Promise<GanttLayout>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ id, input } satisfies GanttLayoutRequest);
  });
}
