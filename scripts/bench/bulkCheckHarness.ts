// The page of `npm run bench -- bulk-check` (scripts/bench/bulkCheckBrowser.ts): the component bulk screens'
// check alone (src/domain/components/bulk/checkComponentFile.ts), reading and checking the served
// template in its worker as the screens do. It records every long task of the main thread.
import { checkComponentFile } from '../../src/domain/components/bulk/checkComponentFile';

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
    const file = new File([await response.blob()], 'componentes.xlsx');
    const startedAt = performance.now();
    const check = await checkComponentFile(file);
    const ms = performance.now() - startedAt;
    return { startedAt, ms, rows: check.ok ? check.rows.length : 0, outcome: check.ok ? 'ok' : check.fileError ?? `${check.issues.length} issues` };
  },
};
(window as unknown as { bulkBench: BulkBench }).bulkBench = bench;

new PerformanceObserver((list) => {
  for (const task of list.getEntries()) bench.longTasks.push({ start: task.startTime, duration: task.duration });
}).observe({ type: 'longtask', buffered: true });
bench.ready = true;
