// Kept apart from readXlsxFile.ts and loaded only where `Worker` exists: jest compiles to CommonJS,
// where `import.meta` is a syntax error, and never needs this file.
export function spawnXlsxReaderWorker(): Worker {
  return new Worker(new URL('./xlsxReader.worker.ts', import.meta.url));
}
