import { expect, test, type Locator, type Page } from '@playwright/test';
import { LIMITS } from '../../src/shared/validation/limits';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const grid = (page: Page, name: string) => page.getByRole('table', { name });
const { numericIntegerDigits, numericDecimals, textValueMax } = LIMITS.customForms;

async function addField(page: Page, list: Locator, field: { name: string; type: string; required?: boolean; options?: string[] }) {
  await list.getByRole('button', { name: 'Agregar campo' }).click();
  const add = dialog(page, /^Agregar campo a/);
  await add.getByLabel(/^Nombre del campo/).fill(field.name);
  await choose(page, listNamed(add, /^Tipo/), field.type);
  if (field.required) await add.getByLabel('Obligatorio').check();
  if (field.options) await add.getByLabel(/^Opciones/).fill(field.options.join('\n'));
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add).toHaveCount(0);
  await expect(list.getByRole('cell', { name: field.name, exact: true })).toBeVisible();
}

test('a service type gets closing fields of two types that validate, and a satisfaction survey', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/serviceType');
  await expect(grid(page, 'Tipos de servicio')).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: 'test-results/e2e/service-types-es.png' });

  await page.getByRole('button', { name: 'Campos de cierre de Instalación' }).click();
  const list = dialog(page, 'Campos de cierre de «Instalación»');
  await expect(list.getByText('Este formulario aún no tiene campos.')).toBeVisible();
  await addField(page, list, { name: 'Número de serie instalado', type: 'Texto', required: true });
  await addField(page, list, { name: 'Potencia medida', type: 'Numérico' });
  await expect(list.getByText(`2 de ${LIMITS.customForms.maxFields} campos`)).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/closing-fields-es.png' });

  await list.getByRole('button', { name: 'Probar campos' }).click();
  const preview = dialog(page, 'Vista previa de «Instalación»');
  await preview.getByLabel(/^Potencia medida/).fill('9'.repeat(numericIntegerDigits + 1));
  await preview.getByRole('button', { name: 'Validar' }).click();
  await expect(preview.getByText(`Capture hasta ${numericIntegerDigits} enteros y ${numericDecimals} decimales`)).toBeVisible();
  await expect(preview.getByText('Este campo es obligatorio')).toHaveCount(1);
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/closing-fields-preview-errors-es.png' });
  await preview.getByLabel(/^Potencia medida/).fill(`${'9'.repeat(numericIntegerDigits)}.${'5'.repeat(numericDecimals)}`);
  await preview.getByLabel(/^Número de serie instalado/).fill('S'.repeat(textValueMax));
  await expect(preview.getByText('Todos los valores cumplen las reglas del formulario.')).toBeVisible();
  await preview.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(preview).toHaveCount(0);
  await list.getByRole('button', { name: 'Cerrar' }).click();
  await expect(list).toHaveCount(0);

  await page.getByRole('button', { name: 'Encuesta de satisfacción de Instalación' }).click();
  const survey = dialog(page, 'Encuesta de satisfacción de «Instalación»');
  await survey.getByLabel(/^Número de la encuesta/).fill('12');
  await expectNoSeriousAxeIssue(page);
  await survey.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se vinculó la encuesta a Instalación')).toBeVisible();
});

