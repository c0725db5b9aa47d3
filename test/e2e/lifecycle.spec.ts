import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

test('a status change shows in the detail, its logbook and the list without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', '/requirement/find');
  await page.getByRole('button', { name: 'Filtro avanzado' }).click();
  await page.getByRole('button', { name: 'Incidente o requerimiento' }).click();
  await listNamed(page, 'Estatus').click();
  await page.getByRole('option', { name: 'Asignado y confirmado' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const table = page.getByRole('table');
  const link = table.getByRole('link', { name: /^\d{6}$/ }).first();
  await expect(table.locator('tbody tr').first()).toContainText('Asignado y confirmado');
  const ticketId = (await link.innerText()).trim();
  await link.click();

  await expect(page.getByRole('heading', { name: `Ticket ${ticketId}` })).toBeVisible();
  await choose(page, page.getByRole('button', { name: 'Elija el siguiente estatus' }), 'En traslado');
  await page.getByRole('button', { name: 'Actualizar estatus' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Comentario/).fill('Salgo al sitio del cliente');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText(`Ticket ${ticketId} actualizado`)).toBeVisible();
  await expect(page.locator('header, section').getByText('En traslado').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Bitácora' }).click();
  await expect(page.getByText('Salgo al sitio del cliente').first()).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(table.getByRole('link', { name: ticketId })).toHaveCount(0);
});

test('an incident from creation to closure: the dispatcher creates and assigns it, the engineer works it, the dispatcher closes it', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'despachador', '/requirement/createTicket/incident');
  for (const label of ['Cliente', 'Proyecto', 'Tipo de servicio', 'Servicio']) {
    await choose(page, listNamed(page, label, { exact: true }));
  }
  await choose(page, page.getByRole('button', { name: 'Mostrar ubicaciones' }));
  await page.getByLabel(/^Descripción/).fill('El cajero no entrega efectivo desde la mañana');
  await page.getByLabel(/^Solicitante/).fill('Gerencia de sucursal');
  await page.getByLabel(/^Correo del solicitante/).fill('gerencia@example.com');
  for (const label of ['Urgencia', 'Impacto']) {
    await choose(page, listNamed(page, label, { exact: true }));
  }
  await page.getByRole('button', { name: 'Crear ticket' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Ticket \d+$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const ticketId = (await heading.innerText()).replace('Ticket ', '').trim();
  const header = page.locator('header', { has: heading });

  // Pending confirmation, assigned to the demo engineer.
  await changeStatus(page, 'Pendiente de confirmación', async (dialog) => {
    await choose(page, listNamed(dialog, 'Fuerza de tarea'), 'Emilio Rangel Soto');
  });
  await expect(header).toContainText('Pendiente de confirmación');

  // The engineer accepts, travels and works it, comments and attaches a photo.
  const engineerContext = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: testInfo.project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const engineer = await engineerContext.newPage();
  await signIn(engineer, 'ingeniero', `/requirement/detail/${ticketId}/general`);
  const engineerHeader = engineer.locator('header', { has: engineer.getByRole('heading', { level: 1, name: `Ticket ${ticketId}` }) });
  for (const next of ['Asignado y confirmado', 'En traslado', 'En sitio']) {
    await changeStatus(engineer, next);
    await expect(engineerHeader).toContainText(next);
  }
  // The dispatcher's open detail follows without a reload.
  await expect(header).toContainText('En sitio', { timeout: 30_000 });

  await engineer.getByRole('tab', { name: 'Comunicación' }).click();
  await engineer.getByRole('textbox', { name: 'Comentario' }).fill('Se reemplazó el dispensador; el cajero entrega efectivo');
  await engineer.getByRole('button', { name: 'Agregar comentario' }).click();
  await expect(engineer.getByText('Comentario agregado')).toBeVisible();
  await engineer.getByRole('tab', { name: 'Documentación' }).click();
  await engineer.locator('input[type=file]').setInputFiles('test/fixtures/engineer-visit/equipo.jpg');
  await engineer.getByRole('button', { name: /^Subir 1 archivo/ }).click();
  await expect(engineer.getByRole('button', { name: /^Ver imagen / })).toHaveCount(1, { timeout: 30_000 });
  await engineerContext.close();

  await page.getByRole('tab', { name: 'Cierre' }).click();
  await page.getByLabel(/^Comentario de cierre/).fill('Servicio concluido con evidencia fotográfica');
  // An incident's service type asks for its closing fields (seeded: a folio and the solution applied).
  await page.getByLabel(/^Folio de conformidad/).fill('CONF-0001');
  await choose(page, listNamed(page, /^Solución aplicada/), 'Cambio de pieza');
  await page.getByRole('button', { name: 'Cerrar ticket' }).click();
  await expect(page.getByText(`Ticket ${ticketId} cerrado`)).toBeVisible();
  await expect(header).toContainText('Cerrado');

  // The logbook holds the whole way, newest first.
  await page.getByRole('tab', { name: 'Bitácora' }).click();
  const logbook = page.getByRole('list', { name: 'Bitácora' });
  for (const status of ['Cerrado', 'En sitio', 'En traslado', 'Asignado y confirmado', 'Pendiente de confirmación']) {
    await expect(logbook.getByText(status).first()).toBeVisible();
  }
});

test('a transition the sandbox no longer allows shows its message and keeps the dialog', async ({ page }) => {
  await signIn(page, 'despachador', '/requirement/detail/100001/general');
  expect((await page.request.post('/__sandbox/tickets/100001', { data: { statusId: 4 } })).ok()).toBe(true);
  await page.reload();
  await choose(page, page.getByRole('button', { name: 'Elija el siguiente estatus' }), 'En traslado');
  await page.getByRole('button', { name: 'Actualizar estatus' }).click();
  const dialog = page.getByRole('dialog');
  // Meanwhile the ticket is cancelled elsewhere.
  expect((await page.request.post('/__sandbox/tickets/100001', { data: { statusId: 11 } })).ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog.getByText('No se permite cambiar de Cancelado a En traslado (ticket 100001)')).toBeVisible();
  await expect(dialog).toBeVisible();
});

async function changeStatus(page: Page, next: string, fill?: (dialog: Locator) => Promise<void>) {
  await choose(page, page.getByRole('button', { name: 'Elija el siguiente estatus' }), next);
  await page.getByRole('button', { name: 'Actualizar estatus' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cambiar estatus del ticket/ });
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}
