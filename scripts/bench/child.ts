// One measured run in a fresh process, so its peak memory (maxRSS) is its own:
//   node --expose-gc --import tsx scripts/bench/child.ts <csv|xlsx|pdf> <ours|baseline> <warmups>
// Runs the export <warmups> times untimed (JIT and one-time library set-up), then once timed,
// garbage-collecting before each, and prints one JSON line: { ms, peakMb, bytes }.
// Only the side measured is loaded: ours never loads exceljs, the baselines never load our code.
import { BENCH_ROWS, benchLabels, ticketColumns, ticketRows } from './ticketRows';
import type { ExportFormat } from '../../src/shared/export/types';

async function main() {
  const [format, impl, warmupsArg] = process.argv.slice(2) as [ExportFormat, 'ours' | 'baseline', string];
  const warmups = Number(warmupsArg);
  if (!['csv', 'xlsx', 'pdf'].includes(format) || !['ours', 'baseline'].includes(impl) || !(warmups >= 0)) {
    throw new Error(`usage: child.ts <csv|xlsx|pdf> <ours|baseline> <warmups>, got ${process.argv.slice(2).join(' ')}`);
  }
  // Load everything before timing.
  const { startExport } = await import('../../src/shared/export/startExport');
  if (impl === 'ours') await import(`../../src/shared/export/writers/${format}`);
  const baselines = impl === 'baseline' ? await import('./baselines') : null;
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const rows = ticketRows(BENCH_ROWS);
  let ms = 0;
  let bytes = 0;
  for (let run = 0; run <= warmups; run++) {
    gc();
    const started = performance.now();
    let blob: Blob;
    if (impl === 'ours') {
      blob = (await startExport({ format, columns: ticketColumns, labels: benchLabels, rows, title: 'Tickets activos', fileBaseName: 'Tickets', timeZone: 'America/Mexico_City' })).blob;
    } else {
      const { baselineCsv, baselinePdf, baselineXlsx } = baselines!;
      blob = await { csv: baselineCsv, xlsx: baselineXlsx, pdf: baselinePdf }[format](ticketColumns, rows);
    }
    ms = performance.now() - started;
    bytes = blob.size;
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`${JSON.stringify({ ms, peakMb, bytes })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
