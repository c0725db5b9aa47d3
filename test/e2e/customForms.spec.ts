import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '../../src/shared/validation/limits';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const { numericIntegerDigits, numericDecimals } = LIMITS.customForms;

/** One field of each type, in type order: name, type label, options for the selection list. */
const FIELDS = [
  { name: 'Número de contrato', type: 'Texto', required: true },
  { name: 'Notas de acceso', type: 'Área de texto' },
  { name: 'Metros cuadrados', type: 'Numérico' },
  { name: 'Fecha de alta', type: 'Fecha', required: true },
  { name: 'Zona', type: 'Lista de selección', options: ['Norte', 'Centro', 'Sur'], required: true },
];

async function addField(page: Page, field: (typeof FIELDS)[number], checkAxe: boolean) {
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  const add = dialog(page, /^Agregar campo a/);
  await add.getByLabel(/^Nombre del campo/).fill(field.name);
  await choose(page, listNamed(add, /^Tipo/), field.type);
  if (field.required) await add.getByLabel('Obligatorio').check();
  if (field.options) await add.getByLabel(/^Opciones/).fill(field.options.join('\n'));
  if (checkAxe) await expectNoSeriousAxeIssue(page);
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByRole('cell', { name: field.name, exact: true })).toBeVisible();
}

test('an administrator builds a custom form with one field of each type and sees it validate', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/formsManagement');
  await expect(page.getByRole('heading', { name: 'Formularios', level: 1 })).toBeVisible();
  await choose(page, listNamed(page, 'Formulario'), 'Ubicaciones (0 campos)');
  for (const [index, field] of FIELDS.entries()) await addField(page, field, index === FIELDS.length - 1);
  await expect(page.getByText(`${FIELDS.length} de ${LIMITS.customForms.maxFields} campos`)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/custom-form-fields-es.png' });

  await page.getByRole('button', { name: 'Probar formulario' }).click();
  const preview = dialog(page, 'Vista previa de «Ubicaciones»');
  await preview.getByLabel(/^Metros cuadrados/).fill('9'.repeat(numericIntegerDigits + 1));
  await preview.getByRole('button', { name: 'Validar' }).click();
  await expect(preview.getByText(`Capture hasta ${numericIntegerDigits} enteros y ${numericDecimals} decimales`)).toBeVisible();
  await expect(preview.getByText('Este campo es obligatorio')).toHaveCount(3);
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/custom-form-preview-errors-es.png' });

  await preview.getByLabel(/^Metros cuadrados/).fill(`${'9'.repeat(numericIntegerDigits)}.${'5'.repeat(numericDecimals)}`);
  await preview.getByLabel(/^Número de contrato/).fill('CT-2026-001');
  await preview.getByLabel(/^Notas de acceso/).fill('Acceso por el andén 3');
  await preview.getByLabel(/^Fecha de alta/).fill('15/01/2026');
  // A click beside the calendar closes it (Escape would close the dialog).
  await preview.getByRole('status').click();
  await choose(page, listNamed(preview, /^Zona/), 'Centro');
  await expect(preview.getByText('Todos los valores cumplen las reglas del formulario.')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/custom-form-preview-valid-es.png' });
});

test('an administrator adds a child intervention code under a root', async ({ page }) => {
  await signIn(page, 'admin', '/interventionCodes');
  await expect(page.getByRole('table', { name: 'Códigos de intervención' })).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Códigos bajo Software' }).click();
  const tree = page.getByRole('list', { name: 'Códigos bajo Software' });
  await expect(tree.getByText('Sistema operativo')).toBeVisible();
  await expectNoSeriousAxeIssue(page);

  await tree.getByRole('button', { name: 'Agregar un código hijo a Software' }).click();
  const add = dialog(page, 'Agregar código hijo a «Software»');
  await add.getByLabel(/^Clave/).fill('SW-BD');
  await add.getByLabel(/^Nombre/).fill('Base de datos');
  await expectNoSeriousAxeIssue(page);
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add).toHaveCount(0);
  await expect(tree.getByText('Base de datos')).toBeVisible();
  await expect(page.getByText('Se agregó «Base de datos» bajo «Software».')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/intervention-codes-tree-es.png' });
});

async function workbook(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Códigos').addRows(rows);
  return { name: 'combustibles.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

test('an administrator replaces the fuel codes from a workbook after seeing the preview', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/invoiceFuel');
  const grid = page.getByRole('table', { name: 'Códigos de combustible' });
  await expect(grid.getByRole('cell', { name: 'Gasolina magna', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reemplazar desde archivo' }).click();
  const replace = dialog(page, 'Reemplazar Códigos de combustible desde un archivo');
  await expectNoSeriousAxeIssue(page);

  await replace.getByLabel('Archivo de códigos').setInputFiles(await workbook([['Clave', 'Nombre'], ['GAS 1', 'Magna'], ['GAS-2', 'Magna']]));
  await expect(replace.getByText('Fila 2, Clave: No puede contener espacios')).toBeVisible();
  await expect(replace.getByText('Fila 3, Nombre: Repite el valor de la fila 2')).toBeVisible();
  await expect(replace.getByRole('button', { name: 'Reemplazar con 2 registros' })).toBeDisabled();

  await replace.getByRole('button', { name: 'Elegir otro archivo' }).click();
  await replace.getByLabel('Archivo de códigos').setInputFiles(await workbook([['Clave', 'Nombre'], ['GAS-R', 'Gasolina regular'], ['GAS-P', 'Gasolina premium'], ['DIE-B', 'Diésel bajo azufre']]));
  const preview = replace.getByRole('table', { name: 'Vista previa de combustibles.xlsx' });
  await expect(preview.getByRole('cell', { name: 'Diésel bajo azufre' })).toBeVisible();
  // Previewed, not yet sent: the grid still lists the old codes.
  await expect(grid.getByRole('cell', { name: 'Gasolina magna', exact: true })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/fuel-codes-preview-es.png' });

  await replace.getByRole('button', { name: 'Reemplazar con 3 registros' }).click();
  await expect(page.getByText('Códigos de combustible: se eliminaron 4 registros y se crearon 3.')).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'Diésel bajo azufre', exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'Gasolina magna', exact: true })).toHaveCount(0);
});
