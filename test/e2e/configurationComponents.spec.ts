import { expect, test, type Locator, type Page } from '@playwright/test';
import { writeComponentTemplate } from '../../src/domain/components/bulk/componentTemplate';
import { TEMPLATE_COLUMNS, type TemplateRow } from '../../src/domain/components/templateRows';
import type { Language } from '../../src/shared/i18n/i18n';
import { LIMITS } from '../../src/shared/validation/limits';
import { productModels } from '../sandbox/catalog/richState';
import { createStore } from '../sandbox/store/createStore';
import { expectNoSeriousAxeIssue } from './axe';
import { resetSandbox, signIn, signInFromHere } from './session';

// A step that cannot happen fails in seconds, not at the test's end.
test.use({ actionTimeout: 20_000 });

const C = LIMITS.components;
const ROWS = 500;
/** The rows the first file gets wrong, one rule each (0-based in the data; the sheet's row is one more than its header). */
const BAD = { serial: 41, cost: 250, ip: 499 } as const;

/** The seed's client with the most enabled locations (the same seed builds the same catalogue here), and an enabled model. */
function seeded() {
  const store = createStore({ tickets: 1 });
  const byClient = new Map<number, number[]>();
  for (const location of store.locations.values()) {
    if (location.enabled && store.clients.get(location.clientId)?.enabled) byClient.set(location.clientId, [...(byClient.get(location.clientId) ?? []), location.id]);
  }
  const [clientId, locationIds] = [...byClient.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  const model = [...productModels(store).values()].find((m) => m.enabled)!;
  return { clientName: store.clients.get(clientId)!.name, clientId, locationIds, modelId: model.id };
}

const SEED = seeded();
/** Serials of this run: the map and the grid find the batch by its prefix. */
const PREFIX = `E2E${Date.now().toString(36).toUpperCase()}-`;
const serialOf = (i: number) => `${PREFIX}${String(i + 1).padStart(3, '0')}`;

/** Row i of the batch: installed at one of the client's locations in turn, available, as the template's cells. */
function cells(i: number, patch: Partial<TemplateRow> = {}): string[] {
  const locationId = String(SEED.locationIds[i % SEED.locationIds.length]);
  const row: TemplateRow = {
    serialNumber: serialOf(i), productModelId: String(SEED.modelId), clientId: String(SEED.clientId), locationId, responsibleTypeId: '6',
    responsibleId: locationId, componentStatusId: '1', conditionId: null, productTiNumber: String(700_000 + i), cost: '1250.50', currencyId: '1',
    programmed: 'SI', remote: 'NO', isClientProperty: 'NO', ip: '10.0.0.15', port: '8080', simNumber: null, imeiNumber: null, ...patch,
  };
  return TEMPLATE_COLUMNS.map((column) => row[column] ?? '');
}

/** The batch, with the three bad rows or fixed. */
const batch = (bad: boolean) => Array.from({ length: ROWS }, (_, i) => {
  if (!bad) return cells(i);
  if (i === BAD.serial) return cells(i, { serialNumber: 'S'.repeat(C.serialMax + 1) });
  if (i === BAD.cost) return cells(i, { cost: '0' });
  if (i === BAD.ip) return cells(i, { ip: '300.1.1.1' });
  return cells(i);
});

/** The workbook the app's own template writer makes, as the file input takes it. */
async function workbook(rows: string[][], language: Language) {
  const bytes = Buffer.from(await (await writeComponentTemplate('load', language, rows)).arrayBuffer());
  return { name: 'componentes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes };
}

const TEXT = {
  es: {
    fileLabel: 'Archivo de carga de componentes', issues: 'El archivo tiene 3 errores; no se cargó ningún componente',
    issueRows: [
      [String(BAD.serial + 2), 'Número de serie', `El número de serie no puede exceder ${C.serialMax} caracteres`],
      [String(BAD.cost + 2), 'Costo', 'El costo debe ser mayor a 0'],
      [String(BAD.ip + 2), 'IP', 'Capture una dirección IP válida'],
    ],
    ready: `${ROWS} componentes listos para cargar`, send: `Cargar ${ROWS} componentes`, done: `Carga masiva exitosa: ${ROWS} componentes cargados`,
    filter: 'Buscar componentes', client: 'Cliente', searchClient: 'Buscar en Cliente', serial: 'Número de serie (empieza con)', search: 'Buscar', clear: 'Limpiar',
    onMap: `${ROWS} componentes en el mapa`, anyCount: /componentes? en el mapa$|Ningún componente coincide/, group: /^Grupo de /, place: / en este lugar$/, open: /^Abrir (.+) en la tabla$/,
    grid: 'Componentes de configuración', detail: (serial: string) => `Ver detalle de ${serial}`, tracking: 'Seguimiento',
    damaged: 'Marcar dañado', reason: 'Motivo', cancel: 'Cancelar', statuses: 'Estatus de componentes',
    titles: { grid: 'Componentes de configuración', map: 'Mapa de componentes', load: 'Carga masiva de componentes', update: 'Actualización masiva de componentes' },
  },
  en: {
    fileLabel: 'Component load file', issues: 'The file has 3 errors; no component was loaded',
    issueRows: [
      [String(BAD.serial + 2), 'Serial number', `The serial number cannot exceed ${C.serialMax} characters`],
      [String(BAD.cost + 2), 'Cost', 'The cost must be greater than 0'],
      [String(BAD.ip + 2), 'IP', 'Enter a valid IP address'],
    ],
    ready: '', send: '', done: '',
    filter: 'Search components', client: 'Client', searchClient: 'Search Client', serial: 'Serial number (starts with)', search: 'Search', clear: 'Clear',
    onMap: `${ROWS} components on the map`, anyCount: /components? on the map$|No component matches/, group: /^Group of /, place: / at this place$/, open: /^Open (.+) in the table$/,
    grid: 'Configuration components', detail: (serial: string) => `View details of ${serial}`, tracking: 'Tracking',
    damaged: 'Mark damaged', reason: 'Reason', cancel: 'Cancel', statuses: 'Component statuses',
    titles: { grid: 'Configuration components', map: 'Component map', load: 'Bulk component load', update: 'Bulk component update' },
  },
} as const;
type Text = (typeof TEXT)[Language];

/** A picture of the screen among the run's results (test-results/), for a person to look at. */
const shot = (page: Page, name: string, language: Language) => page.screenshot({ path: test.info().outputPath(`${name}-${language}.png`) });

/** The error list's rows as cells. */
async function issueRows(table: Locator): Promise<string[][]> {
  const rows = await table.getByRole('row').all();
  return Promise.all(rows.slice(1).map(async (row) => (await row.getByRole('cell').allTextContents()).map((cell) => cell.trim())));
}

/** The bulk page refuses the batch with its three bad rows, by row and column, in the page's language (axe with the list shown). */
async function refuseBadBatch(page: Page, text: Text, language: Language) {
  await page.goto('/configurationComponent/massiveLoad');
  await expect(page.getByRole('heading', { level: 1, name: text.titles.load })).toBeVisible();
  await page.getByLabel(text.fileLabel).setInputFiles(await workbook(batch(true), language));
  const errors = page.getByRole('table', { name: text.issues });
  await expect(errors).toBeVisible({ timeout: 30_000 });
  expect(await issueRows(errors)).toEqual(text.issueRows);
  await expectNoSeriousAxeIssue(page);
  await shot(page, 'massiveLoad', language);
}

/** The map filtered to the client (and the batch's serials), a group opened by Enter until a place lists its components; returns the first one's serial. */
async function findOnMap(page: Page, text: Text, language: Language): Promise<string> {
  await page.goto('/configurationComponent/Map');
  await expect(page.getByRole('heading', { level: 1, name: text.titles.map })).toBeVisible();
  // The screen has settled (the filter the grid left shown, its points counted) before the filter is changed.
  await expect(page.getByText(text.anyCount)).toBeVisible({ timeout: 30_000 });
  const filter = page.getByRole('search', { name: text.filter });
  // The map opens with the grid's last search (the session's memory): start from the whole filter.
  await filter.getByRole('button', { name: text.clear }).click();
  await expect(filter.getByRole('textbox', { name: text.serial })).toHaveValue('');
  // The list ignores a click while its options load: open until it shows.
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await filter.locator('.p-multiselect', { has: page.getByRole('combobox', { name: text.client }) }).click();
    await expect(page.getByRole('searchbox', { name: text.searchClient })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: text.searchClient }).fill(SEED.clientName);
  await page.getByRole('listbox').getByRole('option', { name: SEED.clientName, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await filter.getByRole('textbox', { name: text.serial }).fill(PREFIX);
  await filter.getByRole('button', { name: text.search }).click();
  await expect(page.getByText(text.onMap)).toBeVisible({ timeout: 30_000 });
  await expect(filter.getByText(SEED.clientName)).toBeVisible();

  // By keyboard: a group zooms in until it is one place, which opens as a list of its components' popups.
  const list = page.getByRole('region', { name: text.place });
  await expect(async () => {
    if (await list.count()) return;
    await page.getByRole('button', { name: text.group }).first().focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const link = list.getByRole('link', { name: text.open }).first();
  await expect(link).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousAxeIssue(page);
  await shot(page, 'map', language);
  const serial = (await link.textContent())!.match(text.open)![1]!;
  expect(serial.startsWith(PREFIX)).toBe(true);
  // The popup's link, by keyboard, to the grid filtered to the component.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/configurationComponent\?/);
  return serial;
}

/** The grid's detail of a component, opened from its row. */
async function openDetail(page: Page, text: Text, serial: string): Promise<Locator> {
  const grid = page.getByRole('table', { name: text.grid });
  await grid.getByRole('button', { name: text.detail(serial) }).click();
  const detail = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: text.tracking }) });
  await expect(detail).toBeVisible();
  return detail;
}

/** The status configuration screen and the bulk update page: axe on the first, pictures of both. */
async function statusesAndUpdate(page: Page, text: Text, language: Language) {
  await page.goto('/statusCongurationComponents');
  await expect(page.getByRole('heading', { level: 1, name: text.statuses })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeIssue(page);
  await shot(page, 'statusCongurationComponents', language);
  await page.goto('/configurationComponent/massiveUpdate');
  await expect(page.getByRole('heading', { level: 1, name: text.titles.update })).toBeVisible();
  await shot(page, 'massiveUpdate', language);
}

test('an administrator loads 500 components, finds one on the map, marks it damaged and sees its tracking, in both languages', async ({ page }) => {
  // Two passes over five screens; the load and its check are the long part.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await resetSandbox(page);
  await signIn(page, 'admin', '/configurationComponent/massiveLoad');
  const es = TEXT.es;

  // The bulk load: three bad rows refused by row and column, the fixed file loaded whole.
  await refuseBadBatch(page, es, 'es');
  await page.getByLabel(es.fileLabel).setInputFiles(await workbook(batch(false), 'es'));
  await expect(page.getByText(es.ready)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: es.send }).click();
  await expect(page.getByText(es.done)).toBeVisible({ timeout: 30_000 });

  // The map, filtered to the client, a group opened by keyboard to a component's popup, its link to the grid.
  const serial = await findOnMap(page, es, 'es');
  const reason = `Pantalla rota (e2e ${PREFIX})`;
  let detail = await openDetail(page, es, serial);
  await shot(page, 'configurationComponent', 'es');
  await detail.getByRole('button', { name: es.damaged }).click();
  const confirm = page.getByRole('dialog', { name: `Marcar dañado el componente ${serial}` });
  await confirm.getByRole('textbox', { name: es.reason }).fill(reason);
  await expectNoSeriousAxeIssue(page);
  await confirm.getByRole('button', { name: es.damaged }).click();
  await expect(confirm).toHaveCount(0);
  const tracking = detail.getByRole('table', { name: es.tracking });
  await expect(tracking.getByRole('row').filter({ hasText: reason })).toContainText('En revisión');

  await statusesAndUpdate(page, es, 'es');

  // English: the language is the account's, so changing it signs out; the same screens read in English.
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  const en = TEXT.en;
  await refuseBadBatch(page, en, 'en');
  const other = await findOnMap(page, en, 'en');
  detail = await openDetail(page, en, other);
  await detail.getByRole('button', { name: en.damaged }).click();
  const confirmEn = page.getByRole('dialog', { name: `Mark component ${other} damaged` });
  await expect(confirmEn.getByRole('textbox', { name: en.reason })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await shot(page, 'configurationComponent', 'en');
  await confirmEn.getByRole('button', { name: en.cancel }).click();
  await statusesAndUpdate(page, en, 'en');
});
