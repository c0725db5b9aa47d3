import { type Page } from '@playwright/test';
import { ROUTES } from '../../src/app/routes/routeScreens';
import { DETAIL_TABS } from '../../src/features/tickets/detail/detailTabs';
import { expectNoSeriousAxeIssue } from './axe';
import { brokenHeaderWords } from './gridHeaders';
import { listNamed } from './choose';
import { resetSandboxFrom } from './session';
import { expect, test } from './signedInPage';

/** Seeded records the routes with parameters open: a ticket the administrator sees (once per tab), the first work order, the first shipment and the first change (a draft: its form shown). */
const SEEDED: Record<string, string[]> = {
  ticketDetail: DETAIL_TABS.map((tab) => `/requirement/detail/100001/${tab}`),
  odtDetail: ['/requirement/odt/1'],
  shipmentDetail: ['/shipping/detail/1'],
  shipmentReception: ['/shipping/reception/detail/1'],
  changeDetail: ['/change/detail/1'],
  // Seeded problems cycle through the statuses from id 1 (New): 2 is in analysis, 3 a known error.
  problemDetail: ['/problem/detail/3'],
  problemUpdate: ['/problem/update/2'],
  // 301 is the first hostile seed (after the 300 in Spanish): shown inert, within the policy.
  solutionDetail: ['/solutions/detail/1', '/solutions/detail/301'],
};

/** Every built route's address, as the administrator (who may open them all) reaches it. */
const ADDRESSES = ROUTES.filter((route) => route.screen).flatMap((route) => {
  if (!route.path.includes(':')) return [`/${route.path}`];
  const seeded = SEEDED[route.id];
  if (!seeded) throw new Error(`Route ${route.id} has parameters: name a seeded record for it in SEEDED`);
  return seeded;
});

