// The most CPU time one task of the page's main thread took, from a Chromium trace: on a busy machine a
// task's wall-clock length also counts its waits for a core; its CPU time is what a quiet machine would see.
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** Runs `action` under a trace of the page's tasks and answers the longest task's CPU time on its main thread (ms). */
export async function longestTaskCpuDuring(cdp: CDPSession, action: () => Promise<void>): Promise<number> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  try {
    await action();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const cpu = events.filter((e) => e.name === 'RunTask' && mainThreads.has(`${e.pid}:${e.tid}`)).map((e) => (e.tdur ?? 0) / 1000);
  return Math.max(0, ...cpu);
}
