import { expect, test, type Page } from '@playwright/test';
import { SCREENS } from '../../src/app/routes/routeScreens';
import { ROUTE_TABLE } from '../../src/core/routes/routeTable';
import { DETAIL_TABS } from '../../src/features/tickets/detail/detailTabs';
import { sandboxRuntimeConfig } from '../sandbox/server/sandboxConfig';
import { securityHeaders } from '../sandbox/server/securityHeaders';
import { resetSandbox, signIn } from './session';

/** Seeded records the routes with parameters open: a ticket the administrator sees, the first work order and the first shipment. */
const SEEDED: Record<string, string[]> = {
  ticketDetail: DETAIL_TABS.map((tab) => `/requirement/detail/100001/${tab}`),
  odtDetail: ['/requirement/odt/1'],
  shipmentDetail: ['/shipping/detail/1'],
  shipmentReception: ['/shipping/reception/detail/1'],
};

/** Every route with a screen, as the administrator (who may open them all) reaches it. */
function builtPaths(): string[] {
  return ROUTE_TABLE.filter((route) => SCREENS[route.id]).flatMap((route) => {
    if (!route.path.includes(':')) return [`/${route.path}`];
    const seeded = SEEDED[route.id];
    if (!seeded) throw new Error(`Route ${route.id} has parameters: name a seeded record for it in SEEDED`);
    return seeded;
  });
}

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects the page's CSP reports (the event and the console's) from the first document on. */
async function watchViolations(page: Page): Promise<string[]> {
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

test.beforeEach(async ({ page }) => resetSandbox(page));

test('the app is served with the security headers, HEAD included', async ({ page, baseURL }) => {
  const expected = securityHeaders(sandboxRuntimeConfig(new URL(baseURL!).origin));
  for (const response of [await page.request.get('/'), await page.request.head('/'), await page.request.get('/requirement/find')]) {
    expect(response.status()).toBe(200);
    for (const [name, value] of Object.entries(expected)) expect(response.headers()[name.toLowerCase()]).toBe(value);
  }
});

test('every built route loads under the content security policy with no violation', async ({ page }) => {
  test.setTimeout(240_000);
  const fromConsole = await watchViolations(page);
  await signIn(page, 'admin');
  const violations: string[] = [];
  for (const path of builtPaths()) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: /Menú principal|Main menu/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const reported = await page.evaluate(() => window.cspViolations);
    violations.push(...[...reported, ...fromConsole.splice(0)].map((v) => `${path}: ${v}`));
  }
  expect(violations).toEqual([]);
});
