import { expose, type Endpoint } from 'comlink';

/** What a task gets besides its input, in a worker and in the page alike. */
export interface TaskContext<P, C> {
  onProgress: (progress: P) => void;
  /** The next chunk the page streams in (its `chunks`), undefined after the last. */
  next: () => Promise<C | undefined>;
  /** Aborted when the run is cancelled; only a run in the page needs it: a worker is terminated. */
  signal: AbortSignal;
}

/** A job that runs in a Web Worker (exposeTask) or in the page (runInWorker's fallback). */
export type WorkerTask<In, Out, P = never, C = never> = (input: In, context: TaskContext<P, C>) => Out | Promise<Out>;

/** The one call a task's worker answers; the callbacks arrive as comlink proxies. */
export interface TaskEndpoint<In, Out, P, C> {
  run(input: In, onProgress: (progress: P) => void, next: () => Promise<C | undefined>): Promise<Out>;
}

/** The worker's side: call once at the top of a `*.worker.ts` file. `endpoint` is for tests. */
export function exposeTask<In, Out, P = never, C = never>(task: WorkerTask<In, Out, P, C>, endpoint?: Endpoint): void {
  const signal = new AbortController().signal;
  const api: TaskEndpoint<In, Out, P, C> = {
    run: async (input, onProgress, next) => task(input, { onProgress, next, signal }),
  };
  expose(api, endpoint);
}
