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
