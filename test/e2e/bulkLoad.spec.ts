import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { readXlsx } from '../../src/shared/files/xlsxReader/readXlsx';
import { validateTemplate } from '../../src/domain/tickets/bulkLoadTemplate/validateTemplate';
import { writeTicketTemplate } from '../../src/domain/tickets/bulkLoadTemplate/writeTemplate';
import { createStore } from '../sandbox/store/createStore';
import { resetSandbox, signIn } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

/** Ids the server's seeded sandbox accepts (the same seed builds the same catalogue here). */
function goodIds(): string[] {
  const store = createStore({ tickets: 1 });
  const service = [...store.services.values()].find((s) => s.enabled
    && [...store.projects.values()].some((p) => p.enabled && p.clientId === s.clientId)
    && [...store.locations.values()].some((l) => l.enabled && l.clientId === s.clientId))!;
  const project = [...store.projects.values()].find((p) => p.enabled && p.clientId === service.clientId)!;
  const location = [...store.locations.values()].find((l) => l.enabled && l.clientId === service.clientId)!;
  return [service.clientId, project.id, service.serviceTypeId, service.id, location.id].map(String);
}

async function filled(rows: string[][]) {
  const bytes = Buffer.from(await (await writeTicketTemplate(rows)).arrayBuffer());
  return { name: 'carga.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes };
}

test('the dispatcher downloads the template, loads a good one and a bad one', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await signIn(page, 'despachador', '/massiveLoad/ExternalFile');
  await expect(page.getByRole('heading', { name: 'Carga masiva de tickets', level: 1 })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('Plantilla_carga_masiva_tickets.xlsx');
  const sheet = await readXlsx(new Uint8Array(fs.readFileSync((await template.path())!)));
  expect(validateTemplate(sheet)).toEqual({ ok: false, fileError: 'noRows' });

  // A bad file: every error listed, nothing to send.
  const today = DateTime.local().toFormat('dd/MM/yyyy HH:mm');
  await page.getByLabel('Archivo de carga masiva').setInputFiles(await filled([[...goodIds(), 'Programado hoy', '', '', '', 'SI', 'TAL VEZ', today]]));
  const errors = page.getByRole('table', { name: /El archivo tiene 2 errores/ });
  await expect(errors).toBeVisible();
  await expect(errors.getByText('Los valores de la carga masiva deben ser SI o NO')).toBeVisible();
  await expect(errors.getByText('Un ticket programado no puede iniciar hoy ni antes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar tickets' })).toHaveCount(0);
  // The file was read off the page, in the reader's worker.
  expect(workers.length).toBeGreaterThan(0);

  // A good file: sent, summarised, and the ticket opens.
  const description = `Carga masiva e2e ${Date.now()}`;
  await page.getByLabel('Archivo de carga masiva').setInputFiles(await filled([[...goodIds(), description, 'Ana', 'ana@example.com', '', 'NO', 'SI', '']]));
  await expect(page.getByText('1 ticket listo para enviar')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar tickets' }).click();
  await expect(page.getByText('Carga masiva exitosa: 1 ticket creado')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/bulk-load-summary.png' });
  const href = await page.getByRole('list', { name: 'Tickets creados' }).getByRole('link').getAttribute('href');
  const ticketId = href!.split('/')[3]!;

  // The new ticket is in the list (newest first) and opens on its detail.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Búsqueda de tickets' }).click();
  await page.getByRole('table').getByRole('link', { name: ticketId, exact: true }).click();
  await expect(page.getByText(description).first()).toBeVisible();
});
