import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readWorkbook } from '../setup/readWorkbook';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

/** The cancelled view of the sandbox holds a few hundred tickets: the whole filtered result is exported. */
async function openCancelled(page: Page): Promise<number> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const answered = page.waitForResponse((r) => r.url().endsWith('/Tickets/GeneralSearch') && r.request().postDataJSON().statusCategoryId === -8);
  await signIn(page, 'despachador', '/requirement/find?statusCategoryId=-8');
  const total = ((await (await answered).json()) as { data: { totalCount: number } }).data.totalCount;
  await expect(page.getByRole('table').getByRole('link', { name: /^\d{6}$/ }).first()).toBeVisible();
  return total;
}

async function download(page: Page, name: string): Promise<{ file: string; fileName: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const done = await downloading;
  const file = await done.path();
  return { file: file!, fileName: done.suggestedFilename() };
}

test('exports the filtered list as CSV and Excel that a spreadsheet reads', async ({ page }) => {
  const total = await openCancelled(page);
  expect(total).toBeGreaterThan(0);

  const csv = await download(page, 'Exportar CSV');
  expect(csv.fileName).toMatch(/^Tickets_\d{2}_\d{2}_\d{4}\.csv$/);
  const lines = fs.readFileSync(csv.file, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toContain('Ticket,Estatus,Cliente');
  expect(lines).toHaveLength(total + 1);

  const xlsx = await download(page, 'Exportar Excel');
  expect(xlsx.fileName).toMatch(/\.xlsx$/);
  const [sheet] = await readWorkbook(fs.readFileSync(xlsx.file));
  const rows = sheet!.records;
  expect(rows).toHaveLength(total);
  expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['Ticket', 'Estatus', 'Cliente', 'Fecha de creación']));
  expect(rows.every((r) => r.Estatus === 'Cancelado')).toBe(true);
});

test('exports the selected rows as a PDF whose text a PDF reader extracts', async ({ page }) => {
  await openCancelled(page);
  const firstRow = page.getByRole('table').locator('tbody tr').first();
  const ticketId = (await firstRow.getByRole('link').innerText()).trim();
  await firstRow.locator('input[type="checkbox"]').check();
  const pdf = await download(page, 'Exportar PDF');
  expect(pdf.fileName).toMatch(/\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', pdf.file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Búsqueda de tickets');
  expect(text).toContain(ticketId);
  expect(text).toContain('Cancelado');
});
