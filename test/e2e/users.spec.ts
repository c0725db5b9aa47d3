import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

const TITLE = 'Usuarios';
const grid = (page: Page) => page.getByRole('table', { name: TITLE });
const dialog = (page: Page) => page.getByRole('dialog');
const NEW_USER = { fullName: 'Rosa Quiroga', email: 'rosa.quiroga@mesadeservicio.mx', userName: 'rosa.quiroga', password: 'Segura2026#' };

async function search(page: Page, text: string, form = 'Buscar usuarios', box = 'Nombre, usuario, correo o teléfono', button = 'Buscar') {
  const search = page.getByRole('search', { name: form });
  await search.getByRole('textbox', { name: box }).fill(text);
  await search.getByRole('button', { name: button }).click();
}

async function chooseIn(page: Page, label: RegExp, option?: string) {
  await choose(page, listNamed(dialog(page), label), option);
}

/** Checks the first `count` items of the open assignment tab and saves them; returns their names. */
async function assignFirst(page: Page, tab: string, count: number, saved: string): Promise<string[]> {
  await dialog(page).getByRole('tab', { name: tab }).click();
  const panel = dialog(page).getByRole('tabpanel');
  const boxes = panel.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await boxes.nth(i).getAttribute('id');
    names.push((await panel.locator(`label[for="${id}"]`).textContent())!.trim());
    await boxes.nth(i).check();
  }
  await panel.getByRole('button', { name: `Guardar ${tab}` }).click();
  await expect(page.getByText(saved)).toBeVisible();
  return names;
}

test('an administrator creates a dispatcher, assigns two clients and a warehouse; the dispatcher sees exactly those clients', async ({ page, browser }, testInfo) => {
  // Two sign-ins, a form, two saves and three axe scans.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/CreateAndConfigUser');
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');

  // Two characters are refused with the message; nothing is searched.
  await search(page, 'ro');
  await expect(page.getByRole('alert').filter({ hasText: 'Escriba al menos 3 caracteres para buscar' })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/users-grid-es.png' });

  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  await dialog(page).getByLabel(/^Nombre completo/).fill(NEW_USER.fullName);
  await dialog(page).getByLabel(/^Correo electrónico/).fill(NEW_USER.email);
  await dialog(page).getByRole('button', { name: 'Generar usuario' }).click();
  await expect(dialog(page).getByLabel(/^Usuario/)).toHaveValue(NEW_USER.userName);
  await dialog(page).getByLabel(/^Contraseña/).fill(NEW_USER.password);
  await chooseIn(page, /^Rol/, 'Despachador');
  await chooseIn(page, /^Perfil de acceso/);
  await chooseIn(page, /^Nivel/, 'Nivel 0');
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/users-create-es.png' });
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se creó el usuario ${NEW_USER.fullName}`)).toBeVisible();

  await search(page, NEW_USER.userName);
  const row = grid(page).locator('tbody tr', { hasText: NEW_USER.fullName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Más acciones para ${NEW_USER.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Permisos y asignaciones' }).click();
  await expect(dialog(page).getByRole('tabpanel').getByRole('checkbox').first()).toBeVisible();
  // Scanned before any save: a toast fading out is measured mid-fade.
  await expectNoSeriousAxeIssue(page);
  const clients = await assignFirst(page, 'Clientes', 2, 'Clientes guardados');
  await assignFirst(page, 'Almacenes', 1, 'Almacenes guardados');
  await page.screenshot({ path: 'test-results/e2e/users-assignments-es.png' });
  await dialog(page).getByRole('button', { name: /Cerrar/ }).click();

  // The new dispatcher signs in from the sandbox's page and is offered exactly the two clients.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: testInfo.project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const dispatcher = await context.newPage();
  await signIn(dispatcher, NEW_USER.userName, '/requirement/createTicket/incident');
  const clientChoice = listNamed(dispatcher, /^Cliente/);
  // Each option reads "number · name": the names offered are exactly the two assigned. A click while the
  // options load is ignored by PrimeReact: open until the list shows.
  const options = dispatcher.getByRole('listbox').getByRole('option');
  await expect(async () => {
    if (!(await dispatcher.getByRole('listbox').isVisible())) await clientChoice.click();
    await expect(options).toHaveCount(clients.length, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const offered = await options.allTextContents();
  expect(offered.map((text) => text.split(' · ').pop()!.trim()).sort()).toEqual([...clients].sort());
  await context.close();
});

test('the screen and its dialogs read in English', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  // The language is the account's: changing it signs out, and the next sign-in starts in English.
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  await page.goto('/CreateAndConfigUser');
  await expect(page.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'false');
  await search(page, 'ro', 'Search users', 'Name, user name, e-mail or phone', 'Search');
  await expect(page.getByRole('alert').filter({ hasText: 'Type at least 3 characters to search' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/users-grid-en.png' });
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('This field is required');
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/users-create-en.png' });
});
