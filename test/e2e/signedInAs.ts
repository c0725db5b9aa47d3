import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Msal from '@azure/msal-browser';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { signIn } from './session';

declare global {
  interface Window {
    msal: typeof Msal;
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface SavedSignIn {
  state: StorageState;
  /** When the sign-in began: its tokens are counted from then. */
  at: number;
}

/**
 * Access tokens last an hour and MSAL renews them five minutes before they end; a saved sign-in older
 * than this is replaced, so no test ever renews one (see warmTokens).
 */
const MAX_AGE_MS = 30 * 60_000;

/** MSAL's own browser build (the app's version), which warmTokens runs in the page. */
const MSAL_SOURCE = readFileSync(path.join(path.dirname(require.resolve('@azure/msal-browser/package.json')), 'lib/msal-browser.min.js'), 'utf8');

/** One sign-in per demo user and worker (module state: Playwright starts a new worker after a failed test). */
const saved = new Map<string, SavedSignIn>();

/**
 * Opens `path` already signed in as a demo user, from a sign-in made once through the identity provider
 * and saved (MSAL's cache is in local storage; its key is a session cookie): the page shows the shell,
 * as after `signIn`, without going through the sign-in pages. For any test that is not about signing
 * in; tests of sign-in, sign-out, revoked sessions and token renewal sign in with `signIn`.
 *
 * Safe across `/__sandbox/reset`: it restores the seeded store and clears revocations, while the signing
 * key, the refresh tokens and the sign-in cookie belong to the server process and outlive it.
 */
export async function signedInAs(page: Page, userName: string, path = '/'): Promise<void> {
  const context = page.context();
  const signInUsed = await savedSignIn(context.browser()!, userName);
  await context.setStorageState(signInUsed.state);
  forgetOnRefresh(context, userName, signInUsed);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: /Menú principal|Main menu/ })).toBeVisible();
}

async function savedSignIn(browser: Browser, userName: string): Promise<SavedSignIn> {
  const known = saved.get(userName);
  if (known && Date.now() - known.at < MAX_AGE_MS) return known;
  const fresh = await signInOnce(browser, userName);
  saved.set(userName, fresh);
  return fresh;
}

async function signInOnce(browser: Browser, userName: string): Promise<SavedSignIn> {
  const at = Date.now();
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    // No login record in the store: a test sees the same store whether or not it made the saved sign-in.
    await page.route('**/Login/AddLoginTracking', (route) => route.abort());
    await signIn(page, userName);
    await warmTokens(page);
    return { state: await context.storageState(), at };
  } finally {
    await context.close();
  }
}

/**
 * The app asks MSAL for a service's token when a screen first calls the service, redeeming the refresh
 * token. The sandbox, like B2C, rotates refresh tokens and revokes the whole family when a used one is
 * redeemed again after a 10 s grace: two tests redeeming the saved one would end the saved session. So
 * the saved sign-in holds an access token for every service, which MSAL itself fetches here (its browser
 * build with the app's configuration, writing the same cache), and a test has nothing to redeem. It runs
 * on a page of the origin without the app, whose MSAL would write its own list of cached tokens over it.
 */
async function warmTokens(page: Page): Promise<void> {
  await page.goto('/__sandbox/health');
  await page.evaluate(MSAL_SOURCE);
  await page.evaluate(async () => {
    const config = (await (await fetch('/config.json')).json()) as {
      services: Record<string, { scope: string }>;
      auth: { clientId: string; authority: string; knownAuthorities: string[]; redirectUri: string; protocolMode: 'AAD' | 'OIDC' };
    };
    const { auth } = config;
    const msal = new window.msal.PublicClientApplication({
      auth: { clientId: auth.clientId, authority: auth.authority, knownAuthorities: auth.knownAuthorities, redirectUri: new URL(auth.redirectUri, location.origin).toString() },
      cache: { cacheLocation: window.msal.BrowserCacheLocation.LocalStorage },
      system: { protocolMode: auth.protocolMode === 'OIDC' ? window.msal.ProtocolMode.OIDC : window.msal.ProtocolMode.AAD },
    });
    await msal.initialize();
    const account = msal.getAllAccounts()[0]!;
    for (const { scope } of Object.values(config.services)) await msal.acquireTokenSilent({ account, scopes: [scope] });
  });
}

/**
 * Should a test still redeem the saved refresh token (a service refused a saved token, say), the next test
 * signs in afresh rather than redeem it again. Redemptions after the context's own sign-in are its own.
 */
function forgetOnRefresh(context: BrowserContext, userName: string, signInUsed: SavedSignIn): void {
  let ownSignIn = false;
  context.on('request', (request) => {
    const grant = tokenGrant(request);
    if (grant === 'authorization_code') ownSignIn = true;
    if (grant === 'refresh_token' && !ownSignIn && saved.get(userName) === signInUsed) saved.delete(userName);
  });
}

function tokenGrant(request: Request): string | null {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/oidc/token') return null;
  return new URLSearchParams(request.postData() ?? '').get('grant_type');
}
