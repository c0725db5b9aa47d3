import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

const grid = (page: Page, title: string) => page.getByRole('table', { name: title });
const dialog = (page: Page) => page.getByRole('dialog');

test('an administrator adds a reason of a type with one of its origins', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/reasons');
  await expect(page.getByRole('heading', { name: 'Motivos', level: 1 })).toBeVisible();
  await expect(grid(page, 'Motivos')).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: 'test-results/e2e/reasons-es.png' });

  await page.getByRole('button', { name: 'Agregar' }).click();
  await dialog(page).getByLabel(/^Nombre/).fill('Sitio sin energía');
  await expect(listNamed(dialog(page), /^Origen/)).toContainText('Elija primero: Tipo de motivo');
  await choose(page, listNamed(dialog(page), /^Tipo de motivo/), 'Causa externa');
  await choose(page, listNamed(dialog(page), /^Origen/), 'Clima');
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/reasons-dialog-es.png' });
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText('Se agregó «Sitio sin energía».')).toBeVisible();
  await expect(grid(page, 'Motivos').locator('tbody tr').filter({ hasText: 'Sitio sin energía' })).toContainText('Causa externa');
});

test('a reason family opens from the route, and a reason type in use is not deleted, with the reason why', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/reasons');
  await page.getByRole('link', { name: 'Motivos de cancelación' }).click();
  await expect(page).toHaveURL(/family=cancelationReason/);
  await expect(grid(page, 'Motivos de cancelación')).toHaveAttribute('aria-busy', 'false');
  await expect(grid(page, 'Motivos de cancelación')).toContainText('Solicitud duplicada');
  await page.screenshot({ path: 'test-results/e2e/reasons-family-es.png' });

  await page.getByRole('link', { name: 'Tipos de motivo' }).click();
  await expect(grid(page, 'Tipos de motivo')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Eliminar Atribuible a la operación' }).click();
  await expectNoSeriousAxeIssue(page);
  await dialog(page).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(/El tipo de motivo Atribuible a la operación está asignado a \d+ motivos y no se puede eliminar/)).toBeVisible();
  await expect(grid(page, 'Tipos de motivo')).toContainText('Atribuible a la operación');
});

test('the reasons route reads in English, with its dialog free of serious accessibility issues', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  // The language is the account's: changing it signs out, and the next sign-in starts in English.
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  await page.goto('/reasons');
  await expect(page.getByRole('heading', { name: 'Reasons', level: 1 })).toBeVisible();
  await expect(grid(page, 'Reasons')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('link', { name: 'Pending-serie reasons' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/reasons-en.png' });

  await page.getByRole('button', { name: 'Add' }).click();
  await expect(listNamed(dialog(page), /^Origin/)).toContainText('Choose first: Reason type');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('This field is required');
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/reasons-dialog-en.png' });
});
