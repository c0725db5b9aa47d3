import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

const pdfToText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** Counts the dedicated workers the page starts (the PDFs are drawn in one). */
function countWorkers(page: Page): () => number {
  let workers = 0;
  page.on('worker', () => (workers += 1));
  return () => workers;
}

/** Records the page's long tasks (over 50 ms) from now on; returns a reader of the longest. */
async function watchLongTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => w.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
}

test("downloads one ticket's PDF from its detail, with the ticket id, a new comment and the evidence", async ({ page }) => {
  const ticketId = 100001;
  const workers = countWorkers(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', `/requirement/detail/${ticketId}/communication`);
  await page.getByRole('textbox', { name: 'Comentario' }).fill('Revisión para el PDF del ticket ✅ sin emoji');
  await page.getByRole('button', { name: 'Agregar comentario' }).click();
  await expect(page.getByText('Comentario agregado')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar PDF del ticket ${ticketId}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Ticket_${ticketId}_\\d{2}_\\d{2}_\\d{4}\\.pdf$`));
  const file = (await download.path())!;

  const text = pdfToText(file);
  expect(text).toContain(`Detalle del ticket ${ticketId}`);
  expect(text).toContain('Revisión para el PDF del ticket sin emoji');
  expect(text).not.toContain('✅');
  expect(text).toContain(`evidencia_${ticketId}.png`);
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
  // The client logo and the evidence photo.
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(images.length).toBeGreaterThanOrEqual(2);
  expect(workers()).toBeGreaterThan(0);
  await expect(page.getByText(`Se descargó el archivo ${download.suggestedFilename()}.`)).toBeVisible();
});

test('downloads the PDFs of 5 selected tickets in Detalle_de_tickets.zip, one per ticket named by id', async ({ page }) => {
  const workers = countWorkers(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', '/requirement/find');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first().getByRole('link', { name: /^\d{6}$/ })).toBeVisible();
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const row = rows.nth(i);
    ids.push(Number((await row.getByRole('link').innerText()).trim()));
    await row.locator('input[type="checkbox"]').check();
  }
  await expect(page.getByText('5 tickets seleccionados')).toBeVisible();

  const longestTask = await watchLongTasks(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF de los tickets seleccionados (Detalle_de_tickets.zip)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Descarga masiva de PDF' });
  await expect(dialog).toBeVisible();
  const download = await downloading;
  await expect(dialog.getByText('Se descargó Detalle_de_tickets.zip con el PDF de cada ticket (tickets: 5).')).toBeVisible();
  expect(download.suggestedFilename()).toBe('Detalle_de_tickets.zip');
  expect(workers()).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'longest main-thread task during the zip (ms)', description: String(await longestTask()) });

  const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
  const entries = Object.keys(zip.files);
  expect(entries).toHaveLength(5);
  expect(entries.map((name) => Number(/^Ticket_(\d+)_\d{2}_\d{2}_\d{4}\.pdf$/.exec(name)?.[1])).sort()).toEqual([...ids].sort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticket-zip-'));
  for (const name of entries) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, await zip.file(name)!.async('uint8array'));
    expect(pdfToText(file)).toContain(`Detalle del ticket ${/\d+/.exec(name)![0]}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
