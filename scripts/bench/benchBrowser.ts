// What the Chromium benchmarks share: the production build (rebuilt when src/ or public/ is newer) served
// by the sandbox, and a headless Chromium page on it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, ensureChromium } from '../ensure-chromium';
import { startSandboxServer } from '../../test/sandbox/server/startServer';
import type { SandboxStore } from '../../test/sandbox/store/types';

const ROOT = path.resolve(__dirname, '../..');

/** dist/ is older than some file under src/ or public/ (or missing). */
function buildIsStale(): boolean {
  const built = path.join(ROOT, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const newer = (dir: string): boolean =>
    fs.readdirSync(dir, { withFileTypes: true }).some((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? newer(full) : fs.statSync(full).mtimeMs > builtAt;
    });
  return newer(path.join(ROOT, 'src')) || newer(path.join(ROOT, 'public'));
}

/**
 * Runs `measure` on a page of the production build served by the sandbox on `port` (seeded with `tickets`, then
 * given what `prepare` adds to its store), then closes everything.
 */
export async function withBenchPage<T>(port: number, measure: (page: Page) => Promise<T>, tickets?: number, prepare?: (store: SandboxStore) => void): Promise<T> {
  ensureChromium();
  if (buildIsStale()) {
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the production build failed');
  }
  const server = await startSandboxServer({ port, app: 'static', tickets });
  prepare?.(server.sandbox.store);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, ignoreHTTPSErrors: true, viewport: { width: 1600, height: 1000 } });
    return await measure(await context.newPage());
  } finally {
    await browser.close();
    await server.close();
  }
}
