import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeIssue } from './axe';
import { choose } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

const grid = (page: Page, title: string) => page.getByRole('table', { name: title });
const dialog = (page: Page) => page.getByRole('dialog');

/** Three catalogues of three shapes: name only, a text without spaces, a client chosen from a list with hours. */
const CATALOGUES = [
  { path: 'impact', title: 'Impacto', fill: async () => undefined },
  { path: 'UnitsMeasurement', title: 'Unidades de medida', fill: async (page: Page) => dialog(page).getByLabel('Abreviatura').fill('cj') },
  {
    path: 'clientPriority',
    title: 'Prioridad de cliente',
    fill: async (page: Page) => {
      await choose(page, dialog(page).locator('.p-dropdown'));
      await dialog(page).getByLabel(/^Tiempo de atención/).fill('36');
    },
  },
];

async function search(page: Page, title: string, text: string) {
  const form = page.getByRole('search', { name: 'Buscar en el catálogo' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(text);
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(grid(page, title)).toHaveAttribute('aria-busy', 'false');
}

test('an administrator creates, finds, edits, disables and deletes an entry in three catalogues', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  for (const { path, title, fill } of CATALOGUES) {
    await page.goto(`/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(grid(page, title)).toHaveAttribute('aria-busy', 'false');
    await expect(grid(page, title).locator('tbody tr').first()).toContainText(/Activo|Inactivo/);
    await page.screenshot({ path: `test-results/e2e/catalogue-${path}-es.png` });

    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByLabel(/^Nombre/).fill('Zeta de prueba');
    await fill(page);
    await expectNoSeriousAxeIssue(page);
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Se agregó «Zeta de prueba».')).toBeVisible();

    // Both names the entry will have contain the text searched.
    await search(page, title, 'zeta');
    const row = grid(page, title).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Activo');

    await row.getByRole('button', { name: 'Editar Zeta de prueba' }).click();
    await dialog(page).getByLabel(/^Nombre/).fill('Zeta revisada');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(row).toContainText('Zeta revisada');

    await row.getByRole('button', { name: 'Desactivar Zeta revisada' }).click();
    await expectNoSeriousAxeIssue(page);
    await dialog(page).getByRole('button', { name: 'Desactivar' }).click();
    await expect(row).toContainText('Inactivo');

    await row.getByRole('button', { name: 'Eliminar Zeta revisada' }).click();
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click();
    await expect(grid(page, title)).toContainText('No se encontraron resultados');
  }
});

test('a duplicate or invalid value is explained in the dialog and what was typed stays', async ({ page }) => {
  await signIn(page, 'admin', '/category');
  const first = grid(page, 'Categorías').locator('tbody tr').first();
  const existing = (await first.locator('td').nth(1).innerText()).trim();
  await page.getByRole('button', { name: 'Agregar' }).click();
  await dialog(page).getByLabel(/^Nombre/).fill(existing.toUpperCase());
  await dialog(page).getByLabel(/^Descripción/).fill('Equipos de la sucursal');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText('Ya existe una categoría con ese nombre');
  await expect(dialog(page).getByLabel(/^Nombre/)).toHaveValue(existing.toUpperCase());
  await expect(dialog(page).getByLabel(/^Descripción/)).toHaveValue('Equipos de la sucursal');

  await dialog(page).getByLabel(/^Nombre/).fill('Redes <b>');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toContainText('Solo se permiten letras, números, espacios, guion y guion bajo');
  await expect(dialog(page).getByLabel(/^Descripción/)).toHaveValue('Equipos de la sucursal');
});

test('a supervisor reads the impact catalogue with no create, edit or delete action', async ({ page }) => {
  await signIn(page, 'supervisor', '/impact');
  await expect(grid(page, 'Impacto').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  // Catalogues without the supervisor's search permission stay out of reach.
  await page.goto('/category');
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
});

test('the catalogue screens read in English too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  // The language is the account's: changing it signs out, and the next sign-in starts in English.
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  await page.goto('/ubitacionPriority');
  await expect(page.getByRole('heading', { name: 'Location priority', level: 1 })).toBeVisible();
  await expect(grid(page, 'Location priority')).toHaveAttribute('aria-busy', 'false');
  await expect(grid(page, 'Location priority').locator('tbody tr').first()).toContainText(/Active|Inactive/);
  await page.screenshot({ path: 'test-results/e2e/catalogue-en.png' });
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(dialog(page).getByLabel(/^Colour/)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('This field is required');
  await page.screenshot({ path: 'test-results/e2e/catalogue-dialog-en.png' });
  await expectNoSeriousAxeIssue(page);
});

test('with the keyboard alone an entry is added and disabled, and Escape backs out of deleting it', async ({ page }) => {
  await signIn(page, 'admin', '/WarehouseType');
  await expect(grid(page, 'Tipos de almacén')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Agregar' }).focus();
  await page.keyboard.press('Enter');
  // The dialog opens on its first field; Enter in a field saves.
  await expect(dialog(page).getByLabel(/^Nombre/)).toBeFocused();
  await page.keyboard.type('Bodega de tránsito');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);

  await search(page, 'Tipos de almacén', 'Bodega de tránsito');
  const row = grid(page, 'Tipos de almacén').locator('tbody tr', { hasText: 'Bodega de tránsito' });
  await row.getByRole('button', { name: 'Desactivar Bodega de tránsito' }).focus();
  await page.keyboard.press('Enter');
  // The confirmation starts on Cancel, the safe choice; Tab reaches the action.
  await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Inactivo');

  await row.getByRole('button', { name: 'Eliminar Bodega de tránsito' }).focus();
  await page.keyboard.press('Enter');
  // Escape backs out of the deletion.
  await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(row).toContainText('Bodega de tránsito');
});
