// The page of `npm run bench -- bulk-check` (scripts/bench/bulkCheckBrowser.ts): a bulk screen's check alone (the
// components' checkComponentFile, or the locations' checkLocationLoadFile when the address says ?sheet=locations),
// reading and checking the served template in its worker as the screens do. It records every long task of the
// main thread.
import { checkComponentFile } from '../../src/domain/components/bulk/checkComponentFile';
import { checkLocationLoadFile } from '../../src/domain/locations/bulk/checkLocationFile';

const check = new URLSearchParams(window.location.search).get('sheet') === 'locations' ? checkLocationLoadFile : checkComponentFile;

interface Run {
  ms: number;
  rows: number;
  outcome: string;
}
interface BulkBench {
  ready: boolean;
  longTasks: { start: number; duration: number }[];
  run: () => Promise<Run & { startedAt: number }>;
}

const bench: BulkBench = {
  ready: false,
  longTasks: [],
  run: async () => {
    const response = await fetch('/template.xlsx');
    const file = new File([await response.blob()], 'plantilla.xlsx');
    const startedAt = performance.now();
    const checked = await check(file);
    const ms = performance.now() - startedAt;
    return { startedAt, ms, rows: checked.ok ? checked.rows.length : 0, outcome: checked.ok ? 'ok' : checked.fileError ?? `${checked.issues.length} issues` };
  },
};
(window as unknown as { bulkBench: BulkBench }).bulkBench = bench;

new PerformanceObserver((list) => {
  for (const task of list.getEntries()) bench.longTasks.push({ start: task.startTime, duration: task.duration });
}).observe({ type: 'longtask', buffered: true });
bench.ready = true;
