// The browser half of `npm run bench -- gantt`: in Chromium, on the production build against the
// sandbox, the time from clicking "Ver diagrama" on a work order to the frame where every node of the
// diagram is in the page (answer, lazy chunks, layout in the worker, React Flow). The Gantt request is
// answered with test/sandbox/workflow/syntheticGantt.ts data of the size measured; the page is reloaded
// before each run, so every run loads the diagram's code and starts its worker as a first opening does.
import type { Page } from 'playwright-core';
import { withBenchPage } from './benchBrowser';
import { syntheticGantt } from '../../test/sandbox/workflow/syntheticGantt';

const PORT = Number(process.env.BENCH_PORT ?? 3591);
const SIZES = [300, 1000] as const;
const RUNS = 3;

export interface GanttDrawFigure {
  nodes: number;
  runs_ms: number[];
}

async function openDiagram(page: Page, nodes: number): Promise<number> {
  await page.reload();
  const open = page.getByRole('button', { name: /Ver diagrama|View diagram/ });
  await open.waitFor();
  await page.evaluate(() => {
    (window as unknown as { benchStart: number }).benchStart = performance.now();
  });
  await open.click();
  // A string, not a function: tsx names inner arrow functions with a helper the page does not have.
  return page.evaluate<number>(`new Promise((resolve) => {
    const check = () => {
      if (document.querySelectorAll('.react-flow__node').length === ${nodes}) requestAnimationFrame(() => resolve(performance.now() - window.benchStart));
      else requestAnimationFrame(check);
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
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        process.stdout.write(`  gantt diagram ${nodes} nodes in Chromium, run ${run + 1}/${RUNS}\n`);
        runs.push(Math.round(await openDiagram(page, nodes)));
      }
      figures.push({ nodes, runs_ms: runs });
    }
    return figures;
  });
}
