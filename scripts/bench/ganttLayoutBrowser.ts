// The browser half of `npm run bench -- gantt`: in Chromium, on the production build against the
// sandbox, the time from clicking "Ver diagrama" on a work order to the diagram drawn as it opens
// (answer, lazy chunks, layout in the worker, React Flow). A big diagram opens at a readable zoom with
// only the nodes in view in the page (src/domain/workflows/gantt/ganttViewport.ts), so "drawn" is the
// first frame after the count of nodes in the page reached the number it then keeps for half a second.
// The Gantt request is answered with test/sandbox/workflow/syntheticGantt.ts data of the size measured.
// The page is reloaded before each run and the button clicked as soon as it shows, so each run is a
// first opening on a fresh page.
import type { Page } from 'playwright-core';
import { withBenchPage } from './benchBrowser';
import { syntheticGantt } from '../../test/sandbox/workflow/syntheticGantt';

const PORT = Number(process.env.BENCH_PORT ?? 3591);
const SIZES = [300, 1000] as const;
const RUNS = 5;

export interface GanttDrawFigure {
  nodes: number;
  runs_ms: number[];
  /** Nodes in the page once drawn, per run. */
  drawn_nodes: number[];
}

interface DrawRun {
  ms: number;
  drawn: number;
}

async function openDiagram(page: Page): Promise<DrawRun> {
  await page.reload();
  const open = page.getByRole('button', { name: /Ver diagrama|View diagram/ });
  await open.waitFor();
  await page.evaluate(() => {
    (window as unknown as { benchStart: number }).benchStart = performance.now();
  });
  await open.click();
  // A string, not a function: tsx names inner arrow functions with a helper the page does not have.
  // Each animation frame: a change of the count restarts the wait; the frame after the change is when
  // it was painted; 30 frames without a change end it.
  return page.evaluate<DrawRun>(`new Promise((resolve) => {
    let count = 0, paintedAt = 0, stable = 0;
    const check = () => {
      const now = performance.now();
      const n = document.querySelectorAll('.react-flow__node').length;
      if (n !== count) { count = n; paintedAt = 0; stable = 0; }
      else if (n > 0 && !paintedAt) paintedAt = now;
      else if (n > 0 && ++stable >= 30) return resolve({ ms: paintedAt - window.benchStart, drawn: n });
      requestAnimationFrame(check);
    };
    check();
  })`);
}

export async function benchGanttDraw(): Promise<GanttDrawFigure[]> {
  return withBenchPage(PORT, async (page) => {
    await page.goto('/requirement/odt/1');
    await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
    await page.getByRole('button', { name: /Usuario: admin / }).click();
    await page.getByRole('button', { name: /Ver diagrama|View diagram/ }).waitFor();
    const figures: GanttDrawFigure[] = [];
    for (const nodes of SIZES) {
      const body = JSON.stringify({ success: true, message: null, data: syntheticGantt(nodes, 7) });
      await page.unroute('**/ticket/api/v1/WorkFlowOrder/Gantt**');
      await page.route('**/ticket/api/v1/WorkFlowOrder/Gantt**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
      const runs: DrawRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        process.stdout.write(`  gantt diagram ${nodes} nodes in Chromium, run ${run + 1}/${RUNS}\n`);
        runs.push(await openDiagram(page));
      }
      figures.push({ nodes, runs_ms: runs.map((r) => Math.round(r.ms)), drawn_nodes: runs.map((r) => r.drawn) });
    }
    return figures;
  });
}
