import { expect, test as base, type Page } from '@playwright/test';
import { resetSandbox, signIn } from './session';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** The administrator's page, signed in once for the worker, with what the content security policy reported on it. */
export interface SignedInPage {
  page: Page;
  /** The policy's reports since the last call: the current document's (its event) and the console's. */
  takeCspViolations(): Promise<string[]>;
}

/**
 * For specs that look at screens without changing data: one page per worker, signed in once as the
 * administrator (MSAL keeps the session in local storage, so a full load of any address stays signed in),
 * instead of a sign-in through the identity provider for every test. Each test still opens its address
 * with a full load. Playwright restarts the worker after a failed test, so the tests after it get a new
 * page signed in afresh: a failure is reported under its own test and leaves nothing behind. (A failed
 * test's screenshot covers this page too: Playwright takes one of every open page.)
 * A fixture's second argument is Playwright's `use`, named `provide` here so the React hooks lint leaves it alone.
 */
export const test = base.extend<object, { adminPage: SignedInPage }>({
  adminPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, ignoreHTTPSErrors, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, ignoreHTTPSErrors, reducedMotion });
      const page = await context.newPage();
      const fromConsole = await watchCspViolations(page);
      await resetSandbox(page);
      await signIn(page, 'admin');
      await provide({
        page,
        takeCspViolations: async () => [...(await page.evaluate(() => (window.cspViolations ?? []).splice(0))), ...fromConsole.splice(0)],
      });
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect };

/** Collects the page's CSP reports (the event and the console's) from every document's start. */
async function watchCspViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  return fromConsole;
}
