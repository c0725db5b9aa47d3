import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The same build with the API answered from a recorded fixture (test/e2e/replay.spec.ts). */
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? PORT + 1);
const REPLAY_SPEC = 'replay.spec.ts';

/** The browser suite drives Debian's Chromium (no browser download) against the production build and the sandbox. */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `https://localhost:${PORT}`,
    // The sandbox's certificate is generated locally, so the browser cannot know it.
    ignoreHTTPSErrors: true,
    screenshot: 'only-on-failure',
    // Measured screens are at rest: no axe contrast reading of a button half-way through its fade.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'sandbox', testIgnore: REPLAY_SPEC },
    { name: 'fixture', testMatch: REPLAY_SPEC, use: { baseURL: `https://localhost:${FIXTURE_PORT}` } },
  ],
  webServer: [
    {
      command: `npx tsx scripts/start.ts --static --port ${PORT}`,
      url: `https://localhost:${PORT}/__sandbox/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/start.ts --static --port ${FIXTURE_PORT} --fixture dispatcher-screens`,
      url: `https://localhost:${FIXTURE_PORT}/__sandbox/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
