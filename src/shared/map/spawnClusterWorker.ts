// Its own module, imported lazily: webpack bundles the worker from this `new URL`, and jest (CommonJS,
// no import.meta) never loads it.
export function spawnClusterWorker(): Worker {
  return new Worker(new URL('./cluster.worker.ts', import.meta.url));
}
