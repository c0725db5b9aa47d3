import { expect, test, type Page } from '@playwright/test';
import { preAssignmentWarehouse } from '../sandbox/inventory/places';
import { inventoryOf } from '../sandbox/inventory/state';
import { PRE_ASSIGNMENT_MOVEMENT } from '../sandbox/inventory/userRelease';
import { createStore } from '../sandbox/store/createStore';
import es from '../../src/shared/i18n/es.json';
import { LIMITS } from '../../src/shared/validation/limits';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

/** The seeded ledger (the same seed builds the same stock here as in the server): one component in a warehouse, one at the demo engineer. */
const store = createStore({ tickets: 1 });
const components = [...inventoryOf(store).ledger.components.values()];
const inWarehouse = components.find((c) => c.place.type === 'Warehouse' && c.place.id === 2)!;
const atEngineer = components.find((c) => c.place.type === 'TaskForce' && c.place.id === 4)!;
const warehouseName = store.warehouses.get(2)!.warehouseName;
const engineerName = store.users.get(4)!.fullName;
const preAssignmentName = store.warehouses.get(preAssignmentWarehouse(store, inventoryOf(store), 4))!.warehouseName;

const VIEWS = {
  warehouse: { path: '/warehousesComponentInventory', grid: 'Componentes por almacén' },
  taskForce: { path: '/assetManagementIT/workForce/configComponent/find', grid: 'Componentes por fuerza de tarea' },
};
const grid = (page: Page, name: string) => page.getByRole('table', { name });
const dialog = (page: Page) => page.getByRole('dialog');

/** Searches a view for one serial number and returns its rows once loaded. */
async function findSerial(page: Page, gridName: string, serial: string) {
  await page.getByLabel('Serie, descripción, marca, modelo o cliente').fill(serial);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(grid(page, gridName)).toHaveAttribute('aria-busy', 'false');
  return grid(page, gridName).locator('tbody tr');
}

test('both inventory views show where the ledger has each item', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', VIEWS.warehouse.path);
  await expect(page.getByRole('heading', { name: 'Inventario de componentes por almacén', level: 1 })).toBeVisible();
  let rows = await findSerial(page, VIEWS.warehouse.grid, inWarehouse.serialNumber);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(warehouseName);
  await expect(rows).toContainText(inWarehouse.isClientProperty ? 'Si' : 'No');
  await page.screenshot({ path: 'test-results/e2e/inventory-warehouse-es.png' });
  rows = await findSerial(page, VIEWS.warehouse.grid, atEngineer.serialNumber);
  await expect(grid(page, VIEWS.warehouse.grid)).toContainText('No hay componentes con estos filtros');

  await page.goto(VIEWS.taskForce.path);
  rows = await findSerial(page, VIEWS.taskForce.grid, atEngineer.serialNumber);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(engineerName);
  await page.screenshot({ path: 'test-results/e2e/inventory-taskforce-es.png' });
  await findSerial(page, VIEWS.taskForce.grid, inWarehouse.serialNumber);
  await expect(grid(page, VIEWS.taskForce.grid)).toContainText('No hay componentes con estos filtros');

  // The place filter's list open.
  await page.getByRole('search', { name: 'Filtrar el inventario por fuerza de tarea' }).locator('.p-multiselect').first().click();
  await expect(page.getByRole('option', { name: engineerName })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
});

test('the engineer sees the component the ledger puts in their task force', async ({ page }) => {
  await signIn(page, 'ingeniero', VIEWS.taskForce.path);
  const rows = await findSerial(page, VIEWS.taskForce.grid, atEngineer.serialNumber);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(engineerName);
});

