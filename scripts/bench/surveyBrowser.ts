// `npm run bench -- surveys`: the survey screens in Chromium on the production build and the sandbox (issue 35).
// The report of a template with 50,000 answers: from picking it to its first chart painted (goal under 300 ms), and
// the main thread's longest task meanwhile (goal none over 50 ms). The editor with 100 questions: each reorder, by
// the move buttons and by dnd-kit's keyboard sensor, from the key to the next frame painted (goal under 16 ms).
// Figures only; nothing here fails on a missed goal.
import type { Page } from 'playwright-core';
import { freePort } from '../../test/sandbox/server/freePort';
import { withBenchPage } from './benchBrowser';
import { longestTaskCpuDuring } from './longestTaskCpu';
import { seedLongTemplate, seedReportAnswers } from './surveySeed';

export const SURVEY_FIRST_CHART_TARGET_MS = 300;
export const SURVEY_LONG_TASK_TARGET_MS = 50;
export const SURVEY_REORDER_FRAME_TARGET_MS = 16;
const REPORT_RUNS = 3;
const BUTTON_MOVES = 10;
const KEYBOARD_MOVES = 3;

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
  await page.getByRole('button', { name: /Usuario: admin / }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

// Page scripts are strings: tsx's helpers do not exist in the page.
const WATCH_LONG_TASKS = `(() => {
  window.surveyBench = { longTasks: [] };
  new PerformanceObserver((list) => { for (const t of list.getEntries()) window.surveyBench.longTasks.push({ start: t.startTime, duration: t.duration }); })
    .observe({ type: 'longtask' });
})()`;

/** Resolves in the page with the time of the frame after the question's chart was drawn (chart.js styles its canvas when it draws). */
const chartPaintedAfter = (heading: string) => `new Promise((resolve) => {
  const drawn = () => [...document.querySelectorAll('section h3')].some((h) => h.textContent === ${JSON.stringify(heading)}
    && h.closest('section').querySelector('canvas')?.style.boxSizing === 'border-box');
  const check = () => (drawn() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check));
  check();
})`;

export interface ReportFigure {
  run: number;
  firstChartMs: number;
  longestTaskMs: number;
  longTasks: number;
  longestTaskCpuMs: number;
}

/** Picks the 50,000-answer template on a fresh report (the default is another) and times its first chart. */
async function measureReport(page: Page, title: string, firstQuestion: string, run: number): Promise<ReportFigure> {
  await page.goto('/surveys/report');
  await page.locator('section h3').first().waitFor();
  await page.evaluate(WATCH_LONG_TASKS);
  let figure = { pickedAt: 0, paintedAt: 0 };
  const cpu = await longestTaskCpuDuring(await page.context().newCDPSession(page), async () => {
    await page.locator('.p-dropdown').filter({ has: page.getByRole('combobox', { name: 'Encuesta', exact: true }) }).click();
    const option = page.getByRole('option', { name: new RegExp(`^${title} \\(`) });
    await option.waitFor();
    const painted = page.evaluate(chartPaintedAfter(`1. ${firstQuestion}`)) as Promise<number>;
    const pickedAt = await option.evaluate((element) => {
      const at = performance.now();
      (element as HTMLElement).click();
      return at;
    });
    figure = { pickedAt, paintedAt: await painted };
  });
  const tasks = (await page.evaluate('window.surveyBench.longTasks')) as { start: number; duration: number }[];
  const during = tasks.filter((t) => t.start + t.duration >= figure.pickedAt && t.start <= figure.paintedAt);
  return {
    run,
    firstChartMs: figure.paintedAt - figure.pickedAt,
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    longTasks: during.length,
    longestTaskCpuMs: cpu,
  };
}

export async function benchSurveyReport(): Promise<ReportFigure[]> {
  let title = '';
  let firstQuestion = '';
  return withBenchPage(
    await freePort(),
    async (page) => {
      await signIn(page, '/surveys/report');
      const figures: ReportFigure[] = [];
      // A fresh load each run: the report's read is not in the page's cache.
      for (let run = 1; run <= REPORT_RUNS; run++) figures.push(await measureReport(page, title, firstQuestion, run));
      return figures;
    },
    undefined,
    (store) => ({ title, firstQuestion } = seedReportAnswers(store)),
  );
}

export interface ReorderFigure {
  way: 'buttons' | 'keyboard';
  /** From each key press to the frame painted after it (ms). */
  frames: number[];
  longestTaskCpuMs: number;
}

/** Presses `key` on the focused element and answers how long until the frame after its handling was painted. */
const pressToFrame = (key: string) => `new Promise((resolve) => {
  const target = document.activeElement;
  const start = performance.now();
  target.dispatchEvent(new KeyboardEvent('keydown', { key: ${JSON.stringify(key)}, code: ${JSON.stringify(key === ' ' ? 'Space' : key)}, bubbles: true, cancelable: true }));
  if (${JSON.stringify(key)} === 'Enter') target.click();
  target.dispatchEvent(new KeyboardEvent('keyup', { key: ${JSON.stringify(key)}, code: ${JSON.stringify(key === ' ' ? 'Space' : key)}, bubbles: true }));
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
})`;

async function reorders(page: Page, way: ReorderFigure['way']): Promise<ReorderFigure> {
  const frames: number[] = [];
  const cpu = await longestTaskCpuDuring(await page.context().newCDPSession(page), async () => {
    if (way === 'buttons') {
      // The 50th question down and back up, the focus staying on the button pressed.
      for (let i = 0; i < BUTTON_MOVES; i++) {
        const name = i % 2 === 0 ? 'Bajar la Pregunta 50' : 'Subir la Pregunta 51';
        await page.getByRole('button', { name, exact: true }).focus();
        frames.push((await page.evaluate(pressToFrame('Enter'))) as number);
      }
      return;
    }
    for (let i = 0; i < KEYBOARD_MOVES; i++) {
      await page.getByRole('button', { name: 'Arrastrar la Pregunta 50', exact: true }).focus();
      for (const key of [' ', 'ArrowDown', ' ']) {
        frames.push((await page.evaluate(pressToFrame(key))) as number);
        // dnd-kit measures the items between the pick and the first move.
        await page.waitForTimeout(100);
      }
    }
  });
  return { way, frames, longestTaskCpuMs: cpu };
}

export async function benchSurveyEditor(): Promise<{ questions: number; figures: ReorderFigure[] }> {
  let id = 0;
  return withBenchPage(
    await freePort(),
    async (page) => {
      await signIn(page, `/surveys/new?template=${id}`);
      await page.getByRole('textbox', { name: 'Texto de la pregunta 100' }).waitFor();
      const questions = await page.getByRole('textbox', { name: /^Texto de la pregunta / }).count();
      return { questions, figures: [await reorders(page, 'buttons'), await reorders(page, 'keyboard')] };
    },
    undefined,
    (store) => {
      id = seedLongTemplate(store);
    },
  );
}
