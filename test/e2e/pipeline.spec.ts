import { expect, test } from '@playwright/test';

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset');
});

test('data travels sandbox -> HTTP -> generated hook -> screen', async ({ page }) => {
  const answered = page.waitForResponse((r) => r.url().includes('/security/api/v1/Public/GetParams?platformSpec=WEB'));
  await page.goto('/');
  expect((await answered).status()).toBe(200);
  const contact = page.getByRole('link', { name: 'Contáctanos' });
  await expect(contact).toHaveAttribute('href', 'https://chat.google.com/room/AAAAsoporte-mesa?cls=7');
  await expect(contact).toHaveAttribute('target', '_blank');
  await expect(page).toHaveTitle('Mesa de Servicio');
  await page.screenshot({ path: 'test-results/e2e/landing.png', fullPage: true });
});

test('the sandbox reports no contract violation after the page loaded', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Contáctanos' })).toBeVisible();
  const { violations } = (await (await request.get('/__sandbox/violations')).json()) as { violations: string[] };
  expect(violations).toEqual([]);
});
