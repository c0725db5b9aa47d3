import { expect, test, type Page } from '@playwright/test';
import type { TicketListRowPageResponse, TicketStatusCommentRequest } from '../../src/api/tags/ticket';
import { readHar, recordedExchanges } from '../../scripts/fixtures/har';
import { choose, listNamed } from './choose';
import { signIn } from './session';

/**
 * The browser suite against a recorded scenario instead of the sandbox: playwright.config.ts runs this
 * file (project "fixture") on a second server started with `--fixture dispatcher-screens`, whose API
 * answers from test/fixtures/dispatcher-screens/dispatcher-screens.har and lists every request the
 * fixture lacks at /__fixture/problems. Sign-in is the sandbox's, as everywhere.
 */
const har = readHar('dispatcher-screens');
const [firstPage, filteredPage, filteredAfter] = recordedExchanges<unknown, TicketListRowPageResponse>(har, 'searchTicketsGeneral').map((e) => e.response.data);
const change = recordedExchanges<TicketStatusCommentRequest>(har, 'updateTicketToPendingAssignment')[0]!.request;
const ticketId = String(change.ticketId);
/** The grid draws 25 rows of 40 columns; on a loaded 2-core machine that can take longer than expect's 5 s. */
const GRID = { timeout: 20_000 };

async function problems(page: Page): Promise<string[]> {
  const response = await page.request.get('/__fixture/problems');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { problems: string[] }).problems;
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__fixture/reset')).ok()).toBe(true);
});

// A failed test shows what the app asked for that the recording lacks: usually the reason.
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('fixture problems', { body: (await problems(page)).join('\n') || 'none', contentType: 'text/plain' });
});

/** The grid draws only the rows in view: those drawn are the recorded page's first ones, and it counts them all. */
async function expectRecordedPage(page: Page, ids: string[]) {
  const table = page.getByRole('table');
  const links = table.getByRole('link', { name: /^\d{6}$/ });
  await expect(links.first()).toHaveText(ids[0]!, GRID);
  await expect(table).toHaveAttribute('aria-rowcount', String(ids.length + 1), GRID);
  const drawn = await links.allInnerTexts();
  expect(drawn.length).toBeGreaterThan(0);
  expect(drawn).toEqual(ids.slice(0, drawn.length));
}

test('the dispatcher filters, opens a ticket, changes its status and reads the logbook, all from the recording', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', '/requirement/find');
  const table = page.getByRole('table');
  const links = table.getByRole('link', { name: /^\d{6}$/ });
  await expect(links.first()).toHaveText(String(firstPage!.items[0]!.ticketId), GRID);

  await page.getByRole('button', { name: 'Filtro avanzado' }).click();
  await page.getByRole('button', { name: 'Incidente o requerimiento' }).click();
  await listNamed(page, 'Estatus').click();
  await page.getByRole('option', { name: 'Asignado y confirmado' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expectRecordedPage(page, filteredPage!.items.map((row) => String(row.ticketId)));
  expect(new Set(await table.locator('tbody tr td:nth-child(3)').allInnerTexts())).toEqual(new Set(['Asignado y confirmado']));

  await table.getByRole('link', { name: ticketId }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${ticketId}` })).toBeVisible();
  await expect(page.getByLabel('Estatus actual')).toHaveValue('Asignado y confirmado');
  await choose(page, page.getByRole('button', { name: 'Elija el siguiente estatus' }), 'Pendiente de asignación');
  await page.getByRole('button', { name: 'Actualizar estatus' }).click();
  const dialog = page.getByRole('dialog', { name: `Cambiar estatus del ticket ${ticketId}` });
  await dialog.getByLabel(/Comentario/).fill(change.comment ?? '');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText(`Ticket ${ticketId} actualizado`)).toBeVisible();
  await expect(page.getByLabel('Estatus actual')).toHaveValue('Pendiente de asignación');

  await page.getByRole('tab', { name: 'Bitácora' }).click();
  const newest = page.getByRole('list', { name: 'Bitácora' }).getByRole('listitem').first();
  await expect(newest).toContainText('Pendiente de asignación');
  await expect(newest).toContainText(change.comment ?? '');

  // Back to the list: the remembered filter asks again, and the ticket has left it.
  await page.goBack();
  await page.goBack();
  await expectRecordedPage(page, filteredAfter!.items.map((row) => String(row.ticketId)));
  await expect(table.getByRole('link', { name: ticketId })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/replay-list-after-change.png' });

  expect(await problems(page)).toEqual([]);
});

test('a request the recording lacks is answered 500 and listed at /__fixture/problems', async ({ page }) => {
  await signIn(page, 'despachador', '/requirement/detail/999999/general');
  await expect(page.getByText('Error al cargar el detalle del ticket')).toBeVisible();
  expect(await problems(page)).toEqual([
    expect.stringMatching(/^Unrecorded request in fixture "dispatcher-screens": GET https:\/\/localhost:\d+\/ticket\/api\/v1\/Tickets\/999999$/),
  ]);
});
