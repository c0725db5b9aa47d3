// Kept apart and loaded only where `Worker` exists: jest compiles to CommonJS, where `import.meta`
// is a syntax error, and never needs this file (as src/domain/tickets/pdf/spawnWorker.ts).
export function spawnGanttLayoutWorker(): Worker {
  return new Worker(new URL('./ganttLayout.worker.ts', import.meta.url));
}
