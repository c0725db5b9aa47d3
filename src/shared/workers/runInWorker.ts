import { proxy, wrap, type UnproxyOrClone } from 'comlink';
import type { TaskContext, TaskEndpoint, WorkerTask } from './exposeTask';

export { transfer } from 'comlink';
export type { TaskContext, WorkerTask } from './exposeTask';

/** How a run ends when its signal aborts. */
export class TaskCancelledError extends Error {
  constructor() {
    super('The task was cancelled');
    this.name = 'TaskCancelledError';
  }
}

export interface WorkerTaskDefinition<In, Out, P, C> {
  /**
   * Starts the worker. It lives in a module of its own, imported here lazily: webpack bundles each
   * worker from its `new Worker(new URL(...))`, and jest (CommonJS, no `import.meta`) never loads it.
   */
  spawn: () => Promise<Worker>;
  /** The same task for the page, where there is no worker (jest, node, the bench) or it cannot start. */
  load: () => Promise<WorkerTask<In, Out, P, C>>;
  /** Whether this browser can run the task in a worker; `Worker` existing is always required. */
  canUseWorker?: () => boolean;
  /** Run in the page also when the worker fails (blocked, out of memory); for tasks without chunks. */
  inPageOnFailure?: boolean;
}

export interface RunOptions<P, C> {
  onProgress?: (progress: P) => void;
  /**
   * Input streamed in chunks, each cloned only when the task asks for it (`next`), so no page task
   * clones much at once and the task sets the pace. A chunk may be `transfer(chunk, buffers)`.
   * A failure here rejects the run with that same error.
   */
  chunks?: AsyncIterable<C>;
  /** Aborting terminates the worker and rejects the run with TaskCancelledError. */
  signal?: AbortSignal;
}

export interface WorkerTaskRunner<In, Out, P, C> {
  /** Runs the task once in a fresh worker (or the warm one), terminated however the run ends. */
  run(input: In, options?: RunOptions<P, C>): Promise<Out>;
  /** Starts a worker for the next run now, so its start-up (parsing its bundle) is paid ahead. */
  warm(): void;
}

/** One task run in a Web Worker through comlink, with progress, streamed input and cancel. */
export function defineWorkerTask<In, Out, P = never, C = never>(definition: WorkerTaskDefinition<In, Out, P, C>): WorkerTaskRunner<In, Out, P, C> {
  let standby: Promise<Spawned | null> | null = null;
  const canUseWorker = () => typeof Worker === 'function' && (definition.canUseWorker?.() ?? true);
  const spawn = async (): Promise<Spawned | null> => {
    try {
      return watch(await definition.spawn());
    } catch {
      return null;
    }
  };
  const takeWorker = async () => {
    if (!canUseWorker()) return null;
    const spawned = standby ?? spawn();
    standby = null;
    return spawned;
  };

  return {
    warm() {
      if (!standby && canUseWorker()) standby = spawn();
    },
    async run(input, options = {}) {
      if (options.signal?.aborted) throw new TaskCancelledError();
      const spawned = await takeWorker();
      if (options.signal?.aborted) {
        spawned?.worker.terminate();
        throw new TaskCancelledError();
      }
      if (spawned) {
        try {
          return await runOnce(spawned, definition.load, input, options);
        } catch (error) {
          if (!definition.inPageOnFailure || error instanceof TaskCancelledError) throw error;
        }
      }
      return runOnce(null, definition.load, input, options);
    },
  };
}

interface Spawned {
  worker: Worker;
  /** Rejects when the worker fails on its own (a script that does not load, a message it cannot read). */
  failed: Promise<never>;
}

/**
 * comlink does not listen for a worker's own failures: without this a worker that fails to load
 * would hang its run. Listening from the start also catches a warm worker that failed while waiting.
 */
function watch(worker: Worker): Spawned {
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'The worker failed'));
    });
    worker.addEventListener('messageerror', () => reject(new Error('The worker sent an unreadable message')));
  });
  failed.catch(() => undefined);
  return { worker, failed };
}

/** One run on `worker`, or in the page without one. The caller's callbacks go quiet once it settles. */
async function runOnce<In, Out, P, C>(
  spawned: Spawned | null,
  load: () => Promise<WorkerTask<In, Out, P, C>>,
  input: In,
  { onProgress, chunks, signal }: RunOptions<P, C>,
): Promise<Out> {
  let settled = false;
  let stop!: (error: unknown) => void;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  const iterator = chunks?.[Symbol.asyncIterator]();
  const controller = new AbortController();
  const context: TaskContext<P, C> = {
    onProgress: (progress) => {
      if (!settled) onProgress?.(progress);
    },
    next: async () => {
      if (settled) throw new TaskCancelledError();
      if (!iterator) return undefined;
      try {
        const step = await iterator.next();
        return step.done ? undefined : step.value;
      } catch (error) {
        // The page's own error, as it is: through a worker it would come back as a bare message.
        stop(error);
        throw error;
      }
    },
    signal: controller.signal,
  };
  const onAbort = () => stop(new TaskCancelledError());
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const result = spawned
      ? wrap<TaskEndpoint<In, Out, P, C>>(spawned.worker).run(input as UnproxyOrClone<In>, proxy(context.onProgress), proxy(context.next))
      : load().then((task) => task(input, context));
    return await Promise.race([result as Promise<Out>, stopped, ...(spawned ? [spawned.failed] : [])]);
  } finally {
    settled = true;
    controller.abort();
    signal?.removeEventListener('abort', onAbort);
    spawned?.worker.terminate();
    void iterator?.return?.().catch(() => undefined);
  }
}
