import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeIssue } from './axe';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

const CONFLICT = 'Otra persona guardó este registro';
const MOBILE = /^Teléfono móvil/;
const dialog = (page: Page) => page.getByRole('dialog').last();

/** An administrator in a browser of their own, on the users screen with the demo dispatcher found. */
async function administrator(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin', '/CreateAndConfigUser');
  const search = page.getByRole('search', { name: 'Buscar usuarios' });
  await search.getByRole('textbox', { name: 'Nombre, usuario, correo o teléfono' }).fill('despachador');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('table', { name: 'Usuarios' })).toHaveAttribute('aria-busy', 'false');
  return page;
}

async function openEdit(page: Page) {
  await page.getByRole('table', { name: 'Usuarios' }).locator('tbody tr').first().getByRole('button', { name: /^Editar a / }).click();
  await expect(dialog(page).getByLabel(MOBILE)).toBeEditable();
}

async function typeMobileAndSave(page: Page, mobile: string) {
  await dialog(page).getByLabel(MOBILE).fill(mobile);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
}

test('two administrators edit the same user: the second save is a conflict the second one resolves, never a silent overwrite', async ({ browser }, testInfo) => {
  // Two sign-ins, two forms, three saves and an axe scan.
  test.setTimeout(180_000);
  const first = await administrator(browser, testInfo.project.use.baseURL);
  const second = await administrator(browser, testInfo.project.use.baseURL);
  await openEdit(first);
  await openEdit(second);

  await typeMobileAndSave(first, '5511112222');
  await expect(first.getByText(/^Se guardaron los cambios de /)).toBeVisible();

  // The second form was read before that save: its save shows both values, field by field.
  await typeMobileAndSave(second, '5533334444');
  const conflict = second.getByRole('dialog', { name: CONFLICT });
  await expect(conflict.getByRole('heading', { name: CONFLICT })).toBeVisible();
  const row = conflict.getByRole('row', { name: /Teléfono móvil/ });
  await expect(row.getByRole('cell')).toHaveText(['5511112222', '5533334444']);
  await expectNoSeriousAxeIssue(second);
  await second.screenshot({ path: 'test-results/e2e/lost-update-conflict-es.png' });

  // Escape goes back to the form as typed; saving again meets the same conflict.
  const back = conflict.getByRole('button', { name: 'Volver al formulario' });
  await expect(back).toBeFocused();
  await second.keyboard.press('Escape');
  await expect(conflict).toHaveCount(0);
  await expect(dialog(second).getByLabel(MOBILE)).toHaveValue('5533334444');
  await dialog(second).getByRole('button', { name: 'Guardar' }).click();

  // Keyboard alone: from Back, Tab reaches Take theirs, then Keep mine.
  await expect(back).toBeFocused();
  await second.keyboard.press('Tab');
  await expect(conflict.getByRole('button', { name: 'Tomar lo suyo' })).toBeFocused();
  await second.keyboard.press('Tab');
  await expect(conflict.getByRole('button', { name: 'Conservar lo mío' })).toBeFocused();
  await second.keyboard.press('Enter');
  await expect(second.getByText(/^Se guardaron los cambios de /)).toBeVisible();

  // The first administrator opens the user again and reads the second one's number.
  await openEdit(first);
  await expect(dialog(first).getByLabel(MOBILE)).toHaveValue('5533334444');

  await first.context().close();
  await second.context().close();
});
