import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/app/routes/routeScreens';
import { DETAIL_TABS } from '../../src/features/tickets/detail/detailTabs';
import { expectNoSeriousAxeIssue } from './axe';
import { resetSandbox, signIn } from './session';

/** Seeded records for the routes that take an id (test/sandbox/store). */
const SEEDED: Record<string, string> = { ticketId: '100001', id: '1' };

/** Every built route's address, an id of the sandbox in each parameter; the ticket detail once per tab. */
const ADDRESSES = ROUTES.filter((route) => route.screen).flatMap((route) => {
  const path = `/${route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'tab' ? ':tab' : SEEDED[name]!))}`;
  return path.includes(':tab') ? DETAIL_TABS.map((tab) => path.replace(':tab', tab)) : [path];
});

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** Waits for the screen's data, not for a fixed time: no loader left, and the page named. */
async function settled(page: Page) {
  await expect(page.locator('.p-datatable-loading-overlay, .p-progress-spinner')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
}

for (const address of ADDRESSES) {
  test(`axe: ${address} has no serious or critical issue`, async ({ page }) => {
    await signIn(page, 'admin', address);
    await settled(page);
    await expectNoSeriousAxeIssue(page);
  });
}

test('axe: the ticket filter with every section open', async ({ page }) => {
  await signIn(page, 'admin', '/requirement/find');
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

test('axe: the column chooser open', async ({ page }) => {
  await signIn(page, 'admin', '/requirement/find');
  await settled(page);
  await page.locator('.p-multiselect', { has: page.getByRole('combobox', { name: 'Columnas' }) }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoSeriousAxeIssue(page);
});

test('axe: the notification panel open', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(page.getByRole('dialog', { name: /Notificaciones/ })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
});

test('axe: the status-change dialog open', async ({ page }) => {
  await signIn(page, 'admin', '/requirement/detail/100001/general');
  await page.getByRole('button', { name: 'Elija el siguiente estatus' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: 'Actualizar estatus' }).click();
  await expect(page.getByRole('dialog', { name: /^Cambiar estatus del ticket/ })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
});

test('axe: the Gantt dialog of a work order', async ({ page }) => {
  await signIn(page, 'admin', '/requirement/odt/1');
  await page.getByRole('button', { name: 'Ver diagrama' }).click();
  const diagram = page.getByRole('dialog', { name: /^Diagrama de Gantt del flujo/ });
  await expect(diagram.locator('.react-flow__node').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeIssue(page);
});

test('axe: the command palette and the shortcuts list', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await page.getByRole('button', { name: 'Ir a una pantalla' }).click();
  await expect(page.getByRole('dialog', { name: 'Ir a una pantalla' })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Atajos de teclado' })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
});
