import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeIssue } from './axe';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

// The grid's first rows wait for sign-in and the catalogues; on a busy machine that is more than the default 5 s.
const SLOW = { timeout: 30_000 };

test('a page of 100 tickets draws the rows in view, and the keyboard and screen readers still reach every row', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', '/requirement/find');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: /^\d{6}$/ }).first()).toBeVisible(SLOW);
  await page.locator('.p-paginator .p-dropdown').click();
  await page.getByRole('option', { name: '100' }).click();

  // The header row and the page's 100 rows, though fewer are drawn.
  await expect(table).toHaveAttribute('aria-rowcount', '101', SLOW);
  const drawn = await table.locator('tbody > tr').count();
  expect(drawn).toBeLessThan(100);
  await expectNoSeriousAxeIssue(page);

  // Tab walks on past the last row drawn: each row it reaches scrolls into view and draws the next.
  const focusedRowIndex = () => page.evaluate(() => Number(document.activeElement?.closest('tbody > tr')?.getAttribute('aria-rowindex') ?? 0));
  await table.getByRole('checkbox', { name: /^Seleccionar la fila/ }).first().focus();
  for (let presses = 0; presses < 200 && (await focusedRowIndex()) <= drawn + 1; presses++) await page.keyboard.press('Tab');
  expect(await focusedRowIndex()).toBe(drawn + 2);

  // The arrows, Home and End move the focus from row to row, the row scrolled into view.
  const focused = table.locator('tbody > tr:focus');
  await page.keyboard.press('End');
  await expect(focused).toHaveAttribute('aria-rowindex', '101');
  await expect(focused).toBeInViewport();
  await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveAttribute('aria-rowindex', '100');
  await page.keyboard.press('Home');
  await expect(focused).toHaveAttribute('aria-rowindex', '2');
  await expect(focused).toBeInViewport();
  for (let presses = 0; presses < drawn; presses++) await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAttribute('aria-rowindex', String(drawn + 2));
  await expect(focused).toBeInViewport();
  await page.screenshot({ path: 'test-results/e2e/grid-window-keyboard.png' });

  // Scrolled with the wheel to the end: the last rows are drawn, and the focused row stays with the focus.
  await page.getByRole('region', { name: 'Búsqueda de tickets' }).evaluate((region) => region.scrollTo({ top: region.scrollHeight }));
  await expect(table.locator('tbody > tr[aria-rowindex="101"]')).toBeInViewport();
  await expect(focused).toHaveAttribute('aria-rowindex', String(drawn + 2));
});
