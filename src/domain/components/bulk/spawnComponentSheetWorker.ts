// Kept apart from checkComponentFile.ts and loaded only where `Worker` exists: jest compiles to CommonJS,
// where `import.meta` is a syntax error, and never needs this file.
export function spawnComponentSheetWorker(): Worker {
  return new Worker(new URL('./componentSheet.worker.ts', import.meta.url));
}
