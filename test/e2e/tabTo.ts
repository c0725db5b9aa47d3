import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until the target holds the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 150; presses++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
