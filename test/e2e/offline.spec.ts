import { expect, test } from '@playwright/test';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

test('going offline mid-form keeps the screen and what was typed, refuses to send, and sends once back online', async ({ page, context }) => {
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/ticket/api/v1/Tickets')) creations.push(request.url());
  });
  await signIn(page, 'despachador', '/requirement/createTicket/incident');
  for (const label of ['Cliente', 'Proyecto', 'Tipo de servicio', 'Servicio']) {
    await choose(page, listNamed(page, label, { exact: true }));
  }
  await choose(page, page.getByRole('button', { name: 'Mostrar ubicaciones' }));
  const description = page.getByLabel(/^Descripción/);
  await description.fill('El cajero no entrega efectivo desde la mañana');
  await page.getByLabel(/^Solicitante/).fill('Gerencia de sucursal');
  await page.getByLabel(/^Correo del solicitante/).fill('gerencia@example.com');
  for (const label of ['Urgencia', 'Impacto']) {
    await choose(page, listNamed(page, label, { exact: true }));
  }

  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: 'Sin conexión a internet' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nuevo incidente' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear ticket' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sin conexión no se puede enviar' })).toBeVisible();
  await expect(banner).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/offline-create-ticket.png' });
  expect(creations).toHaveLength(0);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(description).toHaveValue('El cajero no entrega efectivo desde la mañana');
  await page.getByRole('button', { name: 'Crear ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ticket \d+$/ })).toBeVisible({ timeout: 30_000 });
  expect(creations).toHaveLength(1);
});
