// `npm run bench -- grid`: what the ticket list costs to show a page of 100 rows, in Chromium, on the
// production build against the sandbox (5,000 tickets), every column visible. Measured from the click
// (page-size change or next page) to the frame after the one where the new page's rows show (the grid
// draws the rows in view and a few more; the others are drawn as they are scrolled to), so that frame's
// style, layout and paint are in. The target (issue 15) is main-thread time,
// read from Chromium's own counters (CDP Performance.getMetrics) over that span: ThreadTime, the main
// thread's CPU time (on a busy machine task time also counts the waits for a core), with TaskDuration
// (task time) and the script, style and layout shares beside it, the long animation frames the page saw
// (the long-animation-frame observer) and the wall time with its search request (resource timing).
// Rebuilds dist/ when src/ is newer.
import type { CDPSession, Page } from 'playwright-core';
import { withBenchPage } from './benchBrowser';

const PORT = Number(process.env.BENCH_PORT ?? 3590);
const NEXT_PAGES = 7;
/** Main-thread time of one page change, click to painted page (issue 15). */
export const GRID_MAIN_THREAD_TARGET_MS = 100;

export interface GridTiming {
  totalMs: number;
  requestMs: number;
  /** CPU time of the renderer's main thread from the click to the painted page. */
  mainThreadMs: number;
  /** Task time on the main thread over the same span, and its script, style and layout shares. */
  taskMs: number;
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  /** Body rows and cells in the table once the page shows (the grid draws those in view and a few more). */
  drawnRows: number;
  drawnCells: number;
  /** Long animation frames (over 50 ms) from the click until the page shows: their summed duration and the longest. */
  longFramesMs: number;
  longestFrameMs: number;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/requirement/find');
  await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
  await page.getByRole('button', { name: /Usuario: despachador / }).click();
  // The sign-in redirects end on the list; its first page of 25 is in before anything is timed.
  await page.waitForURL(/\/requirement\/find/);
  await page.waitForFunction(() => document.querySelector('.p-datatable table')?.getAttribute('aria-rowcount') === '26');
}

const METRICS = ['ThreadTime', 'TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;

/** Chromium's cumulative counters, in ms. */
async function counters(cdp: CDPSession): Promise<Record<(typeof METRICS)[number], number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(METRICS.map((name) => [name, metrics.find((m) => m.name === name)!.value * 1000])) as Record<(typeof METRICS)[number], number>;
}

/** Runs `act`, waits until the new page shows (another first row for `newPage`, else a page of 100 rows) and is painted. */
async function timeToHundredRows(page: Page, cdp: CDPSession, act: () => Promise<void>, newPage: boolean): Promise<GridTiming> {
  // A string, not a function: tsx names inner arrow functions with a helper the page does not have.
  await page.evaluate(`(() => {
    performance.clearResourceTimings();
    window.benchFirstRow = ${newPage} ? (document.querySelector('.p-datatable tbody tr')?.textContent ?? null) : null;
    window.benchFrames = [];
    window.benchObserver?.disconnect();
    window.benchObserver = new PerformanceObserver((list) => window.benchFrames.push(...list.getEntries()));
    window.benchObserver.observe({ type: 'long-animation-frame' });
    window.benchStart = performance.now();
  })()`);
  const before = await counters(cdp);
  await act();
  // The page as the operator sees it: the new page's rows in the table, resolved in the frame after,
  // once its rendering is done.
  const totalMs = await page.evaluate<number>(`new Promise((resolve) => {
    const check = () => {
      const rows = document.querySelectorAll('.p-datatable tbody tr');
      const shown = window.benchFirstRow === null
        ? document.querySelector('.p-datatable table')?.getAttribute('aria-rowcount') === '101'
        : rows.length > 1 && rows[0].textContent !== window.benchFirstRow;
      if (shown) requestAnimationFrame(() => setTimeout(() => {
        window.benchEnd = performance.now();
        resolve(window.benchEnd - window.benchStart);
      }));
      else requestAnimationFrame(check);
    };
    check();
  })`);
  const after = await counters(cdp);
  const spent = (name: (typeof METRICS)[number]) => after[name] - before[name];
  const drawn = await page.evaluate(`({
    rows: document.querySelectorAll('.p-datatable tbody tr').length,
    cells: document.querySelectorAll('.p-datatable tbody td').length,
  })`) as { rows: number; cells: number };
  // Long-animation-frame entries arrive after their frame: give the observer a moment.
  const frames = await page.evaluate<number[]>(`new Promise((resolve) => setTimeout(() => {
    window.benchObserver.disconnect();
    resolve(window.benchFrames.filter((f) => f.startTime + f.duration >= window.benchStart && f.startTime <= window.benchEnd).map((f) => f.duration));
  }, 200))`);
  const requestMs = await page.evaluate(() => {
    const search = performance.getEntriesByType('resource').filter((e) => e.name.includes('/Tickets/GeneralSearch')) as PerformanceResourceTiming[];
    return search.reduce((sum, e) => sum + (e.responseEnd - e.startTime), 0);
  });
  return {
    totalMs,
    drawnRows: drawn.rows,
    drawnCells: drawn.cells,
    requestMs,
    mainThreadMs: spent('ThreadTime'),
    taskMs: spent('TaskDuration'),
    scriptMs: spent('ScriptDuration'),
    styleMs: spent('RecalcStyleDuration'),
    layoutMs: spent('LayoutDuration'),
    longFramesMs: frames.reduce((sum, d) => sum + d, 0),
    longestFrameMs: Math.max(0, ...frames),
  };
}

export async function benchGrid(): Promise<{ first: GridTiming; next: GridTiming[] }> {
  return withBenchPage(PORT, async (page) => {
    // A fresh browser context: no column choice in the cookie, so every column shows.
    await signIn(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    // Page 1 again, 100 rows instead of 25: the first row stays.
    const first = await timeToHundredRows(
      page,
      cdp,
      async () => {
        await page.locator('.p-paginator .p-dropdown').click();
        await page.getByRole('option', { name: '100' }).click();
      },
      false,
    );
    const next: GridTiming[] = [];
    for (let i = 0; i < NEXT_PAGES; i++) {
      next.push(await timeToHundredRows(page, cdp, () => page.locator('.p-paginator-next').click(), true));
    }
    return { first, next };
  });
}
