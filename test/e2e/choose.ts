import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a dropdown or autocomplete and takes the option of that exact name (else the first). Options
 * load after the page or the field they depend on; PrimeReact ignores a click on a dropdown still
 * loading, and a click landing while the previous overlay closes is lost: so open, pick, and retry.
 * (PrimeReact also keeps a hidden native select, hence the listbox.)
 */
export async function choose(page: Page, opener: Locator, option?: string): Promise<void> {
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await opener.click();
    const listbox = page.getByRole('listbox');
    await (option ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').first()).click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/**
 * The dropdown or multi-select whose field is named `name`. The kit hides a list's trigger button from
 * readers (its name was the placeholder), so a list is found by its label, as a reader meets it; the
 * click goes to the list's frame, since the named element is a hidden input. (choose retries a list
 * still disabled, as a cascading one is until the field it depends on is set.)
 */
export function listNamed(scope: Page | Locator, name: string | RegExp, options: { exact?: boolean } = {}): Locator {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope
    .locator('.p-dropdown, .p-multiselect')
    .filter({ has: page.getByRole('combobox', { name, exact: options.exact }) });
}
