import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeIssue } from './axe';
import { listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

// The grid's first rows wait for sign-in and the catalogues; on a busy machine that is more than the default 5 s.
const SLOW = { timeout: 30_000 };

const HIDDEN = ['Cliente', 'Proyecto', 'Ubicación'];

/** The ticket numbers of the page shown and the grid's column headers. */
async function gridContent(page: Page) {
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: /^\d{6}$/ }).first()).toBeVisible(SLOW);
  await expect(table).not.toHaveAttribute('aria-busy', 'true', SLOW);
  // The grid draws the rows in view and a few more (how many depends on the space above it): the first ten are always drawn,
  // and the page's row count is the table's.
  const ids = (await table.getByRole('link', { name: /^\d{6}$/ }).allTextContents()).map((id) => id.trim()).slice(0, 10);
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter(Boolean);
  return { ids, rowCount: await table.getAttribute('aria-rowcount'), headers };
}

test('a dispatcher saves a view and shares its link; a supervisor sees the same; the view stays the default after signing in again', async ({ page, browser }) => {
  // Two users, two sign-ins and three axe scans.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', '/requirement/find');
  await expect(page.getByRole('table').getByRole('link', { name: /^\d{6}$/ }).first()).toBeVisible(SLOW);

  // Status "En sitio" and this month's creation dates.
  await page.getByRole('button', { name: 'Filtro avanzado' }).click();
  await page.getByRole('button', { name: 'Incidente o requerimiento' }).click();
  await listNamed(page, 'Estatus').click();
  await page.getByRole('option', { name: 'En sitio' }).click();
  await page.keyboard.press('Escape');
  const filter = page.getByRole('search', { name: 'Filtro avanzado de tickets' });
  await filter.getByRole('button', { name: 'Fechas' }).click();
  await filter.getByRole('button', { name: 'Fecha de creación' }).click();
  await page.getByRole('button', { name: 'Este Mes' }).click();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/ticketsStatusIds=7&creationDate=\d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}/, SLOW);

  // Three columns hidden.
  await listNamed(page, 'Columnas').click();
  for (const name of HIDDEN) await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/hide=clientName,projectName,locationName/);
  const shown = await gridContent(page);
  expect(shown.headers).not.toEqual(expect.arrayContaining([HIDDEN[0]]));
  expect(new Set(await page.getByRole('table').locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set(['En sitio']));

  // Saved with the keyboard alone, as the screen's default.
  await page.getByRole('button', { name: 'Guardar vista' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Guardar vista' });
  await expect(dialog.getByLabel('Nombre de la vista')).toBeFocused();
  await page.keyboard.type('En sitio este mes');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Abrir esta vista al entrar en la pantalla' })).toBeChecked();
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/grid-views-save.png' });
  await dialog.getByLabel('Nombre de la vista').press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Vistas guardadas' })).toContainText('En sitio este mes (predeterminada)');
  await expectNoSeriousAxeIssue(page);

  // The link, read from the screen.
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Enlace de esta vista' });
  const link = await linkDialog.getByLabel('Enlace').inputValue();
  expect(link).toMatch(/\/requirement\/find\?ticketsStatusIds=7&creationDate=\d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}&hide=clientName,projectName,locationName$/);
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/grid-views-link.png' });
  await linkDialog.getByRole('button', { name: 'Cerrar' }).first().click();

  // A supervisor, in another browser, opens the link.
  const other = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  const supervisor = await other.newPage();
  const { pathname, search } = new URL(link);
  await signIn(supervisor, 'supervisor', `${pathname}${search}`);
  await expect(supervisor).toHaveURL(/ticketsStatusIds=7/, SLOW);
  expect(await gridContent(supervisor)).toEqual(shown);
  await expect(supervisor.getByRole('status').filter({ hasText: 'no se aplicó' })).toHaveCount(0);
  await other.close();

  // The dispatcher signs out and in: the list opens on the saved view.
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await signInFromHere(page, 'despachador');
  await page.goto('/requirement/find');
  await expect(page).toHaveURL(/ticketsStatusIds=7&creationDate=.+&hide=clientName,projectName,locationName/, SLOW);
  await expect(page.getByRole('group', { name: 'Vistas guardadas' })).toContainText('En sitio este mes (predeterminada)');
  expect(await gridContent(page)).toEqual(shown);
});

