import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../../src/shared/i18n/en.json';
import es from '../../src/shared/i18n/es.json';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';
import { tabTo } from './tabTo';

const MINUTE = 60_000;
const DISPATCHER_NAME = 'Diego Navarro Peña';
const RULE = 'Banco del Valle sin asignar';
const NOTICE = 'La mesa de servicio atiende en horario extendido durante el cierre de mes.';

test.beforeEach(async ({ page }) => resetSandbox(page));

/** The bell's unread count, read from its accessible name ("Notificaciones: 3 sin leer"; no number when none). */
async function bellCount(page: Page): Promise<number> {
  await expect(page.getByRole('button', { name: /^Notificaciones: \d+ sin leer/ })).toBeVisible();
  const name = (await page.getByRole('button', { name: /^Notificaciones/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(name)?.[1] ?? 0);
}

async function moreUnread(page: Page, than: number) {
  await expect(async () => expect(await bellCount(page)).toBeGreaterThan(than)).toPass({ timeout: 20_000 });
}

/** Ticks one option of a multi-select and closes its panel with a click on the dialog's title. */
async function tick(page: Page, dialog: Locator, list: RegExp, option: string) {
  await listNamed(dialog, list).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await dialog.locator('.p-dialog-title').click();
  await expect(listNamed(dialog, list)).toContainText(option);
}

/** Moves the sandbox clock (the test hook) forward by whole minutes. */
async function moveClock(page: Page, minutes: number) {
  expect((await page.request.post('/__sandbox/clock', { data: { minutes } })).ok()).toBe(true);
}

test("an administrator's escalation tells the dispatcher live, and a notice for tomorrow reaches the dispatchers on its day", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const dispatcherContext = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: testInfo.project.use.baseURL });
  const dispatcher = await dispatcherContext.newPage();
  await signIn(dispatcher, 'despachador');
  await expect(dispatcher.getByRole('img', { name: /conectado$/ })).toBeVisible();
  const before = await bellCount(dispatcher);

  // 30 minutes in PendingAssignment for one client, telling the dispatcher.
  await signIn(page, 'admin', '/Escalations');
  await page.getByRole('button', { name: 'Agregar escalamiento' }).click();
  const rule = page.getByRole('dialog', { name: 'Nuevo escalamiento' });
  await rule.getByLabel(/^Nombre/).fill(RULE);
  await choose(page, listNamed(rule, /^Cliente/), 'Banco del Valle');
  await choose(page, listNamed(rule, /^Estatus/), 'Pendiente de asignación');
  await rule.getByLabel(/^Umbral del nivel 1/).fill('30');
  await tick(page, rule, /^Usuarios avisados en el nivel 1/, DISPATCHER_NAME);
  await rule.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se agregó «${RULE}».`)).toBeVisible();

  await moveClock(page, 31);
  await moreUnread(dispatcher, before);
  await dispatcher.getByRole('button', { name: /^Notificaciones/ }).click();
  const panel = dispatcher.getByRole('dialog', { name: /^Notificaciones/ });
  await expect(panel.getByRole('button', { name: new RegExp(`^Escalación nivel 1: ${RULE}`) }).first()).toBeVisible();
  await dispatcher.keyboard.press('Escape');

  // A notice for the browser's tomorrow, to every dispatcher.
  const tomorrow = new Date();
  tomorrow.setHours(0, 0, 0, 0);
  tomorrow.setDate(tomorrow.getDate() + 1);
  const day = `${String(tomorrow.getDate()).padStart(2, '0')}/${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${tomorrow.getFullYear()}`;
  await page.goto('/notification');
  await page.getByRole('button', { name: 'Programar notificación' }).click();
  const notice = page.getByRole('dialog', { name: 'Nueva notificación' });
  await notice.getByLabel(/^Fecha de envío/).fill(day);
  // A click outside closes the calendar (Escape would close the dialog).
  await notice.locator('.p-dialog-title').click();
  await expect(page.getByRole('dialog', { name: 'Elegir fecha' })).toHaveCount(0);
  await notice.getByLabel(/^Comentario/).fill(NOTICE);
  await choose(page, listNamed(notice, /^Prioridad/), 'Alta');
  await choose(page, listNamed(notice, /^Tipo/), 'Operación');
  await tick(page, notice, /^Roles/, 'Despachador');
  await notice.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se agregó «${day}».`)).toBeVisible();

  const unread = await bellCount(dispatcher);
  // Nothing before its day; then the clock reaches it.
  const sandboxNow = new Date(((await (await page.request.get('/__sandbox/clock')).json()) as { now: string }).now);
  await moveClock(page, Math.ceil((tomorrow.getTime() - sandboxNow.getTime()) / MINUTE) + 1);
  await moreUnread(dispatcher, unread);
  await dispatcher.getByRole('button', { name: /^Notificaciones/ }).click();
  await panel.getByRole('button', { name: /^Operación \(Alta\)/ }).click();
  await expect(dispatcher.getByRole('dialog', { name: 'Operación (Alta)' })).toContainText(NOTICE);
  await dispatcherContext.close();
});

type Strings = typeof es;

/**
 * With the keyboard alone: a dialog opened from its button, saved empty and refused with its messages, scanned by
 * axe open, then closed by Escape with the focus back on the button.
 */
async function refusedEmpty(page: Page, strings: Strings, button: string, title: string, dayField?: string) {
  const opener = page.getByRole('button', { name: button });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (dayField) {
    // The day comes first: its calendar opens with the dialog, and Escape closes the calendar alone, not the dialog.
    const calendar = page.locator('.p-datepicker');
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(new RegExp(`^${dayField}`))).toBeFocused();
  }
  await tabTo(page, dialog.getByRole('button', { name: strings.dialog.save }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(strings.validation.required).first()).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

/** The seeded rules and notices listed, each screen's dialog by keyboard, the escalations sent, axe clean throughout. */
async function escalationsAndNotices(page: Page, strings: Strings) {
  await page.goto('/Escalations');
  await expect(page.getByRole('cell', { name: 'Sin asignar más de una hora' }).first()).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await refusedEmpty(page, strings, strings.escalations.create, strings.escalations.createTitle);
  const sentView = page.getByRole('button', { name: strings.escalations.sent.title });
  await tabTo(page, sentView);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('search', { name: strings.escalations.sent.filter })).toBeVisible();
  await expectNoSeriousAxeIssue(page);

  await page.goto('/notification');
  await expect(page.getByRole('cell', { name: /horario extendido/ }).first()).toBeVisible();
  await refusedEmpty(page, strings, strings.adminNotifications.create, strings.adminNotifications.createTitle, strings.adminNotifications.fields.scheduledDate);
}

test('the escalation and notice dialogs with the keyboard alone, axe clean open, in Spanish and English', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await escalationsAndNotices(page, es);
  await page.getByRole('button', { name: es.account.open }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  await escalationsAndNotices(page, en);
});
