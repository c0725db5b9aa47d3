import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

const pdfToText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });


test('an administrator creates a work order and sees its first ticket', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/requirement/odt/create');
  await expect(page.getByRole('heading', { name: 'Nueva orden de trabajo' })).toBeVisible();
  for (const label of ['Cliente', 'Tipo de flujo', 'Flujo']) await choose(page, listNamed(page, label, { exact: true }));
  await choose(page, page.getByRole('button', { name: 'Mostrar ubicaciones' }));
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Apertura de la sucursal del centro');
  await page.getByRole('button', { name: 'Crear orden de trabajo' }).click();

  await expect(page).toHaveURL(/\/requirement\/odt\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Orden de trabajo ODT-\d+$/ })).toBeVisible();
  await expect(page.getByText('Apertura de la sucursal del centro')).toBeVisible();
  const tickets = page.getByRole('table', { name: 'Tickets de la orden' });
  await expect(tickets.getByRole('link', { name: /^Abrir el ticket \d+$/ })).toHaveCount(1);
});

test("opens an in-process order's diagram, saves it as PDF and follows a step to its ticket", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/requirement/odt/search');
  await choose(page, listNamed(page, 'Estado'), 'Proceso');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const grid = page.getByRole('table', { name: 'Órdenes de trabajo' });
  const row = grid.locator('tbody tr').first();
  await expect(row).toContainText('Proceso');
  await expect(grid.locator('tbody tr').filter({ hasNotText: 'Proceso' })).toHaveCount(0);
  const orderKey = (await row.getByRole('link').innerText()).trim();
  await row.getByRole('button', { name: /^Ver el diagrama de la orden / }).click();

  const diagram = page.getByRole('dialog', { name: new RegExp(`^Diagrama de Gantt del flujo`) });
  await expect(diagram).toBeVisible();
  const step = diagram.getByRole('button', { name: /, ticket \d+, .*Abrir detalle$/ }).first();
  await expect(step).toBeVisible({ timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await diagram.getByRole('button', { name: 'Guardar como PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Diagrama_de_Gantt_del_flujo_.+\.pdf$/);
  const text = pdfToText((await download.path())!);
  // The title names the order; an order's diagram carries the status legend.
  expect(text).toContain(`Diagrama de Gantt del flujo ${orderKey}`);
  expect(text).toContain('Colores por estatus');

  const ticketId = Number((await step.getAttribute('aria-label'))!.match(/ticket (\d+)/)![1]);
  await step.click();
  const info = page.getByRole('dialog', { name: `Ticket ${ticketId}` });
  await expect(info).toBeVisible();
  await expect(info.getByText('Grupo de cliente:')).toBeVisible();
  await expect(info.getByText('Ingeniero responsable:')).toBeVisible();
  await info.getByRole('button', { name: 'Ir al ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/requirement/detail/${ticketId}/general$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a 300-step order opens readable at its first step, and fitting the view shows every step', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/requirement/odt/1');
  await page.getByRole('button', { name: 'Ver diagrama' }).click();
  const diagram = page.getByRole('dialog', { name: 'Diagrama de Gantt del flujo ODT-000001' });
  const nodes = diagram.locator('.react-flow__node');
  const first = nodes.filter({ hasText: '#105001' });
  await expect(first).toBeVisible({ timeout: 30_000 });
  // Only the steps in view are in the page, each at least three quarters of its full 175 px.
  expect(await nodes.count()).toBeLessThan(100);
  expect((await first.boundingBox())!.width).toBeGreaterThanOrEqual(175 * 0.75 - 1);

  await diagram.getByRole('button', { name: 'Ajustar a la vista' }).click();
  await expect(nodes).toHaveCount(300);
  expect((await first.boundingBox())!.width).toBeLessThan(30);
});
