import { expect, test } from '@playwright/test';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

test('a status change shows in the detail, its logbook and the list without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', '/requirement/find');
  await page.getByRole('button', { name: 'Filtro avanzado' }).click();
  await page.getByRole('button', { name: 'Incidente o requerimiento' }).click();
  await page.locator('.p-multiselect', { has: page.getByRole('combobox', { name: 'Estatus' }) }).click();
  await page.getByRole('option', { name: 'Asignado y confirmado' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const table = page.getByRole('table');
  const link = table.getByRole('link', { name: /^\d{6}$/ }).first();
  await expect(table.locator('tbody tr').first()).toContainText('Asignado y confirmado');
  const ticketId = (await link.innerText()).trim();
  await link.click();

  await expect(page.getByRole('heading', { name: `Ticket ${ticketId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Elija el siguiente estatus' }).click();
  await page.getByRole('option', { name: 'En traslado' }).click();
  await page.getByRole('button', { name: 'Actualizar estatus' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Comentario/).fill('Salgo al sitio del cliente');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText(`Ticket ${ticketId} actualizado`)).toBeVisible();
  await expect(page.locator('header, section').getByText('En traslado').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Bitácora' }).click();
  await expect(page.getByText('Salgo al sitio del cliente').first()).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(table.getByRole('link', { name: ticketId })).toHaveCount(0);
});