test('deactivating an engineer sends the components they hold back to pre-assignment, and both views show it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/CreateAndConfigUser');
  const users = page.getByRole('search', { name: 'Buscar usuarios' });
  await users.getByRole('textbox', { name: 'Nombre, usuario, correo o teléfono' }).fill(engineerName);
  await users.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: `Más acciones para ${engineerName}` }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  await expect(dialog(page)).toContainText('componentes, kits e insumos vuelven a preasignación');
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/users-deactivate-es.png' });
  await dialog(page).getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Sus tickets abiertos, componentes, kits e insumos volvieron a preasignación.')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/users-deactivated-es.png' });

  await page.goto(VIEWS.taskForce.path);
  await findSerial(page, VIEWS.taskForce.grid, atEngineer.serialNumber);
  await expect(grid(page, VIEWS.taskForce.grid)).toContainText('No hay componentes con estos filtros');

  // A link to the warehouse view with the serial and every column (the last movement's type is hidden by default).
  await page.goto(`${VIEWS.warehouse.path}?text=${encodeURIComponent(atEngineer.serialNumber)}&hide=`);
  const row = grid(page, VIEWS.warehouse.grid).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(preAssignmentName);
  await expect(row).toContainText(es.inventory.movementTypes[PRE_ASSIGNMENT_MOVEMENT]);
  await page.screenshot({ path: 'test-results/e2e/inventory-preassignment-es.png', fullPage: true });
});

test('warehouse create refuses a latitude of 90.000001 and a seventh postal-code digit, then saves a valid one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/stores');
  await expect(page.getByRole('heading', { name: 'Almacenes', level: 1 })).toBeVisible();
  await expect(grid(page, 'Almacenes')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Agregar almacén' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page).getByText('Este campo es obligatorio')).toHaveCount(8);
  await expectNoSeriousAxeIssue(page);

  await dialog(page).getByLabel(/^Nombre/).fill('Almacén Saltillo Norte');
  await dialog(page).getByLabel(/^Dirección/).fill('Blvd. Venustiano Carranza');
  await dialog(page).getByLabel(/^Número exterior/).fill('2500');
  await dialog(page).getByLabel(/^Código postal/).pressSequentially('1234567');
  await expect(dialog(page).getByLabel(/^Código postal/)).toHaveValue('1234567'.slice(0, LIMITS.warehouses.postalCodeMax));
  await dialog(page).getByLabel(/^Latitud/).pressSequentially('90.000001');
  // Mexico lies west of Greenwich: the minus typed first must stay.
  await dialog(page).getByLabel(/^Longitud/).pressSequentially('-101.0053');
  await dialog(page).getByLabel(/^Latitud/).click();
  await expect(dialog(page).getByLabel(/^Longitud/)).toHaveValue('-101.0053');
  await choose(page, listNamed(dialog(page), /^Socio comercial/));
  await choose(page, listNamed(dialog(page), /^Responsable principal/));
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toContainText('La latitud debe estar entre -90 y 90');
  await page.screenshot({ path: 'test-results/e2e/warehouse-dialog-es.png' });
  await expectNoSeriousAxeIssue(page);

  await dialog(page).getByLabel(/^Latitud/).fill('25.4232');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText('Se agregó el almacén «Almacén Saltillo Norte».')).toBeVisible();
  await page.getByLabel('Nombre, dirección o responsable').fill('Saltillo Norte');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = grid(page, 'Almacenes').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('123456');
  await expect(row).toContainText('Activo');
});

test('the warehouses, the inventories and the shipment report read in English', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/shipping/report');
  await expect(grid(page, 'Envíos del reporte')).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: 'test-results/e2e/shipment-report-es.png' });
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');

  await page.goto('/shipping/report');
  await expect(page.getByRole('heading', { name: 'Shipment report', level: 1 })).toBeVisible();
  await expect(grid(page, 'Shipments in the report')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('search', { name: 'Filter the shipment report' })).toContainText('Choose the type first');
  await page.screenshot({ path: 'test-results/e2e/shipment-report-en.png' });

  await page.goto(VIEWS.warehouse.path);
  await expect(page.getByRole('heading', { name: 'Component inventory by warehouse', level: 1 })).toBeVisible();
  await page.getByLabel('Serial, description, brand, model or client').fill(inWarehouse.serialNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(grid(page, 'Components by warehouse').locator('tbody tr')).toHaveCount(1);
  await expect(grid(page, 'Components by warehouse').locator('tbody tr')).toContainText(warehouseName);
  await page.screenshot({ path: 'test-results/e2e/inventory-warehouse-en.png' });

  await page.goto('/stores');
  await expect(page.getByRole('heading', { name: 'Warehouses', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add warehouse' }).click();
  await dialog(page).getByLabel(/^Postal code/).pressSequentially('64A');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('This field is required');
  await expect(dialog(page)).toContainText('Only numbers are allowed');
  await page.screenshot({ path: 'test-results/e2e/warehouse-dialog-en.png' });
  await expectNoSeriousAxeIssue(page);
});
