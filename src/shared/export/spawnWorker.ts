// Kept apart from startExport.ts and loaded only where `Worker` exists: jest compiles to CommonJS,
// where `import.meta` is a syntax error, and never needs this file.
export function spawnExportWorker(): Worker {
  return new Worker(new URL('./export.worker.ts', import.meta.url));
}