test('a link with a column and a filter of an older version opens with what still applies and says what was dropped', async ({ page }) => {
  await signIn(page, 'supervisor', '/requirement/find?statusCategoryId=-1&ticketsStatusIds=7&oldField=1&hide=clientName,retiredColumn');
  const notice = page.getByRole('status').filter({ hasText: 'Parte de este enlace o vista no se aplicó' });
  await expect(notice).toContainText('El filtro «oldField» ya no existe', SLOW);
  await expect(notice).toContainText('La columna «retiredColumn» ya no existe');
  await expect(page).toHaveURL(/ticketsStatusIds=7&hide=clientName$/);
  await expect(page.getByRole('table').getByRole('columnheader', { name: 'Cliente', exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/grid-views-dropped.png' });
});

test('on the page with two grids, a view and its link hold one grid’s part and leave the other grid’s as it is', async ({ page, browser }) => {
  // Two sign-ins and an axe scan.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/requirement/re-assign?mine.view=all');
  await page.getByRole('tab', { name: 'Reasignar' }).click();
  const views = page.getByRole('group', { name: 'Vistas guardadas de Tickets reasignables' });
  await expect(views).toBeVisible(SLOW);

  // The reassign grid sorted by ticket, two columns hidden.
  await listNamed(page, 'Columnas').click();
  for (const name of ['Cliente', 'Ubicación']) await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('table').getByRole('button', { name: 'Ticket', exact: true }).click();
  await expect(page).toHaveURL(/reassign\.sort=ticketId&reassign\.hide=clientName,locationName/, SLOW);
  const shown = await gridContent(page);

  // Saved with the keyboard alone; the list of views open is scanned.
  await views.getByRole('button', { name: 'Guardar vista' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Guardar vista' }).getByLabel('Nombre de la vista')).toBeFocused();
  await page.keyboard.type('Por número');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(views).toContainText('Por número');
  await views.getByRole('combobox', { name: 'Vista guardada' }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('option', { name: 'Por número' })).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.screenshot({ path: 'test-results/e2e/grid-views-two-grids.png' });
  await page.keyboard.press('Escape');

  // The link is the page's: the engineer's grid's part comes along as it was.
  await views.getByRole('button', { name: 'Copiar enlace' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Enlace de esta vista' });
  const link = new URL(await linkDialog.getByLabel('Enlace').inputValue());
  expect(Object.fromEntries(link.searchParams)).toEqual({ 'mine.view': 'all', 'mine.hide': '', 'reassign.sort': 'ticketId', 'reassign.hide': 'clientName,locationName' });
  await linkDialog.getByRole('button', { name: 'Cerrar' }).first().click();

  // The engineer's grid moves on; the view opened brings back the reassign grid's part alone.
  await page.getByRole('tab', { name: 'Mis tickets' }).click();
  await page.getByLabel('Buscar en mis tickets').fill('bomba');
  await page.getByLabel('Buscar en mis tickets').press('Enter');
  await expect(page).toHaveURL(/mine\.text=bomba/, SLOW);
  await page.getByRole('tab', { name: 'Reasignar' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Ticket', exact: true }).click();
  await expect(page).toHaveURL(/reassign\.sort=-ticketId/);
  await views.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'Por número' }).click();
  await expect(page).toHaveURL(/reassign\.sort=ticketId&/);
  expect(new URL(page.url()).searchParams.get('mine.view')).toBe('all');
  expect(new URL(page.url()).searchParams.get('mine.text')).toBe('bomba');

  // Another browser opens the link: the reassign grid as shared, the engineer's grid as the link left it.
  const other = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  const fresh = await other.newPage();
  await signIn(fresh, 'admin', `${link.pathname}${link.search}`);
  await expect(fresh.getByRole('group', { name: 'Vistas guardadas de Mis tickets' })).toBeVisible(SLOW);
  await expect(fresh.getByRole('button', { name: 'Todos', pressed: true })).toBeVisible();
  await fresh.getByRole('tab', { name: 'Reasignar' }).click();
  expect(await gridContent(fresh)).toEqual(shown);
  await expect(fresh.getByRole('status').filter({ hasText: 'no se aplicó' })).toHaveCount(0);
  await other.close();
});
