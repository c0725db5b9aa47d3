// `npm run bench -- grid`: how long the ticket list takes to show a page of 100 rows, in Chromium, on
// the production build against the sandbox (5,000 tickets). Measured from the click (page-size change
// or next page) to the frame where the 100th row is in the table, split into the search request
// (resource timing) and the rest (React render, layout, paint). Rebuilds dist/ when src/ is newer.
import type { Page } from 'playwright-core';
import { withBenchPage } from './benchBrowser';

const PORT = Number(process.env.BENCH_PORT ?? 3590);
const NEXT_PAGES = 5;

export interface GridTiming {
  totalMs: number;
  requestMs: number;
  renderMs: number;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/requirement/find');
  await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
  await page.getByRole('button', { name: /Usuario: despachador / }).click();
  // The sign-in redirects end on the list; its first page of 25 is in before anything is timed.
  await page.waitForURL(/\/requirement\/find/);
  await page.waitForFunction(() => document.querySelectorAll('.p-datatable tbody tr').length === 25);
}

/** Runs `act` and waits until the table holds 100 rows (of another page than before, for `newPage`). */
async function timeToHundredRows(page: Page, act: () => Promise<void>, newPage: boolean): Promise<GridTiming> {
  await page.evaluate((expectNewPage) => {
    performance.clearResourceTimings();
    const w = window as unknown as { benchFirstRow?: string | null; benchStart?: number };
    w.benchFirstRow = expectNewPage ? (document.querySelector('.p-datatable tbody tr')?.textContent ?? null) : null;
    w.benchStart = performance.now();
  }, newPage);
  await act();
  // A string, not a function: tsx names inner arrow functions with a helper the page does not have.
  const totalMs = await page.evaluate<number>(`new Promise((resolve) => {
    const check = () => {
      const rows = document.querySelectorAll('.p-datatable tbody tr');
      if (rows.length === 100 && rows[0].textContent !== window.benchFirstRow) resolve(performance.now() - window.benchStart);
      else requestAnimationFrame(check);
    };
    check();
  })`);
  const requestMs = await page.evaluate(() => {
    const search = performance.getEntriesByType('resource').filter((e) => e.name.includes('/Tickets/GeneralSearch')) as PerformanceResourceTiming[];
    return search.reduce((sum, e) => sum + (e.responseEnd - e.startTime), 0);
  });
  return { totalMs, requestMs, renderMs: totalMs - requestMs };
}

export async function benchGrid(): Promise<{ first: GridTiming; next: GridTiming[] }> {
  return withBenchPage(PORT, async (page) => {
    await signIn(page);
    // Page 1 again, 100 rows instead of 25: the first row stays.
    const first = await timeToHundredRows(
      page,
      async () => {
        await page.locator('.p-paginator .p-dropdown').click();
        await page.getByRole('option', { name: '100' }).click();
      },
      false,
    );
    const next: GridTiming[] = [];
    for (let i = 0; i < NEXT_PAGES; i++) {
      next.push(await timeToHundredRows(page, () => page.locator('.p-paginator-next').click(), true));
    }
    return { first, next };
  });
}
