// Kept apart and loaded only where `Worker` exists: jest compiles to CommonJS, where `import.meta`
// is a syntax error, and never needs this file (as src/shared/export/spawnWorker.ts).
export function spawnTicketPdfWorker(): Worker {
  return new Worker(new URL('./ticketPdf.worker.ts', import.meta.url));
}
