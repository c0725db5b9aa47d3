// `npm run bench -- map`: the shared map (src/shared/map) in Chromium with 20,000 and 200,000 points
// across Mexico (issue 30's goals at 200,000: first clustered paint under 1 s; no main-thread task over
// 50 ms while zooming and panning; issue 39's at 20,000 locations, each its own place: under 500 ms). The map alone, without a screen's read, on a harness page (mapHarness.tsx) built
// here with webpack in production mode, as the app is, and served with the app's content security policy
// for public/config.json (harnessPage.ts): a violation (an inline style or image the policy refuses) is printed too.
// Two layouts of the points: 20 at each place (components at their locations) and each at its own place
// (the clustering's worst case: no two points merge before clustering starts).
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort } from '../../test/sandbox/server/freePort';
import { CHROMIUM, ensureChromium } from '../ensure-chromium';
import { buildHarness, serveHarness } from './harnessPage';
import { longestTaskCpuDuring } from './longestTaskCpu';

const OUT = path.join(os.tmpdir(), 'service-desk-map-bench');
export const MAP_FIRST_PAINT_TARGET_MS = 1000;
export const LOCATIONS_MAP_FIRST_PAINT_TARGET_MS = 500;
export const MAP_LONG_TASK_TARGET_MS = 50;

/** The layouts measured, with the first-paint goal where an issue sets one. */
const CASES: { points: number; perPlace: number; paintTargetMs?: number }[] = [
  { points: 20_000, perPlace: 20 },
  { points: 200_000, perPlace: 20, paintTargetMs: MAP_FIRST_PAINT_TARGET_MS },
  // The locations map: 20,000 locations, each a place of its own.
  { points: 20_000, perPlace: 1, paintTargetMs: LOCATIONS_MAP_FIRST_PAINT_TARGET_MS },
  { points: 200_000, perPlace: 1, paintTargetMs: MAP_FIRST_PAINT_TARGET_MS },
];

export interface MapFigure {
  points: number;
  places: number;
  /** From the points handed to the map to the frame after the first groups showed. */
  firstPaintMs: number;
  /** Its goal, where an issue sets one. */
  paintTargetMs?: number;
  /** Long tasks (50 ms or more) during the scripted zooms and pans: the longest, and how many. */
  longestTaskMs: number;
  longTasks: number;
  /** The most CPU one main-thread task took while zooming and panning: what a quiet machine would see. */
  longestTaskCpuMs: number;
  violations: string[];
}

export const buildMapHarness = () => buildHarness(path.join(__dirname, 'mapHarness.tsx'), OUT, 'Mapa (bench)');

interface Recorded {
  givenAt: number;
  paintedAt?: number;
  longTasks: { start: number; duration: number }[];
  violations: string[];
}
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { mapBench: Recorded }).mapBench);

/** Zooms in and out with the keyboard and the wheel, pans with the arrows and by dragging, as a user would. */
async function zoomAndPan(page: Page): Promise<void> {
  const settle = () => page.waitForTimeout(700);
  const region = page.getByRole('region', { name: 'Mapa de componentes' });
  await region.focus();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Equal');
    await settle();
  }
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
    await page.keyboard.press(key);
    await settle();
  }
  const box = (await region.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  for (const [dx, dy] of [
    [300, 150],
    [-400, -200],
  ]) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 12 });
    await page.mouse.up();
    await settle();
  }
  for (let i = 0; i < 3; i++) {
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, 300);
    await settle();
  }
}

async function measure(page: Page, origin: string, { points, perPlace, paintTargetMs }: (typeof CASES)[number]): Promise<MapFigure> {
  await page.goto(`${origin}/?points=${points}&perPlace=${perPlace}`);
  await page.waitForFunction(() => (window as unknown as { mapBench: Recorded }).mapBench.paintedAt !== undefined, undefined, { timeout: 120_000 });
  const painted = await recorded(page);
  const from = painted.paintedAt!;
  const longestTaskCpuMs = await longestTaskCpuDuring(await page.context().newCDPSession(page), () => zoomAndPan(page));
  const after = await recorded(page);
  const during = after.longTasks.filter((task) => task.start >= from);
  return {
    points,
    places: Math.ceil(points / perPlace),
    firstPaintMs: from - painted.givenAt,
    paintTargetMs,
    longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    longTasks: during.length,
    longestTaskCpuMs,
    violations: after.violations,
  };
}

export async function benchMap(log: (line: string) => void): Promise<MapFigure[]> {
  ensureChromium();
  log('  building the map harness (webpack, production)…');
  await buildMapHarness();
  const server = await serveHarness(OUT, await freePort());
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const figures: MapFigure[] = [];
    for (const layout of CASES) {
      // A fresh page each time: no warm worker, no JIT from the case before.
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      figures.push(await measure(page, origin, layout));
      await page.close();
    }
    return figures;
  } finally {
    await browser.close();
    server.close();
  }
}
