import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Signs in through the sandbox's identity provider as a demo user (by user name), as a person would. */
export async function signIn(page: Page, userName: string, path = '/'): Promise<void> {
  await page.goto(path);
  await signInFromHere(page, userName);
}

/** Signs in from the sign-in screen already showing (after a sign-out). */
export async function signInFromHere(page: Page, userName: string): Promise<void> {
  await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
  await page.getByRole('button', { name: new RegExp(`Usuario: ${userName.replace('.', '\\.')} `) }).click();
  await expect(page.getByRole('navigation', { name: /Menú principal|Main menu/ })).toBeVisible();
}

export async function resetSandbox(page: Page): Promise<void> {
  const response = await page.request.post('/__sandbox/reset');
  expect(response.ok()).toBe(true);
}

/**
 * The same reset through a request context of the test's own (its `request` fixture): for a page kept across
 * tests, whose request context may hold a connection the server has since closed for being idle.
 */
export async function resetSandboxFrom(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__sandbox/reset');
  expect(response.ok()).toBe(true);
}
