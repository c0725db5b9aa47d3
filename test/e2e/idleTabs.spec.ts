import { expect, test, type Page } from '@playwright/test';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

/**
 * Issue 28, finding 9: with three tabs idle at once each tab used to send its own sign-out to the identity
 * provider. One tab leads (a Web Lock, src/auth/idleWatcher.ts); the others sign out on their own page only.
 */
test('three idle tabs send one sign-out to the identity provider and all three show the sign-in screen', async ({ context }) => {
  await context.clock.install();
  const signOuts: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/oidc/logout') signOuts.push(request.url());
  });
  const first = await context.newPage();
  await signIn(first, 'admin');
  const tabs: Page[] = [first];
  for (let i = 0; i < 2; i++) {
    const tab = await context.newPage();
    await tab.goto('/');
    tabs.push(tab);
  }
  for (const tab of tabs) await expect(tab.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();

  // Past the 15 minutes of the spec (000 section 2) in every tab at once: each tab's check runs together.
  await context.clock.fastForward('16:00');
  for (const tab of tabs) await expect(tab.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // Longer than a tab's next check (every 15 s) and the leader's hold of the lock: no second sign-out comes late.
  await context.clock.fastForward('02:00');
  for (const tab of tabs) await expect(tab.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(signOuts).toHaveLength(1);
});
