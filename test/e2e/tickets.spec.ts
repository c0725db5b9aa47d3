import { expect, test } from '@playwright/test';
import { listNamed } from './choose';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

test('the dispatcher filters the ticket list by status and date range and pages through it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', '/requirement/find');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: /^\d{6}$/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Filtro avanzado' }).click();
  await page.getByRole('button', { name: 'Incidente o requerimiento' }).click();
  await listNamed(page, 'Estatus').click();
  await page.getByRole('option', { name: 'En sitio' }).click();
  await page.keyboard.press('Escape');
  const filter = page.getByRole('search', { name: 'Filtro avanzado de tickets' });
  await filter.getByRole('button', { name: 'Fechas' }).click();
  await filter.getByRole('button', { name: 'Fecha de creación' }).click();
  await page.getByRole('button', { name: 'Este Mes' }).click();

  const searched = page.waitForRequest((r) => r.url().endsWith('/ticket/api/v1/Tickets/GeneralSearch') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const body = (await searched).postDataJSON();
  expect(body).toMatchObject({ ticketsStatusIds: [7], statusCategoryId: -1, pageNumber: 1 });
  expect(body.creationDateFromUTC).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  expect(body.creationDateToUTC > body.creationDateFromUTC).toBe(true);

  await expect(table.getByText('En sitio').first()).toBeVisible();
  const statuses = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['En sitio']));
  await page.screenshot({ path: 'test-results/e2e/list-filtered.png' });

  await page.getByRole('button', { name: 'Filtro avanzado' }).click();
  await page.getByRole('button', { name: 'Limpiar' }).click();
  // Text content, not inner text: rows below the fold skip rendering (content-visibility), so they have no inner text.
  const firstPage = (await table.getByRole('link', { name: /^\d{6}$/ }).allTextContents()).map((id) => id.trim());
  const paged = page.waitForRequest((r) => r.url().endsWith('/Tickets/GeneralSearch') && r.postDataJSON().pageNumber === 2);
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await paged;
  await expect(table.getByRole('link', { name: firstPage[0]! })).toHaveCount(0);
});
