import { expect, test } from '@playwright/test';
import { resetSandbox, signIn, signInFromHere } from './session';
import { expectNoSeriousAxeIssue } from './axe';

test.beforeEach(async ({ page }) => resetSandbox(page));

test('the administrator and the engineer see different menus', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  // Menu groups start folded (the current screen's group aside).
  await menu.getByRole('button', { name: 'Administración' }).click();
  await menu.getByRole('button', { name: 'Tickets' }).click();
  await expect(menu.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Nueva orden de trabajo' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/shell-adm-es.png' });

  const engineer = await browser.newContext({ ignoreHTTPSErrors: true });
  const enginePage = await engineer.newPage();
  await signIn(enginePage, 'ingeniero');
  const engineerMenu = enginePage.getByRole('navigation', { name: 'Menú principal' });
  await engineerMenu.getByRole('button', { name: 'Tickets' }).click();
  await expect(engineerMenu.getByRole('link', { name: 'Búsqueda de tickets' })).toBeVisible();
  await expect(engineerMenu.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await enginePage.goto('/CreateAndConfigUser');
  await expect(enginePage).toHaveURL(/\/forbidden$/);
  await expect(enginePage.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
  await engineer.close();
});

test('sign-in records a login tracking entry and the home page counts incidents', async ({ page }) => {
  const tracking = page.waitForRequest((r) => r.url().includes('/security/api/v1/Login/AddLoginTracking'));
  await signIn(page, 'despachador');
  expect((await tracking).postDataJSON()).toMatchObject({ tokenTypeId: 3, isLogin: true, userLoggedId: 2 });
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await expect(page.getByRole('link', { name: /tickets\. Ver la lista/ }).first()).toBeVisible();
});

test("a signed-in user's home shows without the screens' strings, and asks for them once its menu is drawn (issues 15, 29)", async ({ page }) => {
  await signIn(page, 'despachador');
  const screenStrings = /\/assets\/i18n-es-screens\.[0-9a-f]+\.js$/;
  await page.route(screenStrings, (route) => route.abort());
  const asked = page.waitForRequest(screenStrings);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await expect(page.getByRole('link', { name: /tickets\. Ver la lista/ }).first()).toBeVisible();
  await asked;
});

test('switching to English signs out and the next sign-in is in English', async ({ page }) => {
  await signIn(page, 'ingeniero');
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, 'ingeniero');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Tickets' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Ticket search' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/shell-eng-en.png' });
});

test('offline shows the persistent connection banner over the screen, which stays; coming back closes it and the list carries on', async ({ page, context }) => {
  // The list's first search is still on its way when the connection goes, as on a slow machine.
  let connectionGone = () => undefined as void;
  const gone = new Promise<void>((resolve) => (connectionGone = resolve));
  await page.route('**/ticket/api/v1/Tickets/GeneralSearch', async (route) => {
    await gone;
    await route.continue().catch(() => undefined);
  });
  let offline = false;
  const sentOffline: string[] = [];
  page.on('request', (request) => {
    if (offline && request.url().includes('/api/')) sentOffline.push(request.url());
  });
  const searched = page.waitForRequest((request) => request.url().endsWith('/Tickets/GeneralSearch'));
  await signIn(page, 'supervisor', '/requirement/find');
  const heading = page.getByRole('heading', { name: 'Búsqueda de tickets' });
  await expect(heading).toBeVisible();
  await searched;
  const cut = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/Tickets/GeneralSearch'));
  await context.setOffline(true);
  offline = true;
  connectionGone();
  await cut;
  const banner = page.getByRole('alert').filter({ hasText: 'Sin conexión a internet. Revise su conexión' });
  await expect(banner).toBeVisible();
  // Longer than the base query's one retry waits: the banner alone tells of the connection, not an error of the list's own.
  await page.waitForTimeout(2000);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(heading).toBeVisible();
  expect(sentOffline).toEqual([]);

  offline = false;
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('link', { name: /^\d+$/ }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('signing out in one tab signs out the other', async ({ page, context }) => {
  await signIn(page, 'admin');
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('the shell and home page have no serious or critical accessibility issue', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await expect(page.getByRole('dialog', { name: 'Abrir el menú de la cuenta' })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
});

test('the forgotten-password flow does not leave a session', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
});

test('two tabs stay signed in while one is active, and sign out together when idle', async ({ context }) => {
  await context.clock.install();
  const active = await context.newPage();
  await signIn(active, 'admin');
  const other = await context.newPage();
  await other.goto('/');
  const menu = (p: typeof active) => p.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu(other)).toBeVisible();
  // Twenty minutes of work in one tab keep both alive (the limit is fifteen without activity).
  for (let minute = 0; minute < 20; minute += 5) {
    await active.mouse.move(100 + minute, 200);
    await context.clock.fastForward('05:00');
  }
  await expect(menu(active)).toBeVisible();
  await expect(menu(other)).toBeVisible();
  await context.clock.fastForward('16:00');
  await expect(active.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('after a browser restart the user signs in again cleanly, with no error screen', async ({ page, context, browser }, testInfo) => {
  await signIn(page, 'admin');
  const state = await context.storageState();
  // A restart ends session cookies (MSAL's cache key among them) and session storage; local storage and lasting cookies stay.
  const restarted = await browser.newContext({
    ignoreHTTPSErrors: true,
    baseURL: testInfo.project.use.baseURL,
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) },
  });
  const again = await restarted.newPage();
  const failures: string[] = [];
  again.on('pageerror', (error) => failures.push(error.message));
  await again.goto('/requirement/find');
  await expect(again.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await signInFromHere(again, 'admin');
  await expect(again).toHaveURL(/\/requirement\/find$/);
  await expect(again.getByRole('heading', { name: 'Búsqueda de tickets' })).toBeVisible();
  await expect(again.getByRole('alert')).toHaveCount(0);
  expect(failures).toEqual([]);
  await restarted.close();
});
