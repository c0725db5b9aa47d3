import { expect, test } from '@playwright/test';
import { sandboxRuntimeConfig } from '../sandbox/server/sandboxConfig';
import { securityHeaders } from '../sandbox/server/securityHeaders';
import { resetSandbox } from './session';

// That every built route loads under the policy with no violation is checked on the same visit as its axe
// scan, one test per address (a11y.spec.ts, "axe and CSP: ..."): one load per route instead of two.

test.beforeEach(async ({ page }) => resetSandbox(page));

test('the app is served with the security headers, HEAD included', async ({ page, baseURL }) => {
  const expected = securityHeaders(sandboxRuntimeConfig(new URL(baseURL!).origin));
  for (const response of [await page.request.get('/'), await page.request.head('/'), await page.request.get('/requirement/find')]) {
    expect(response.status()).toBe(200);
    for (const [name, value] of Object.entries(expected)) expect(response.headers()[name.toLowerCase()]).toBe(value);
  }
});
