import { expect, test, type Locator, type Page } from '@playwright/test';
import { brokenHeaderWords } from './gridHeaders';
import { resetSandbox, signIn, signInFromHere } from './session';

/** Issue 17's defects, checked where only a browser lays the page out: at the size they were seen at. */
test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(async ({ page }) => resetSandbox(page));

/** A seeded closed ticket: its status forbids component movements. */
const CLOSED_TICKET = 100001;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Text is readable when it is not cut, or when its full wording is in the element's title. */
async function readable(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth <= el.clientWidth || el.getAttribute('title') === el.textContent?.trim());
}

/** The bell's unread count, from its accessible name ("Notificaciones: 8 sin leer"). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notificaciones: \d+ sin leer/ });
  await expect(bell).toBeVisible();
  return Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);
}

test('the ticket detail shows all its tabs, and a locked movements form looks disabled and stays in its card', async ({ page }) => {
  await signIn(page, 'admin', `/requirement/detail/${CLOSED_TICKET}/movements`);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(9);
  const cardBox = await box(page.locator('.p-tabview'));
  for (const tab of await tabs.all()) {
    const at = await box(tab);
    expect(at.x + at.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await readable(tab)).toBe(true);
  }
  await expect(page.getByRole('note')).toBeVisible();
  for (const name of ['Agregar', 'Registrar movimiento']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    const style = await button.evaluate((el) => ({ opacity: Number(getComputedStyle(el).opacity), cursor: getComputedStyle(el).cursor }));
    expect(style.opacity).toBeLessThan(1);
    expect(style.cursor).toBe('not-allowed');
    const at = await box(button);
    expect(at.x + at.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
});

test('the create form shows its hints whole, and Ubicación looks like the other dropdowns', async ({ page }) => {
  await signIn(page, 'admin', '/requirement/createTicket/incident');
  const labels = page.locator('.p-dropdown .p-dropdown-label');
  await expect(labels.first()).toBeVisible();
  for (const label of await labels.all()) expect(await readable(label)).toBe(true);
  const dropdown = page.locator('.p-dropdown').first();
  const trigger = page.locator('.p-dropdown .p-dropdown-trigger').first();
  const locationButton = page.locator('.p-autocomplete-dropdown');
  const look = (l: Locator, part: 'background' | 'text') =>
    l.evaluate((el, p) => (p === 'background' ? getComputedStyle(el).backgroundColor : getComputedStyle(el).color), part);
  expect(await look(locationButton, 'background')).toBe(await look(dropdown, 'background'));
  expect(await look(locationButton, 'text')).toBe(await look(trigger, 'text'));
});

test('the reassign search shows its placeholder whole, and the account menu its e-mail', async ({ page }) => {
  await signIn(page, 'admin', '/requirement/re-assign');
  const search = page.getByRole('search').getByRole('textbox').first();
  await expect(search).toBeVisible();
  const fits = await search.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(el.placeholder).width <= room || el.title === el.placeholder;
  });
  expect(fits).toBe(true);

  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  const email = page.getByRole('dialog').locator('dd').nth(1);
  await expect(email).toContainText('@');
  expect(await readable(email)).toBe(true);
  // The seeded e-mail fits at this width, so also check that a longer one would end in "…" with its whole text in the title.
  expect(await email.evaluate((el) => [getComputedStyle(el).textOverflow, el.getAttribute('title') === el.textContent?.trim()])).toEqual(['ellipsis', true]);
});

test("the bell's 'Ver todas' opens a page listing every unread notification the bell counts", async ({ page }) => {
  await signIn(page, 'admin');
  const count = await bellCount(page);
  expect(count).toBeGreaterThan(1);
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await page.getByRole('link', { name: 'Ver todas' }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(page.getByRole('table')).not.toContainText(/\d{2}-\d{2}-\d{4}/);
});

test('download toasts keep clear of the paginator and of the notification panel', async ({ page }) => {
  await signIn(page, 'admin', '/notifications?view=unread');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  for (let i = 0; i < 4; i++) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await download;
  }
  const toasts = page.locator('.p-toast-message');
  await expect(toasts).toHaveCount(3);
  const paginator = await box(page.locator('.p-paginator'));
  // Measured once the toasts have slid into place (PrimeReact animates them in).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  for (const toast of await toasts.all()) expect(overlaps(await box(toast), paginator)).toBe(false);
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const showAll = await box(page.getByRole('link', { name: 'Ver todas' }));
  for (const toast of await toasts.all()) expect(overlaps(await box(toast), showAll)).toBe(false);
});

test('in English the shipment grids break no header inside a word ("Shipmen / t" before)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  for (const address of ['/shipping/find', '/shipping/report', '/warehousesComponentInventory']) {
    await page.goto(address);
    await expect(page.locator('.grid-table th').first()).toBeVisible({ timeout: 30_000 });
    expect(await brokenHeaderWords(page)).toEqual([]);
  }
});
