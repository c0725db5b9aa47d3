import { expect, test, type Browser, type Page } from '@playwright/test';
import { inventoryOf } from '../sandbox/inventory/state';
import { createStore } from '../sandbox/store/createStore';
import { LIMITS } from '../../src/shared/validation/limits';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

/** The seeded ledger (the same seed builds the same stock in the server): the demo warehouse's first free components. */
const store = createStore({ tickets: 1 });
const ledger = inventoryOf(store).ledger;
const warehouseName = store.warehouses.get(1)!.warehouseName;
const engineerName = store.users.get(4)!.fullName;
const [first, second, third] = [...ledger.components.values()].filter((c) => c.kitId === null && c.place.type === 'Warehouse' && c.place.id === 1);
const shipped = [first!, second!, third!];
const optionOf = (c: { serialNumber: string; description: string }) => `${c.serialNumber} · ${c.description}`;


/** A second person at another browser. */
async function otherPerson(browser: Browser, baseURL: string | undefined, userName: string, path: string) {
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page, userName, path);
  return page;
}

async function takeStep(page: Page, step: string) {
  await page.getByRole('group', { name: 'Siguientes pasos' }).getByRole('button', { name: step }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: step }).click();
  await expect(dialog).toHaveCount(0);
}

test('a warehouse administrator ships three components to an engineer, who accepts two and rejects one', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'almacen', '/shipping/create');
  await expect(page.getByRole('heading', { name: 'Nuevo envío' })).toBeVisible();
  await choose(page, listNamed(page, 'Tipo de envío'), 'Almacén a fuerza de tarea');
  await choose(page, listNamed(page, 'Origen'), warehouseName);
  await choose(page, listNamed(page, 'Destino'), engineerName);
  for (const component of shipped) {
    await choose(page, listNamed(page, 'Componente (número de serie)'), optionOf(component));
    await page.getByRole('button', { name: 'Agregar' }).first().click();
  }
  const items = page.getByRole('table', { name: 'Artículos del envío' });
  for (const component of shipped) await expect(items).toContainText(component.serialNumber);

  // The cost cap: one cent more is refused with its message.
  const cost = page.getByRole('spinbutton', { name: 'Costo' });
  // PrimeReact's number input formats key by key, as a person types.
  await cost.pressSequentially(`${LIMITS.shipments.costMax}.01`);
  await cost.blur();
  await expect(page.getByText('El costo no puede ser mayor a 9999999.00')).toBeVisible();
  await page.screenshot({
    path: 'test-results/e2e/shipment-create-es.png',
    fullPage: true,
  });
  await expectNoSeriousAxeIssue(page);
  await cost.fill('');
  await cost.pressSequentially('1250.5');
  await cost.blur();
  await expect(page.getByText('El costo no puede ser mayor a 9999999.00')).toHaveCount(0);
  await expect(cost).toHaveValue('1,250.50');
  await choose(page, listNamed(page, 'Moneda'), 'Peso mexicano');
  await page.getByRole('textbox', { name: 'Número de guía' }).fill('GU-Envío 001');
  await choose(page, listNamed(page, 'Paquetería'), 'Estafeta');
  await choose(page, listNamed(page, 'Prioridad'), 'Alta');
  await page.getByRole('button', { name: 'Crear envío' }).click();

  await expect(page).toHaveURL(/\/shipping\/detail\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: `Envío ${id}` })).toBeVisible();
  await expect(page.locator('[data-field="status"]')).toHaveText('Pendiente');
  await expect(page.locator('[data-field="invoiceNumber"]')).toHaveText(`FAC-${String(id).padStart(6, '0')}`);
  await expect(page.locator('[data-field="cost"]')).toHaveText('1,250.50');
  await takeStep(page, 'Confirmar');
  await expect(page.locator('[data-field="status"]')).toHaveText('Confirmado');
  await takeStep(page, 'Poner en proceso');
  await takeStep(page, 'Listo para envío');
  await expect(page.locator('[data-field="status"]')).toHaveText('Esperando salida');
  await page.screenshot({
    path: 'test-results/e2e/shipment-detail-es.png',
    fullPage: true,
  });
  await expectNoSeriousAxeIssue(page);

  const engineer = await otherPerson(browser, baseURL, 'ingeniero', `/shipping/reception/detail/${id}`);
  await expect(engineer.getByRole('heading', { name: `Recepción del envío ${id}` })).toBeVisible();
  await engineer.getByRole('button', { name: `Aceptar ${first!.serialNumber}` }).click();
  await expect(engineer.getByText('Envío aceptado, rechazado o actualizado').first()).toBeVisible();
  await engineer.getByRole('checkbox', { name: `Seleccionar ${second!.serialNumber}` }).check();
  await engineer.getByRole('button', { name: 'Aceptar seleccionados' }).click();
  const row = (serial: string) => engineer.getByRole('table', { name: 'Artículos del envío' }).getByRole('row').filter({ hasText: serial });
  await expect(row(second!.serialNumber)).toContainText('Aceptado');
  await engineer.getByRole('button', { name: `Rechazar ${third!.serialNumber}` }).click();
  await expect(row(third!.serialNumber)).toContainText('Rechazado');
  await expect(row(first!.serialNumber)).toContainText('Aceptado');
  await expect(engineer.getByText('El envío está en estatus Cerrado: no se pueden aceptar ni rechazar artículos.')).toBeVisible();
  await engineer.screenshot({
    path: 'test-results/e2e/shipment-reception-es.png',
    fullPage: true,
  });
  await expectNoSeriousAxeIssue(engineer);

  // Both inventory views show where each item is: two at the engineer, the rejected one back in the warehouse.
  const findSerial = async (who: Page, path: string, gridName: string, serial: string) => {
    await who.goto(path);
    await who.getByLabel('Serie, descripción, marca, modelo o cliente').fill(serial);
    await who.getByRole('button', { name: 'Buscar' }).click();
    const rows = who.getByRole('table', { name: gridName }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    return rows.first();
  };
  for (const component of [first!, second!]) {
    await expect(
      await findSerial(engineer, '/assetManagementIT/workForce/configComponent/find', 'Componentes por fuerza de tarea', component.serialNumber),
    ).toContainText(engineerName);
  }
  await expect(await findSerial(page, '/warehousesComponentInventory', 'Componentes por almacén', third!.serialNumber)).toContainText(warehouseName);

  await engineer.goto('/shipping/find');
  const grid = engineer.getByRole('table', { name: 'Envíos' });
  await expect(grid.getByRole('link', { name: `Abrir el envío ${id}` })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: `FAC-${String(id).padStart(6, '0')}` })).toContainText('Cerrado');
  await expectNoSeriousAxeIssue(engineer);
});

test('an engineer cannot choose type 1 and has their own task force as origin', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'ingeniero', '/shipping/create');
  await listNamed(page, 'Tipo de envío').click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveText(['Fuerza de tarea a fuerza de tarea', 'Fuerza de tarea a almacén']);
  await expect(listbox.getByRole('option', { name: 'Almacén a almacén' })).toHaveCount(0);
  await expectNoSeriousAxeIssue(page);
  await listbox.getByRole('option', { name: 'Fuerza de tarea a almacén' }).click();
  await expect(listNamed(page, 'Origen')).toContainText(engineerName);
});

test('the shipment screens read in English', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'almacen', '/shipping/find');
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'almacen');
  await page.goto('/shipping/create');
  await expect(page.getByRole('heading', { name: 'New shipment' })).toBeVisible();
  await page.getByRole('button', { name: 'Create shipment' }).click();
  await expect(page.getByText('Add at least one item to the shipment')).toBeVisible();
  await page.screenshot({
    path: 'test-results/e2e/shipment-create-en.png',
    fullPage: true,
  });
  await page.goto('/shipping/find');
  await expect(page.getByRole('table', { name: 'Shipments' })).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({
    path: 'test-results/e2e/shipment-find-en.png',
    fullPage: true,
  });
});
