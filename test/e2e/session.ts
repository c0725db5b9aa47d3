import { expect, type Page } from '@playwright/test';

/** Signs in through the sandbox's identity provider as a demo user (by user name), as a person would. */
export async function signIn(page: Page, userName: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
  await page.getByRole('button', { name: new RegExp(`Usuario: ${userName.replace('.', '\\.')} `) }).click();
  await expect(page.getByRole('navigation', { name: /Menú principal|Main menu/ })).toBeVisible();
}

export async function resetSandbox(page: Page): Promise<void> {
  const response = await page.request.post('/__sandbox/reset');
  expect(response.ok()).toBe(true);
}
