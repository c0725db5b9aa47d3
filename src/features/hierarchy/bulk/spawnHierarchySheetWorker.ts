// Kept apart from checkHierarchyFile.ts and loaded only where `Worker` exists: jest compiles to CommonJS,
// where `import.meta` is a syntax error, and never needs this file.
export function spawnHierarchySheetWorker(): Worker {
  return new Worker(new URL('./hierarchySheet.worker.ts', import.meta.url));
}
