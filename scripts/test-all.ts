/**
 * npm test: every check a change must pass, in one run. Each step runs even when an earlier one
 * failed, so one run shows everything that is wrong. The last line adds up jest's and the browser
 * suite's test counts, plus one failure per failed check step (typecheck, lint, contracts, codegen, build).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureChromium } from './ensure-chromium';

interface Step {
  name: string;
  command: string;
}

const CHECKS: Step[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'contract lint', command: 'npm run --silent lint:contracts' },
  { name: 'codegen check', command: 'npm run --silent codegen:check' },
  { name: 'fixtures check', command: 'npm run --silent fixtures:check' },
  { name: 'known-vulnerable dependencies', command: 'npm run --silent check:vulnerable' },
  { name: 'pdftotext for the PDF tests', command: 'npx tsx scripts/ensure-pdftotext.ts' },
];

function run(step: Step): boolean {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = result.status === 0;
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** The checks are single-threaded, so two run at once on a 2-core machine; each prints its output whole when it ends. */
const PARALLEL_CHECKS = 2;

function runBuffered(step: Step): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n=== ${step.name}: ${step.command}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    });
  });
}

/** Runs the steps PARALLEL_CHECKS at a time, in order; the names of those that failed. */
async function runChecks(steps: Step[]): Promise<string[]> {
  const failed: string[] = [];
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) if (!(await runBuffered(step))) failed.push(step.name);
  };
  await Promise.all(Array.from({ length: PARALLEL_CHECKS }, lane));
  return failed;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  fs.rmSync('test-results', { recursive: true, force: true });
  fs.mkdirSync('test-results', { recursive: true });
  const failedSteps = await runChecks(CHECKS);

  const jestOk = run({ name: 'jest', command: 'npx jest --ci --maxWorkers=2 --json --outputFile=test-results/jest.json' });
  const jest = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>('test-results/jest.json');
  if (!jest || (!jestOk && jest.numFailedTests === 0)) failedSteps.push('jest (suite errors)');

  let e2e: { passed: number; failed: number } | null = null;
  try {
    ensureChromium();
    if (run({ name: 'build', command: 'npm run --silent build' })) {
      const e2eOk = run({ name: 'browser suite', command: 'npx playwright test' });
      const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>('test-results/e2e.json');
      if (report) e2e = { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
      if (!report || (!e2eOk && e2e?.failed === 0)) failedSteps.push('browser suite (did not run)');
    } else failedSteps.push('build');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failedSteps.push('chromium');
  }

  const passed = (jest?.numPassedTests ?? 0) + (e2e?.passed ?? 0);
  const failed = (jest?.numFailedTests ?? 0) + (e2e?.failed ?? 0) + failedSteps.length;
  console.log(`\njest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed`);
  console.log(`browser: ${e2e?.passed ?? 0} passed, ${e2e?.failed ?? 0} failed`);
  if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
  console.log(`time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