test('a frequent failure with its opening template and its own fields', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/frecuentlyFailure');
  await expect(grid(page, 'Fallas frecuentes')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Agregar' }).click();
  const add = dialog(page, /^Agregar a/);
  await choose(page, listNamed(add, /^Tipo de servicio/), 'Incidente');
  await add.getByLabel(/^Nombre/).fill('Sin papel');
  await add.getByLabel(/^Plantilla de apertura/).fill('La impresora no tiene papel desde:');
  await expectNoSeriousAxeIssue(page);
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add).toHaveCount(0);
  await expect(grid(page, 'Fallas frecuentes').getByRole('cell', { name: 'Sin papel', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Campos de Sin papel' }).click();
  const list = dialog(page, 'Campos de la falla «Sin papel»');
  await addField(page, list, { name: 'Tipo de rollo', type: 'Lista de selección', required: true, options: ['Térmico', 'Bond'] });
  await list.getByRole('button', { name: 'Probar campos' }).click();
  const preview = dialog(page, 'Vista previa de «Sin papel»');
  await preview.getByRole('button', { name: 'Validar' }).click();
  await expect(preview.getByText('Este campo es obligatorio')).toBeVisible();
  await choose(page, listNamed(preview, /^Tipo de rollo/), 'Bond');
  await expect(preview.getByText('Todos los valores cumplen las reglas del formulario.')).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/frequent-failure-fields-es.png' });
});

test('the service catalogues read in English', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  // The language is the account's: changing it signs out, and the next sign-in starts in English.
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  await page.goto('/serviceType');
  await expect(grid(page, 'Service types')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Closing fields of Incidente' }).click();
  const list = dialog(page, 'Closing fields of “Incidente”');
  await expect(list.getByRole('cell', { name: 'Folio de conformidad', exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Try the fields' }).click();
  const preview = dialog(page, 'Preview of “Incidente”');
  await preview.getByRole('button', { name: 'Validate' }).click();
  await expect(preview.getByText('This field is required')).toHaveCount(2);
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/closing-fields-en.png' });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('/frecuentlyFailure');
  await expect(grid(page, 'Frequent failures')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Fields of Sin comunicación' }).click();
  await expect(dialog(page, 'Fields of the failure “Sin comunicación”').getByText(`3 of ${LIMITS.customForms.maxFields} fields`)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/frequent-failure-fields-en.png' });
});

// Seeded ticket 100004 is an Instalación with a document; the sandbox puts it on site (7) for closing.
const INSTALLATION_TICKET = 100004;

test('a ticket closes with the closing fields of its service type, seen in the closure data and the list', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/serviceType');
  await expect(grid(page, 'Tipos de servicio')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Campos de cierre de Instalación' }).click();
  const list = dialog(page, 'Campos de cierre de «Instalación»');
  await addField(page, list, { name: 'Número de serie instalado', type: 'Texto', required: true });
  await addField(page, list, { name: 'Potencia medida', type: 'Numérico' });
  await list.getByRole('button', { name: 'Cerrar' }).click();

  expect((await page.request.post(`/__sandbox/tickets/${INSTALLATION_TICKET}`, { data: { statusId: 7 } })).ok()).toBe(true);
  await page.goto(`/requirement/detail/${INSTALLATION_TICKET}/closure`);
  const fields = page.getByRole('group', { name: 'Campos de cierre' });
  await expect(fields.getByLabel(/^Número de serie instalado/)).toBeVisible();
  await page.getByLabel(/^Comentario de cierre/).fill('Equipo instalado y probado');
  await fields.getByLabel(/^Potencia medida/).fill('9'.repeat(numericIntegerDigits + 1));
  await page.getByRole('button', { name: 'Cerrar ticket' }).click();
  await expect(fields.getByText('Este campo es obligatorio')).toBeVisible();
  await expect(fields.getByText(`Capture hasta ${numericIntegerDigits} enteros y ${numericDecimals} decimales`)).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/close-form-fields-es.png', fullPage: true });

  await fields.getByLabel(/^Número de serie instalado/).fill('SN-4410-A');
  await fields.getByLabel(/^Potencia medida/).fill('220.5');
  await page.getByRole('button', { name: 'Cerrar ticket' }).click();
  await expect(page.getByText(`Ticket ${INSTALLATION_TICKET} cerrado`)).toBeVisible();
  const details = page.locator('section', { has: page.getByRole('heading', { name: 'Datos de cierre' }) });
  await expect(details.getByText('Número de serie instalado')).toBeVisible();
  await expect(details.getByText('SN-4410-A')).toBeVisible();
  await expect(details.getByText('220.5')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/closure-details-fields-es.png', fullPage: true });

  // The list's finished tickets (-3: closed and closed with rejection), this one alone; the column shows by default.
  await page.goto(`/requirement/find?statusCategoryId=-3&ticketId=${INSTALLATION_TICKET}`);
  const tickets = page.getByRole('table');
  const row = tickets.getByRole('row').filter({ has: page.getByRole('link', { name: String(INSTALLATION_TICKET), exact: true }) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  const headers = await tickets.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === 'Campos de cierre');
  expect(column).toBeGreaterThan(-1);
  await expect(row.getByRole('cell').nth(column)).toContainText('Número de serie instalado: SN-4410-A');
  await expect(row.getByRole('cell').nth(column)).toContainText('Potencia medida: 220.5');
});

test('the close form asks for the closing fields in English', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  // Seeded ticket 100007: an Incidente on site with a document; its type has two required closing fields.
  await page.goto('/requirement/detail/100007/closure');
  const fields = page.getByRole('group', { name: 'Closing fields' });
  await expect(fields.getByLabel(/^Folio de conformidad/)).toBeVisible();
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(fields.getByText('This field is required')).toHaveCount(2);
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/close-form-fields-en.png', fullPage: true });
});
