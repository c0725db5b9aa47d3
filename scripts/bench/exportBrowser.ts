// `npm run bench -- export-browser`: the ticket list's exports in Chromium (production build, sandbox
// seeded with 25,000 tickets: the "Activos" view holds 14,953 of them, "Todos" 25,311). For CSV, Excel
// and PDF of the whole active view: the longest main-thread task from the click on Export to the
// download (long tasks are the ones of 50 ms or more, counted from the click once the screen has finished
// loading: its own catalogue answers are not the export's), and the time from the click to the file beside
// the same pages fetched alone (replayed in the page with fetch and JSON parsing) plus the writer alone
// (scripts/bench/child.ts on 15,000 rows in Node), and the main thread's CPU time over the export (Chromium's
// ThreadTime counter: on a busy machine a task's length also counts its waits for a core, its CPU time does
// not) with the longest task's CPU time (from a trace). Then how long "Todos", over the limit, takes to say so.
import type { CDPSession, Page } from 'playwright-core';
import { withBenchPage } from './benchBrowser';
import { longestTaskCpuDuring } from './longestTaskCpu';

const PORT = Number(process.env.BENCH_EXPORT_PORT ?? 3596);
export const EXPORT_BENCH_TICKETS = 25_000;
export const LONG_TASK_TARGET_MS = 50;
export const WHOLE_EXPORT_FACTOR = 1.5;
const BUTTONS = { csv: 'Exportar CSV', xlsx: 'Exportar Excel', pdf: 'Exportar PDF' } as const;
export type BrowserFormat = keyof typeof BUTTONS;

export interface BrowserExportFigure {
  format: BrowserFormat;
  rows: number;
  clickToFileMs: number;
  fetchAloneMs: number;
  longestTaskMs: number;
  longTasks: number;
  /**
   * The most CPU time one main-thread task took (Chromium's trace, the task's thread time): on a busy
   * machine a task's length also counts its waits for a core; this is what a quiet machine would see.
   */
  longestTaskCpuMs: number;
  /** CPU time of the page's main thread from the click to the download. */
  mainThreadCpuMs: number;
}

/** The renderer main thread's CPU time so far (ms). */
async function mainThreadCpu(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime')!.value * 1000;
}

interface Replay {
  url: string;
  body: string;
  headers: Record<string, string>;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/requirement/find');
  await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
  await page.getByRole('button', { name: /Usuario: despachador / }).click();
  await page.waitForURL(/\/requirement\/find/);
  await page.waitForFunction(() => document.querySelectorAll('.p-datatable tbody tr').length > 0);
}

/**
 * Long tasks that started after the last pointerdown (the click on Export), and a fresh watch from now
 * (a string for evaluate: tsx's helpers do not exist in the page).
 */
const LONG_TASKS_SINCE_CLICK = `(() => {
  const since = window.benchClickAt ?? 0;
  const tasks = (window.benchLongTasks ?? []).filter((e) => e.startTime >= since).map((e) => e.duration);
  window.benchLongTasks = [];
  window.benchClickAt = Infinity;
  document.addEventListener('pointerdown', () => { window.benchClickAt = performance.now(); }, { capture: true, once: true });
  if (!window.benchLongTaskObserver) {
    window.benchLongTaskObserver = new PerformanceObserver((list) => window.benchLongTasks.push(...list.getEntries()));
    window.benchLongTaskObserver.observe({ type: 'longtask' });
  }
  return tasks;
})()`;

/**
 * Waits until the screen has finished loading (no request has ended for half a second) and the button is
 * enabled: the screen's own catalogue answers and renders are not the export's.
 */
async function settle(page: Page, button: import('playwright-core').Locator): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        // The default buffer of 250 entries would stop counting, and look quiet, after a few exports.
        performance.setResourceTimingBufferSize(100_000);
        let count = -1;
        let quiet = 0;
        const poll = setInterval(() => {
          const now = performance.getEntriesByType('resource').length;
          quiet = now === count ? quiet + 1 : 0;
          count = now;
          if (quiet >= 5) {
            clearInterval(poll);
            resolve(true);
          }
        }, 100);
      }),
    undefined,
    { timeout: 120_000 },
  );
  await button.waitFor();
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await button.elementHandle());
}

async function exportOnce(page: Page, cdp: CDPSession, format: BrowserFormat): Promise<BrowserExportFigure> {
  const replays: Replay[] = [];
  const onRequest = (request: import('playwright-core').Request) => {
    if (!request.url().endsWith('/Tickets/GeneralSearch')) return;
    const body = request.postData() ?? '';
    if ((JSON.parse(body) as { pageSize: number }).pageSize > 100) replays.push({ url: request.url(), body, headers: request.headers() });
  };
  const button = page.getByRole('button', { name: BUTTONS[format], exact: true });
  await settle(page, button);
  page.on('request', onRequest);
  await page.evaluate(LONG_TASKS_SINCE_CLICK);
  const cpuBefore = await mainThreadCpu(cdp);
  let clickToFileMs = 0;
  let mainThreadCpuMs = 0;
  const longestTaskCpuMs = await longestTaskCpuDuring(cdp, async () => {
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await button.click();
    await download;
    clickToFileMs = performance.now() - started;
    mainThreadCpuMs = (await mainThreadCpu(cdp)) - cpuBefore;
  });
  // The tasks that ended by now; the observer reports a task once it is over.
  await page.waitForTimeout(100);
  const tasks = await page.evaluate<number[]>(LONG_TASKS_SINCE_CLICK);
  page.off('request', onRequest);
  // The toast and the dialog closing are not part of the export.
  await page.waitForFunction(() => !document.querySelector('.p-dialog'));

  const fetchAloneMs = await page.evaluate(async (list: Replay[]) => {
    const t = performance.now();
    for (const r of list) {
      const response = await fetch(r.url, { method: 'POST', body: r.body, headers: { authorization: r.headers.authorization!, 'content-type': 'application/json' } });
      await response.json();
    }
    return performance.now() - t;
  }, replays);
  const rows = replays.reduce((n, r) => n + (JSON.parse(r.body) as { pageSize: number }).pageSize, 0);
  return { format, rows, clickToFileMs, fetchAloneMs, longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length, longestTaskCpuMs, mainThreadCpuMs };
}

/** Time from the click on Export CSV in the "Todos" view to the over-the-limit message. */
async function overLimitMs(page: Page): Promise<number> {
  await page.goto('/requirement/find?statusCategoryId=-5');
  await page.waitForFunction(() => document.querySelectorAll('.p-datatable tbody tr').length > 0);
  const button = page.getByRole('button', { name: BUTTONS.csv, exact: true });
  await settle(page, button);
  const started = performance.now();
  await button.click();
  await page.getByText(/más de 15[.,]000 registros/).waitFor({ timeout: 600_000 });
  return performance.now() - started;
}

export async function benchBrowserExports(formats: readonly BrowserFormat[] = ['csv', 'xlsx', 'pdf']) {
  return withBenchPage(
    PORT,
    async (page) => {
      await signIn(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const figures: BrowserExportFigure[] = [];
      for (const format of formats) figures.push(await exportOnce(page, cdp, format));
      return { figures, overLimitMs: await overLimitMs(page) };
    },
    EXPORT_BENCH_TICKETS,
  );
}
