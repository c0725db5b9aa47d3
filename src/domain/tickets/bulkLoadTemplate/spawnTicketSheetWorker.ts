// Kept apart from checkTicketFile.ts and loaded only where `Worker` exists: jest compiles to CommonJS,
// where `import.meta` is a syntax error, and never needs this file.
export function spawnTicketSheetWorker(): Worker {
  return new Worker(new URL('./ticketSheet.worker.ts', import.meta.url));
}
