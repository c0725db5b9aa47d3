import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn } from './session';
import { expectNoSeriousAxeIssue } from './axe';

/** Demo users (README): the warehouse administrator 'almacen' is user 5, the engineer 'ingeniero' user 4. */
const WAREHOUSE_ADMIN = 5;
/** A seeded ticket none of the demo users' notifications name, so a new one cannot replace a listed one. */
const TICKET = 104321;

test.beforeEach(async ({ page }) => resetSandbox(page));

/** The bell's unread count, read from its accessible name ("Notificaciones: 3 sin leer"; no number when none). */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notificaciones/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(name)?.[1] ?? 0);
}

async function notify(request: APIRequestContext, title: string) {
  const response = await request.post('/__sandbox/notify', {
    data: { userId: WAREHOUSE_ADMIN, notificationKey: 'Ticket.ReviewPendingWarehouse', ticketId: TICKET, title, message: `El ticket **${TICKET}** espera la revisión del almacén.` },
  });
  expect(response.status()).toBe(201);
}

const hubState = (page: Page, state: RegExp) => page.getByRole('img', { name: state });

test('a notification for the warehouse administrator raises their bell count without a reload, and only theirs', async ({ page, browser }, testInfo) => {
  await signIn(page, 'almacen');
  const engineerContext = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: testInfo.project.use.baseURL });
  const engineer = await engineerContext.newPage();
  await signIn(engineer, 'ingeniero');
  await expect(hubState(page, /conectado$/)).toBeVisible();
  await expect(hubState(engineer, /conectado$/)).toBeVisible();
  // Wait for the unread list to load before reading the counts.
  await expect(page.getByRole('button', { name: /^Notificaciones: \d+ sin leer/ })).toBeVisible();
  await expect(engineer.getByRole('button', { name: /^Notificaciones: \d+ sin leer/ })).toBeVisible();
  const before = await bellCount(page);
  const engineerBefore = await bellCount(engineer);

  await notify(page.request, 'Pendiente por almacén (prueba en vivo)');
  await expect(page.getByRole('button', { name: `Notificaciones: ${before + 1} sin leer` })).toBeVisible();
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const panel = page.getByRole('dialog', { name: /^Notificaciones/ });
  await expect(panel.getByRole('button', { name: /^Pendiente por almacén \(prueba en vivo\)/ })).toBeVisible();
  await expect(panel.getByText(String(TICKET), { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await page.screenshot({ path: 'test-results/e2e/notifications-panel.png' });
  await expectNoSeriousAxeIssue(page);

  await panel.getByRole('button', { name: /^Pendiente por almacén \(prueba en vivo\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pendiente por almacén (prueba en vivo)' });
  await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeVisible();
  // Let the dialog finish fading in: axe measures contrast on what is painted.
  await expect(page.locator('.p-dialog-enter-done')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/e2e/notifications-action.png' });
  await expectNoSeriousAxeIssue(page);

  expect(await bellCount(engineer)).toBe(engineerBefore);
  await engineerContext.close();
});

test('the client shows reconnecting while the hub is down, reconnects, and later notifications arrive', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'almacen');
  await expect(hubState(page, /conectado$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificaciones: \d+ sin leer/ })).toBeVisible();
  const before = await bellCount(page);

  expect((await page.request.post('/__sandbox/hub/stop')).ok()).toBe(true);
  await expect(hubState(page, /reconectando/)).toBeVisible();
  expect((await page.request.post('/__sandbox/hub/start')).ok()).toBe(true);
  // SignalR's automatic reconnect tries again after 0, 2, 10 and 30 seconds.
  await expect(hubState(page, /conectado$/)).toBeVisible({ timeout: 45_000 });

  await notify(page.request, 'Llega tras la reconexión');
  await expect(page.getByRole('button', { name: `Notificaciones: ${before + 1} sin leer` })).toBeVisible();
});

test("an engineer's pending-by-warehouse request reaches the warehouse administrator live; accepting it moves the engineer's open ticket", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  // A ticket on site for the demo engineer, so the engineer may ask for the warehouse review.
  const ticketId = TICKET;
  expect((await page.request.post(`/__sandbox/tickets/${ticketId}`, { data: { statusId: 7, assignedEngineerId: 4 } })).ok()).toBe(true);

  await signIn(page, 'almacen');
  await expect(hubState(page, /conectado$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificaciones: \d+ sin leer/ })).toBeVisible();
  const before = await bellCount(page);

  const engineerContext = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: testInfo.project.use.baseURL });
  const engineer = await engineerContext.newPage();
  await signIn(engineer, 'ingeniero', `/requirement/detail/${ticketId}/general`);
  const header = engineer.locator('header', { has: engineer.getByRole('heading', { name: `Ticket ${ticketId}` }) });
  await expect(header).toContainText('En sitio');
  await choose(engineer, engineer.getByRole('button', { name: 'Elija el siguiente estatus' }), 'Pendiente de revisión de almacén');
  await engineer.getByRole('button', { name: 'Actualizar estatus' }).click();
  const request = engineer.getByRole('dialog', { name: `Cambiar estatus del ticket ${ticketId}` });
  await choose(engineer, listNamed(request, 'Almacén', { exact: true }));
  await request.getByLabel(/Observaciones/).fill('Falta el módem de repuesto');
  await request.getByRole('button', { name: 'Aceptar' }).click();
  await expect(header).toContainText('Pendiente de revisión de almacén');

  // The administrator's bell rises without a reload; accepting from the panel moves the ticket.
  await expect(page.getByRole('button', { name: `Notificaciones: ${before + 1} sin leer` })).toBeVisible();
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const panel = page.getByRole('dialog', { name: /^Notificaciones/ });
  await panel.getByRole('button', { name: /^Pendiente por almacén/ }).first().click();
  const review = page.getByRole('dialog', { name: /^Pendiente por almacén/ });
  await review.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText(`Ticket ${ticketId} actualizado`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Notificaciones: ${before} sin leer` })).toBeVisible();

  // The engineer's open detail follows the push, without a reload.
  await expect(header).toContainText('Pendiente por almacén');
  await engineerContext.close();
});
