// Kept apart from processImage.ts and loaded only where `Worker` exists: jest compiles to CommonJS,
// where `import.meta` is a syntax error, and never needs this file.
export function spawnImageWorker(): Worker {
  return new Worker(new URL('./image.worker.ts', import.meta.url));
}
