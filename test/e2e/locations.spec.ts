import { expect, test, type Page } from '@playwright/test';
import { columnsOf, writeLocationTemplate, type LocationBulkMode } from '../../src/domain/locations/bulk/locationTemplates';
import { locationGridPath } from '../../src/features/locations/paths';
import en from '../../src/shared/i18n/en.json';
import { createStore } from '../sandbox/store/createStore';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

/** The server's seeded data (the same seed builds the same clients and locations here). */
const seeded = createStore({ tickets: 1 });
const client = seeded.clients.get(1)!;
const known = seeded.locations.get(1)!;
const LOADED = 1_000;
const DEACTIVATED = 20;
// Short enough for the name limit with a row number after it.
const stamp = Date.now() % 1_000_000;
const loadedName = (i: number) => `E2E ${stamp}-${i}`;

/** A load row of client 1 at a seeded postal code, cells in the template's order (coordinates as numbers). */
function loadRow(name: string, patch: Record<string, string | number> = {}): (string | number)[] {
  const row: Record<string, string | number> = {
    clientId: '1', name, locationPriorityId: '1', comercialName: '', address: 'Av. Juárez 12', postalCode: known.postalCode,
    locality: '', latitude: 19.4326, longitude: -99.1332, additionalInfo: '', ...patch,
  };
  return columnsOf('load').map((column) => row[column] ?? '');
}

async function template(mode: LocationBulkMode, rows: (string | number)[][]) {
  const buffer = Buffer.from(await (await writeLocationTemplate(mode, 'es', rows)).arrayBuffer());
  return { name: 'ubicaciones.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
}

async function createByPostalCode(page: Page, name: string) {
  await page.goto('/ubications');
  await page.getByRole('button', { name: 'Agregar ubicación' }).click();
  const dialog = page.getByRole('dialog', { name: /ubicación/i });
  await choose(page, listNamed(dialog, /^Cliente/), client.name);
  await dialog.getByLabel(/^Nombre \*/).fill(name);
  await dialog.getByLabel(/^Dirección/).fill('Av. Insurgentes Sur 1602');
  await dialog.getByLabel(/^Código postal/).fill(known.postalCode);
  // The postal code fills the municipality and the state.
  await expect(dialog.getByLabel(/^Municipio/)).toHaveValue(known.municipalityName);
  await dialog.getByRole('button', { name: 'Elegir en el mapa' }).click();
  const picker = page.getByRole('dialog', { name: 'Elegir el punto de la ubicación' });
  const map = picker.getByRole('region', { name: 'Mapa para elegir el punto' });
  await expect(map).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeIssue(page);
  await map.click();
  await expect(picker.getByText(/^Punto elegido: latitud/)).toBeVisible();
  await picker.getByRole('button', { name: 'Usar este punto' }).click();
  await expect(picker).toHaveCount(0);
  await expect(dialog.getByLabel(/^Latitud/)).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se agregó la ubicación «${name}».`)).toBeVisible();
}

async function bulkLoad(page: Page) {
  await page.goto('/ubications/massiveLoadUbications');
  const file = page.getByLabel('Archivo de carga de ubicaciones');
  const good = Array.from({ length: LOADED }, (_, i) => loadRow(loadedName(i)));
  // Two bad rows among them: nothing is loaded, and each is named by row and column.
  await file.setInputFiles(await template('load', [...good.slice(0, 500), loadRow('Sin código', { postalCode: '123' }), ...good.slice(500), loadRow('Polo', { latitude: 91 })]));
  const errors = page.getByRole('table', { name: /El archivo tiene 2 errores; no se cargó ninguna ubicación/ });
  await expect(errors).toBeVisible({ timeout: 30_000 });
  await expect(errors.getByRole('row')).toHaveCount(3);
  await expectNoSeriousAxeIssue(page);
  await file.setInputFiles(await template('load', good));
  await page.getByRole('button', { name: /^Cargar 1[,.]?000 ubicaciones$/ }).click({ timeout: 30_000 });
  await expect(page.getByText(/Carga masiva exitosa: 1[,.]?000 ubicaciones cargadas/)).toBeVisible({ timeout: 60_000 });
}

async function bulkDeactivate(page: Page) {
  await page.goto('/ubications/massiveDeactivate');
  const rows = Array.from({ length: DEACTIVATED }, (_, i) => ['1', loadedName(i), 'Cierre de sucursal']);
  await page.getByLabel('Archivo de desactivación de ubicaciones').setInputFiles(await template('deactivate', rows));
  await page.getByRole('button', { name: `Desactivar ${DEACTIVATED} ubicaciones` }).click({ timeout: 30_000 });
  await expect(page.getByText(`Desactivación masiva exitosa: ${DEACTIVATED} ubicaciones desactivadas`)).toBeVisible({ timeout: 30_000 });
}

async function detail(page: Page) {
  await page.goto(locationGridPath(known.name));
  await page.getByRole('button', { name: `Ver el detalle de ${known.name}` }).first().click();
  const dialog = page.getByRole('dialog', { name: `Ubicación «${known.name}»` });
  await expect(dialog.getByRole('table', { name: 'Tickets abiertos' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Componentes de configuración instalados' })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
}

test('an administrator creates a location by postal code and map, loads 1,000 with two bad rows, deactivates 20 and reads a detail (issue 39)', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin');
  await createByPostalCode(page, `Insurgentes ${stamp}`);
  await bulkLoad(page);
  await bulkDeactivate(page);
  await detail(page);

  // The map, axe clean, in English.
  await page.goto('/ubications/map');
  await expect(page.getByRole('region', { name: /mapa/i }).first()).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeIssue(page);
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  await page.goto('/ubications/map');
  await expect(page.getByRole('heading', { name: en.routes.locationsMap, level: 1 })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
});

test('a dispatcher with location search opens the locations from the ticket list and cannot create one', async ({ page }) => {
  await signIn(page, 'despachador', '/requirement/find');
  await page.getByRole('link', { name: 'Ubicaciones' }).click();
  await expect(page).toHaveURL(/\/ubications$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar ubicación' })).toHaveCount(0);
});
