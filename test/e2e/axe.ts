import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Overlays still fading in: axe measures contrast on what is painted, so it waits for them to settle. */
const ENTERING = '.p-dialog-enter, .p-dialog-enter-active, .p-toast-message-enter, .p-toast-message-enter-active, .p-connected-overlay-enter-active';

/** The same axe-core the builder would inject (its own dependency), minified: half the script to send and compile on every scan. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.1 AA scan of what is on the page now (open overlays first): no serious or critical violation.
 *
 * Only violations are read, so axe details no other result (`resultTypes`: passes, incomplete and
 * inapplicable keep one node each instead of every node checked, megabytes on a long table). With every
 * frame of the page's origin, axe runs in one call in the page (the builder's legacy mode, which reaches
 * same-origin frames) rather than per frame with the results merged in a blank page opened for the purpose:
 * the same findings, a third of the time or less. A frame from another origin keeps the per-frame run.
 */
export async function expectNoSeriousAxeIssue(page: Page) {
  await expect(page.locator(ENTERING)).toHaveCount(0);
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(framesShareOrigin(page))
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Whether every frame is of the page's origin (or has none of its own, as about:blank). */
function framesShareOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const frameOrigin = new URL(frame.url() || 'about:blank').origin;
    return frameOrigin === 'null' || frameOrigin === origin;
  });
}
