import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
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

test('a status colour changed in its catalogue shows in the ticket list\'s chips', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/requirement/find');
  const firstChip = page.getByRole('table').first().locator('tbody tr').first().locator('span.border-round-2xl');
  await expect(firstChip).toBeVisible();
  const status = (await firstChip.innerText()).trim();

  await page.goto('/status');
  await expect(grid(page, 'Estatus de tickets')).toHaveAttribute('aria-busy', 'false');
  await search(page, 'Estatus de tickets', status);
  await page.getByRole('button', { name: `Editar ${status}`, exact: true }).click();
  await dialog(page).getByLabel(/^Color/).fill('#123ABC');
  await expectNoSeriousAxeIssue(page);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(grid(page, 'Estatus de tickets').locator('span.border-round-2xl', { hasText: status }).first()).toHaveCSS('background-color', 'rgb(18, 58, 188)');
  await page.screenshot({ path: 'test-results/e2e/catalogue-status-es.png' });

  await page.goto('/requirement/find');
  const chip = page.getByRole('table').first().locator('span.border-round-2xl', { hasText: status }).first();
  await expect(chip).toHaveCSS('background-color', 'rgb(18, 58, 188)');
});

test('a brand\'s model is added as a child, and the status flow asks for both a service type and a client', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/brand');
  await expect(grid(page, 'Marcas')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Modelos de Verifone' }).click();
  const models = page.getByRole('dialog', { name: 'Modelos de Verifone' });
  await expect(models.getByRole('cell', { name: 'VX520' })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await models.getByRole('button', { name: 'Agregar modelo' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar modelo a Verifone' });
  await form.getByLabel(/^Nombre/).fill('Carbon 10');
  await form.getByLabel(/^Valor/).fill('C10');
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/catalogue-brand-child-es.png' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toHaveCount(0);
  await expect(models.getByRole('cell', { name: 'Carbon 10' })).toBeVisible();

  await page.goto('/status?family=flow');
  const flowOnly = page.getByRole('checkbox', { name: 'Solo los del flujo del ticket' });
  await expect(flowOnly).toBeDisabled();
  await choose(page, listNamed(page, 'Tipo de servicio', { exact: true }));
  await choose(page, listNamed(page, 'Cliente', { exact: true }));
  await expect(flowOnly).toBeEnabled();
  await expectNoSeriousAxeIssue(page);
});

test('a product model logo over 2 MB is refused before it is sent', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/model');
  await expect(grid(page, 'Modelos')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Agregar' }).click();
  await choose(page, dialog(page).locator('.p-dropdown'), 'PAX');
  await dialog(page).getByLabel(/^Nombre/).fill('A930');
  await dialog(page).getByLabel(/^Valor/).fill('A930');
  // 2 MB is 2,097,152 bytes: one byte more.
  await dialog(page).getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.alloc(2_097_153) });
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('UploadProductModelLogo') || request.url().endsWith('/ProductModel')) uploads += 1;
  });
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toContainText('El archivo excede el tamaño máximo de 2 MB');
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/catalogue-model-logo-es.png' });
  expect(uploads).toBe(0);
});

test('the rich catalogues read in English, and a missing reparation-type permission is explained', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  for (const [path, title] of [['currency', 'Currencies'], ['model', 'Models'], ['brand', 'Brands'], ['status', 'Ticket statuses']]) {
    await page.goto(`/${path}`);
    await expect(grid(page, title!)).toHaveAttribute('aria-busy', 'false');
    await page.screenshot({ path: `test-results/e2e/catalogue-${path}-en.png` });
  }
  await page.getByRole('button', { name: 'Add' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('This field is required');
  await expectNoSeriousAxeIssue(page);
  await page.goto('/equipmentType?family=reparationType');
  await expect(grid(page, 'Reparation types')).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: 'test-results/e2e/catalogue-reparation-en.png' });
  await expectNoSeriousAxeIssue(page);
});

test('a service type added is among those still available to a client, looked up from the header', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/serviceType');
  await expect(grid(page, 'Tipos de servicio')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Agregar' }).click();
  await dialog(page).getByLabel(/^Nombre/).fill('Auditoría');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Tipos disponibles por cliente' }).click();
  const lookup = page.getByRole('dialog', { name: 'Tipos de servicio disponibles por cliente' });
  await expect(lookup).toContainText('Elija un cliente');
  await choose(page, lookup.locator('.p-dropdown'));
  await expect(lookup.getByRole('row', { name: /^Auditoría/ })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/catalogue-service-type-available-es.png' });
});

/** The body rows' heights, how many rows have a button, its buttons squeezed out of square, and the gap between the last cell and the region's right edge. */
function rowLayout(table: HTMLElement) {
  const rows = [...table.querySelectorAll('tbody > tr')];
  const buttons = rows.flatMap((r) => [...r.querySelectorAll('button, a.p-button')]).map((b) => b.getBoundingClientRect());
  const lastCell = rows[0]!.lastElementChild!.getBoundingClientRect();
  return {
    heights: [...new Set(rows.map((r) => Math.round(r.getBoundingClientRect().height)))],
    rowsWithButtons: rows.filter((r) => r.querySelector('button, a.p-button')).length,
    rows: rows.length,
    squeezed: buttons.filter((b) => Math.round(b.width) !== Math.round(b.height)).length,
    gapAtRight: Math.round(table.parentElement!.getBoundingClientRect().right - lastCell.right),
  };
}

test('rows with action buttons are as high as rows without, their buttons whole, and their lines reach the grid’s edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/serviceType');
  const catalogue = grid(page, 'Tipos de servicio');
  await expect(catalogue).toHaveAttribute('aria-busy', 'false');
  const withFiveActions = await catalogue.evaluate(rowLayout);
  expect(withFiveActions.rowsWithButtons).toBe(withFiveActions.rows);
  expect(withFiveActions.squeezed).toBe(0);
  expect(withFiveActions.gapAtRight).toBeLessThanOrEqual(20);

  // Some shipments can be received from the list (a button in the row) and some cannot.
  await page.goto('/shipping/find');
  const shipments = grid(page, 'Envíos');
  await expect(shipments).toHaveAttribute('aria-busy', 'false');
  const mixed = await shipments.evaluate(rowLayout);
  expect(mixed.rowsWithButtons).toBeGreaterThan(0);
  expect(mixed.rowsWithButtons).toBeLessThan(mixed.rows);
  expect(mixed.heights).toHaveLength(1);
});