// Every test opens its address with a full load in the worker's page, signed in once (signedInPage.ts),
// which put the sandbox back to its seed before signing in.
test.beforeEach(async ({ adminPage: { page } }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

// The worker, and so its page, outlives this file: the page waits on a blank document, no screen polling or
// listening to the notification hub while the other files run.
test.afterAll(async ({ adminPage: { page } }) => {
  await page.goto('about:blank');
});

/** Opens an address with a full load, as the signed-in administrator: the shell shown. */
async function open(page: Page, address: string) {
  await page.goto(address);
  await expect(page.getByRole('navigation', { name: /Menú principal|Main menu/ })).toBeVisible();
}

/** Waits for the screen's data, not for a fixed time: no loader left, and the page named. */
async function settled(page: Page) {
  await expect(page.locator('.p-datatable-loading-overlay, .p-progress-spinner')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
}

// The route visits change no data (their requests are reads and searches), so the sandbox is not reset between them.
// One visit per address checks both axe and the content security policy (the policy's headers: csp.spec.ts).
for (const address of ADDRESSES) {
  test(`axe and CSP: ${address} has no serious or critical issue and no policy violation`, async ({ adminPage }) => {
    const { page } = adminPage;
    await open(page, address);
    await settled(page);
    await expectNoSeriousAxeIssue(page);
    // A grid's headers wrap between words only (issue 38): every screen's columns, at the size operators use.
    expect(await brokenHeaderWords(page)).toEqual([]);
    // What loads late (pictures, the notification hub) has had its chance to be refused.
    await page.waitForLoadState('networkidle');
    expect(await adminPage.takeCspViolations()).toEqual([]);
  });
}

// The overlays are opened by clicking: each starts from the sandbox's seed, in case a click ever saves something.
test.describe('overlays', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandboxFrom(request);
  });

  test('axe: the ticket filter with every section open', async ({ adminPage: { page } }) => {
    await open(page, '/requirement/find');
    await page.getByRole('button', { name: 'Filtro avanzado' }).click();
    const filter = page.getByRole('search', { name: 'Filtro avanzado de tickets' });
    await expect(filter).toBeVisible();
    // Opening one section may reveal others: open until none is left folded.
    await expect(async () => {
      const folded = filter.locator('button[aria-expanded="false"]:not([aria-haspopup])');
      for (const button of await folded.all()) await button.click();
      await expect(folded).toHaveCount(0);
    }).toPass({ timeout: 20_000 });
    await expectNoSeriousAxeIssue(page);
  });

  test('axe: the column chooser open', async ({ adminPage: { page } }) => {
    await open(page, '/requirement/find');
    await settled(page);
    await page.locator('.p-multiselect', { has: page.getByRole('combobox', { name: 'Columnas' }) }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousAxeIssue(page);
  });

  test('axe: the notification panel open', async ({ adminPage: { page } }) => {
    await open(page, '/');
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(page.getByRole('dialog', { name: /Notificaciones/ })).toBeVisible();
    await expectNoSeriousAxeIssue(page);
  });

  test('axe: the status-change dialog open', async ({ adminPage: { page } }) => {
    await open(page, '/requirement/detail/100001/general');
    await page.getByRole('button', { name: 'Elija el siguiente estatus' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByRole('button', { name: 'Actualizar estatus' }).click();
    await expect(page.getByRole('dialog', { name: /^Cambiar estatus del ticket/ })).toBeVisible();
    await expectNoSeriousAxeIssue(page);
  });

  test("axe: a configuration component's detail and its status change, with the next status list open", async ({ adminPage: { page } }) => {
    await open(page, '/configurationComponent');
    await settled(page);
    const firstRow = page.getByRole('table', { name: 'Componentes de configuración' }).getByRole('row').nth(1);
    await firstRow.getByRole('button', { name: /^Ver detalle de / }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('heading', { name: 'Seguimiento' })).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: 'test-results/e2e/component-detail-es.png' });
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await firstRow.getByRole('button', { name: /^Cambiar estatus de / }).click();
    const change = page.getByRole('dialog', { name: /^Cambiar estatus de / });
    // The list opens on its frame (the named element is a hidden input); options come with the status configuration.
    await expect(async () => {
      await listNamed(change, /^Nuevo estatus/).click();
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: 'test-results/e2e/component-status-es.png' });
    await page.keyboard.press('Escape');
  });

  test("axe: the components map with a place's components open in their popup", async ({ adminPage: { page } }) => {
    // Warehouses only: a few places, each a group that opens as a list of its components' popups.
    await open(page, '/configurationComponent/Map?placeType=Warehouse');
    await settled(page);
    await expect(page.getByText(/componentes? en el mapa$/)).toBeVisible({ timeout: 30_000 });
    const list = page.getByRole('region', { name: / en este lugar$/ });
    // By keyboard, as the issue asks: a group zooms in until it is one place, which opens as a list.
    await expect(async () => {
      if (await list.count()) return;
      await page.getByRole('button', { name: /^Grupo de / }).first().focus();
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(list.getByRole('link', { name: /^Abrir .+ en la tabla$/ }).first()).toBeVisible({ timeout: 10_000 });
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: 'test-results/e2e/components-map-popup-es.png' });
    await page.keyboard.press('Escape');
  });

  test('axe: the Gantt dialog of a work order', async ({ adminPage: { page } }) => {
    await open(page, '/requirement/odt/1');
    await page.getByRole('button', { name: 'Ver diagrama' }).click();
    const diagram = page.getByRole('dialog', { name: /^Diagrama de Gantt del flujo/ });
    await expect(diagram.locator('.react-flow__node').first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousAxeIssue(page);
  });

  test('axe: the command palette and the shortcuts list', async ({ adminPage: { page } }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Ir a una pantalla' }).click();
    await expect(page.getByRole('dialog', { name: 'Ir a una pantalla' })).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Atajos de teclado' })).toBeVisible();
    await expectNoSeriousAxeIssue(page);
  });
});
