// Kept apart from checkLocationFile.ts and loaded only where `Worker` exists: jest compiles to CommonJS,
// where `import.meta` is a syntax error, and never needs this file.
export function spawnLocationLoadWorker(): Worker {
  return new Worker(new URL('./locationLoadSheet.worker.ts', import.meta.url));
}

export function spawnLocationDeactivateWorker(): Worker {
  return new Worker(new URL('./locationDeactivateSheet.worker.ts', import.meta.url));
}
