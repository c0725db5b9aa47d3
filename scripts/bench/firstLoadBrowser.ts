// `npm run bench -- first-load-browser`: the JavaScript a cold Chromium really fetches before the page is of use
// (issue 29), on the two ways into the app: before the sign-in button shows (no session in the browser), and before a
// signed-in user's menu shows (the session kept, the HTTP cache emptied). Every script the page asked for by then
// counts (by its start, on the page's clock), whether the page waits for it or fetched it alongside, since both
// compete for a cold connection. Sizes are the files' gzip at level 9 (as the build's ceiling check counts them),
// read from dist/.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { withBenchPage } from './benchBrowser';
import { chunkSize, type ChunkSize } from './bundleSize';

/** Issue 29's target for each way in, gzip bytes. */
export const FIRST_LOAD_BROWSER_TARGET_BYTES = 220_000;

const DIST = path.resolve(__dirname, '../../dist');
const PORT = 3390;

/**
 * Notes in the page the moment an element matching `selector` (and `text`, when given) is first in the document,
 * on the page's own clock, so the scripts it had asked for by then can be told from those asked for after.
 */
async function markWhenShown(page: Page, selector: string, text: string | null): Promise<void> {
  // A string, not a function: tsx's helpers for named functions do not exist in the page.
  await page.addInitScript(`(() => {
    const css = ${JSON.stringify(selector)};
    const wanted = ${JSON.stringify(text)};
    new MutationObserver(() => {
      if (window.__shownAt !== undefined) return;
      const found = [...document.querySelectorAll(css)].some((e) => wanted === null || new RegExp(wanted).test(e.textContent || ''));
      if (found) window.__shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  })();`);
}

/** The scripts the page had started to fetch when the marked element showed. */
async function scriptsBeforeShown(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined);
  return page.evaluate(() => {
    const shownAt = (window as unknown as { __shownAt: number }).__shownAt;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime <= shownAt)
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js'));
  });
}

const sizesOf = (paths: readonly string[]): ChunkSize[] => paths.map((p) => chunkSize(p.slice(1), fs.readFileSync(path.join(DIST, p))));

export interface FirstLoadFigure {
  way: 'signIn' | 'signedInHome';
  chunks: ChunkSize[];
  totalGzip: number;
}

export async function benchFirstLoadBrowser(): Promise<FirstLoadFigure[]> {
  return withBenchPage(PORT, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    await markWhenShown(page, 'button', 'Iniciar sesión|Sign in');
    await page.goto('/');
    const signIn = await scriptsBeforeShown(page);
    await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
    await page.getByRole('button', { name: /Usuario: admin / }).click();
    await page.getByRole('navigation', { name: /Menú principal|Main menu/ }).waitFor({ state: 'visible' });

    // The session stays in storage; the next page fetches every script again.
    const home = await page.context().newPage();
    const homeCdp = await page.context().newCDPSession(home);
    await homeCdp.send('Network.enable');
    await homeCdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await markWhenShown(home, 'nav[aria-label="Menú principal"], nav[aria-label="Main menu"]', null);
    await home.goto('/');
    const signedInHome = await scriptsBeforeShown(home);

    return (
      [
        ['signIn', signIn],
        ['signedInHome', signedInHome],
      ] as const
    ).map(([way, paths]) => {
      const chunks = sizesOf(paths);
      return { way, chunks, totalGzip: chunks.reduce((sum, c) => sum + c.gzipBytes, 0) };
    });
  });
}
