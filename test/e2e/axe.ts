import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Overlays still fading in: axe measures contrast on what is painted, so it waits for them to settle. */
const ENTERING = '.p-dialog-enter, .p-dialog-enter-active, .p-toast-message-enter, .p-toast-message-enter-active, .p-connected-overlay-enter-active';

/** WCAG 2.1 AA scan of what is on the page now (open overlays first): no serious or critical violation. */
export async function expectNoSeriousAxeIssue(page: Page) {
  await expect(page.locator(ENTERING)).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
