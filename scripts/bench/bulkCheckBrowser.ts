// `npm run bench -- bulk-check`: the component and location bulk loads' checks in Chromium (the goal of issues 30
// and 39: a 10,000-row template read and checked in the worker in under 5 s, no main-thread task over 50 ms). A
// harness page (bulkCheckHarness.ts, built and served by harnessPage.ts) reads a filled template written here with
// the app's own writer, through the screens' check: the file's bytes go to a fresh worker, which unzips, reads and
// checks every row; only the answer (10,000 rows to send) comes back to the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { writeComponentTemplate } from '../../src/domain/components/bulk/componentTemplate';
import { writeLocationTemplate } from '../../src/domain/locations/bulk/locationTemplates';
import { TEMPLATE_COLUMNS, type TemplateRow } from '../../src/domain/components/templateRows';
import { LIMITS } from '../../src/shared/validation/limits';
import { freePort } from '../../test/sandbox/server/freePort';
import { CHROMIUM, ensureChromium } from '../ensure-chromium';
import { buildHarness, serveHarness } from './harnessPage';
import { longestTaskCpuDuring } from './longestTaskCpu';

const OUT = path.join(os.tmpdir(), 'service-desk-bulk-check-bench');
/** The sheets benched: each bulk load's own template, filled to its screen's most rows. */
export type BulkSheet = 'components' | 'locations';
export const BULK_CHECK_ROWS: Record<BulkSheet, number> = { components: LIMITS.components.bulkMaxRows, locations: LIMITS.locations.bulkMaxRows };
export const BULK_CHECK_TARGET_MS = 5000;
export const BULK_CHECK_LONG_TASK_TARGET_MS = 50;
const RUNS = 3;

export interface BulkCheckFigure {
  run: number;
  ms: number;
  rows: number;
  outcome: string;
  /** Long tasks (50 ms or more) of the main thread from the file handed over to the answer. */
  longestTaskMs: number;
  longTasks: number;
  /** The most CPU one main-thread task took meanwhile: what a quiet machine would see. */
  longestTaskCpuMs: number;
}

/** A full template: every row valid, every optional column filled, as a large real load would be. */
async function componentTemplateBytes(): Promise<Uint8Array> {
  const rows = Array.from({ length: BULK_CHECK_ROWS.components }, (_, i) => {
    const row: TemplateRow = {
      serialNumber: `SN-BENCH-${String(i).padStart(6, '0')}-${(i * 7919) % 100_000}`, productModelId: String(1 + (i % 20)), clientId: String(1 + (i % 5)),
      locationId: String(1 + (i % 300)), responsibleTypeId: '1', responsibleId: String(1 + (i % 12)), componentStatusId: '1', conditionId: '1',
      productTiNumber: String(700_000 + i), cost: `${1 + (i % 9000)}.${String(i % 100).padStart(2, '0')}`, currencyId: '1',
      programmed: i % 2 ? 'SI' : 'NO', remote: i % 3 ? 'NO' : 'SI', isClientProperty: i % 5 ? 'NO' : 'SI', ip: `10.${i % 250}.${(i >> 8) % 250}.${1 + (i % 200)}`,
      port: String(1024 + (i % 60_000)), simNumber: `8952${String(i).padStart(14, '0')}`, imeiNumber: `35${String(i).padStart(13, '0')}`,
    };
    return TEMPLATE_COLUMNS.map((column) => row[column] ?? '');
  });
  return new Uint8Array(await (await writeComponentTemplate('load', 'es', rows)).arrayBuffer());
}

/** A full location load: new locations across Mexico, every optional column filled. */
async function locationTemplateBytes(): Promise<Uint8Array> {
  const rows = Array.from({ length: BULK_CHECK_ROWS.locations }, (_, i) => [
    String(1 + (i % 5)), `Sucursal de prueba ${i + 1}`, String(1 + (i % 3)), `Comercial ${i + 1}`, `Av. Reforma ${100 + (i % 900)}, Col. Centro`,
    String(10_000 + ((i * 37) % 89_000)), `Localidad ${i % 400}`, 14 + (i % 1800) / 100, -(86 + (i % 2000) / 100), i % 4 ? '' : 'Acceso por el estacionamiento',
  ]);
  return new Uint8Array(await (await writeLocationTemplate('load', 'es', rows)).arrayBuffer());
}

const TEMPLATE_BYTES: Record<BulkSheet, () => Promise<Uint8Array>> = { components: componentTemplateBytes, locations: locationTemplateBytes };

interface Recorded {
  ready: boolean;
  longTasks: { start: number; duration: number }[];
}

async function measure(page: Page, run: number): Promise<BulkCheckFigure> {
  let answer!: { startedAt: number; ms: number; rows: number; outcome: string };
  const longestTaskCpuMs = await longestTaskCpuDuring(await page.context().newCDPSession(page), async () => {
    answer = await page.evaluate(() => (window as unknown as { bulkBench: { run: () => Promise<typeof answer> } }).bulkBench.run());
  });
  const { longTasks } = await page.evaluate(() => (window as unknown as { bulkBench: Recorded }).bulkBench);
  const during = longTasks.filter((task) => task.start + task.duration >= answer.startedAt);
  return {
    run, ms: answer.ms, rows: answer.rows, outcome: answer.outcome,
    longestTaskMs: Math.max(0, ...during.map((task) => task.duration)), longTasks: during.length, longestTaskCpuMs,
  };
}

export async function benchBulkCheck(sheet: BulkSheet, log: (line: string) => void): Promise<{ bytes: number; figures: BulkCheckFigure[] }> {
  ensureChromium();
  log('  building the bulk check harness (webpack, production)…');
  await buildHarness(path.join(__dirname, 'bulkCheckHarness.ts'), OUT, 'Carga masiva (bench)');
  const bytes = await TEMPLATE_BYTES[sheet]();
  fs.writeFileSync(path.join(OUT, 'template.xlsx'), bytes);
  const server = await serveHarness(OUT, await freePort());
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const figures: BulkCheckFigure[] = [];
    for (let run = 1; run <= RUNS; run++) {
      // A fresh page each time: the first check of a visit starts its worker cold, as a user's does.
      const page = await browser.newPage();
      await page.goto(`${origin}/?sheet=${sheet}`);
      await page.waitForFunction(() => (window as unknown as { bulkBench?: Recorded }).bulkBench?.ready === true);
      figures.push(await measure(page, run));
      await page.close();
    }
    return { bytes: bytes.length, figures };
  } finally {
    await browser.close();
    server.close();
  }
}
