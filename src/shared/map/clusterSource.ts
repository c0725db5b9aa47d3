/**
 * Where ClusterMap's clustering runs: in a worker when the browser can start one, else in the page
 * (jest, or a worker that failed to start: the map still works, only less smoothly at 200,000 points).
 */
import { wrap, type Remote } from 'comlink';
import { createClusterIndex, type ClusterIndex, type ClusterInput } from './clusterIndex';
import type { ClusterWorkerApi } from './cluster.worker';

type Async<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never };

const WORKER_FAILED = new Error('The map worker failed');

export interface ClusterSource extends Async<Omit<ClusterIndex, 'complete'>> {
  /** Indexes the points; later calls answer from this index. */
  load(input: ClusterInput): Promise<void>;
  close(): void;
}

export function openClusterSource(): ClusterSource {
  let local: ClusterIndex | null = null;
  let loaded: ClusterInput | null = null;
  let worker: Worker | null = null;
  let remote: Remote<ClusterWorkerApi> | null = null;
  /** Rejects with WorkerFailed when the worker fails on its own; an error the index throws is not that. */
  let failed: Promise<never> = new Promise<never>(() => undefined);
  // Eager: in the map's own chunk, so the worker starts without waiting for one more fetch.
  const started =
    typeof Worker === 'function' ? import(/* webpackMode: "eager" */ './spawnClusterWorker').then(({ spawnClusterWorker }) => spawnClusterWorker()) : Promise.resolve(null);
  const ready = started
    .then((spawned) => {
      if (!spawned) return;
      worker = spawned;
      remote = wrap<ClusterWorkerApi>(spawned);
      failed = new Promise<never>((_, reject) =>
        spawned.addEventListener('error', (event) => {
          event.preventDefault();
          reject(WORKER_FAILED);
        }),
      );
      failed.catch(() => undefined);
    })
    .catch(() => undefined);

  /** In the worker; in the page once the worker has failed, with the points it was last given. */
  async function call<R>(inWorker: (api: Remote<ClusterWorkerApi>) => Promise<R>, inPage: (index: ClusterIndex) => R): Promise<R> {
    await ready;
    if (remote) {
      try {
        return await Promise.race([inWorker(remote), failed]);
      } catch (error) {
        if (error !== WORKER_FAILED) throw error;
        worker?.terminate();
        remote = null;
      }
    }
    if (!local) {
      if (!loaded) throw new Error('The cluster index was asked before it was loaded');
      local = createClusterIndex(loaded);
    }
    return inPage(local);
  }

  return {
    async load(input) {
      loaded = input;
      local = null;
      // Copied, not transferred: the page keeps the points in case the worker fails.
      await call((api) => api.load(input), () => undefined);
    },
    items: (bbox, zoom) => call((api) => api.items(bbox, zoom), (index) => index.items(bbox, zoom)),
    opening: (key) => call((api) => api.opening(key), (index) => index.opening(key)),
    leaves: (key, offset, limit) => call((api) => api.leaves(key, offset, limit), (index) => index.leaves(key, offset, limit)),
    close() {
      void ready.then(() => worker?.terminate());
    },
  };
}
