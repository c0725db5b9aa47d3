import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { buildWorkbook } from '../../../shared/files/xlsxReader/testWorkbook';
import { TEMPLATE_HEADERS } from '../../../domain/tickets/bulkLoadTemplate/templateColumns';
import { filledTemplate, rowXml } from '../../../domain/tickets/bulkLoadTemplate/testTemplate';

const sandbox = setupSandbox();

/** Ids of an enabled service with a project and a location of its client, as the template's first columns. */
function goodIds(): string[] {
  const { store } = sandbox;
  const service = [...store.services.values()].find((s) => s.enabled
    && [...store.projects.values()].some((p) => p.enabled && p.clientId === s.clientId)
    && [...store.locations.values()].some((l) => l.enabled && l.clientId === s.clientId))!;
  const project = [...store.projects.values()].find((p) => p.enabled && p.clientId === service.clientId)!;
  const location = [...store.locations.values()].find((l) => l.enabled && l.clientId === service.clientId)!;
  return [service.clientId, project.id, service.serviceTypeId, service.id, location.id].map(String);
}

const inThreeDays = () => DateTime.local().plus({ days: 3 }).toFormat('dd/MM/yyyy HH:mm');

async function upload(rows: string[][], headers?: string[], name = 'carga.xlsx') {
  const bytes = await buildWorkbook(filledTemplate(rows, headers));
  const file = new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  await userEvent.upload(await screen.findByLabelText('Archivo de carga masiva'), file);
}

const open = (role: 'DIS' | 'ENG' = 'DIS') => renderScreen({ route: '/massiveLoad/ExternalFile', as: { sandbox, role } });

describe('bulk ticket load screen', () => {
  it('loads a good template: validation summary, send, and the sandbox holds the new tickets', async () => {
    const before = sandbox.store.tickets.size;
    open();
    expect(await screen.findByRole('heading', { name: 'Carga masiva de tickets', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar plantilla/ })).toBeEnabled();
    await upload([
      [...goodIds(), 'Cajero sin papel', 'Ana', 'ana@example.com', 'C-77', 'NO', 'SI', ''],
      [...goodIds(), 'Mantenimiento programado', '', '', '', 'SI', 'NO', inThreeDays()],
    ]);
    expect(await screen.findByText(/2 tickets listos para enviar/)).toBeInTheDocument();
    expect(sandbox.store.tickets.size).toBe(before);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar tickets' }));
    expect(await screen.findByText('Carga masiva exitosa: 2 tickets creados')).toBeInTheDocument();
    expect(sandbox.store.tickets.size).toBe(before + 2);
    const created = [...sandbox.store.tickets.values()].filter((t) => t.description === 'Cajero sin papel' || t.description === 'Mantenimiento programado');
    expect(created).toHaveLength(2);
    expect(created.find((t) => t.description === 'Mantenimiento programado')!.statusId).toBe(14);
    expect(created.find((t) => t.description === 'Cajero sin papel')!.remote).toBe(true);
    const links = within(screen.getByRole('list', { name: 'Tickets creados' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href')).sort()).toEqual(created.map((t) => `/requirement/detail/${t.ticketId}/general`).sort());
  });

  it('lists every error of a bad template with row and column, offers no send and creates nothing', async () => {
    const before = sandbox.store.tickets.size;
    open();
    await upload([
      [...goodIds(), 'Bien', '', '', '', 'NO', 'NO', ''],
      [...goodIds(), 'Hoy', '', '', '', 'SI', 'QUIZA', DateTime.local().toFormat('dd/MM/yyyy HH:mm')],
    ]);
    const table = await screen.findByRole('table', { name: /El archivo tiene 2 errores; no se creó ningún ticket/ });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['3', 'REMOTO', 'Los valores de la carga masiva deben ser SI o NO'],
      ['3', 'FECHA_INICIO', 'Un ticket programado no puede iniciar hoy ni antes'],
    ]);
    expect(screen.queryByRole('button', { name: 'Enviar tickets' })).not.toBeInTheDocument();
    expect(sandbox.store.tickets.size).toBe(before);
  });

  it('shows the server per-row errors when it refuses the batch, and nothing is created', async () => {
    const before = sandbox.store.tickets.size;
    open();
    const [client, project, type, service] = goodIds();
    await upload([[client!, project!, type!, service!, '999999', 'Ubicación ajena', '', '', '', 'NO', 'NO', '']]);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar tickets' }));
    const table = await screen.findByRole('table', { name: /El servidor rechazó la carga \(1 error\)/ });
    expect(within(table).getByText('ID_UBICACION')).toBeInTheDocument();
    expect(within(table).getByText(/La ubicación 999999 no pertenece/)).toBeInTheDocument();
    expect(sandbox.store.tickets.size).toBe(before);
  });

  it('refuses a modified template, a workbook of other headers and a file of another format', async () => {
    open();
    const edited = TEMPLATE_HEADERS.map((h) => (h === 'REMOTO' ? 'REMOTA' : h));
    await upload([[...goodIds(), 'x', '', '', '', 'NO', 'NO', '']], edited);
    expect(await screen.findByText('El archivo parece modificado y ya no coincide con la plantilla')).toBeInTheDocument();
    const other = await buildWorkbook({ sheetData: rowXml(1, ['NOMBRE', 'CORREO']) + rowXml(2, ['Ana', 'ana@example.com']) });
    await userEvent.upload(screen.getByLabelText('Archivo de carga masiva'), new File([other as Uint8Array<ArrayBuffer>], 'otra.xlsx'));
    expect(await screen.findByText('Los encabezados no coinciden con la plantilla')).toBeInTheDocument();
    // The picker's accept filter is a hint only: a dropped file of any kind reaches the checks.
    const user = userEvent.setup({ applyAccept: false });
    const unsupported = 'El archivo tiene un formato no soportado; use la plantilla .xlsx';
    await user.upload(screen.getByLabelText('Archivo de carga masiva'), new File(['a,b'], 'carga.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`carga.csv: ${unsupported}`));
    await user.upload(screen.getByLabelText('Archivo de carga masiva'), new File(['%PDF-1.7 renombrado'], 'falso.xlsx'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`falso.xlsx: ${unsupported}`));
  });

  it('takes a file dropped on the zone, and says so when the drop holds none', async () => {
    open();
    const zone = (await screen.findByRole('button', { name: 'Elegir archivo' })).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [] } });
    expect(await screen.findByText('No se encontraron archivos')).toBeInTheDocument();
    const bytes = await buildWorkbook(filledTemplate([[...goodIds(), 'Soltado', '', '', '', 'NO', 'NO', '']]));
    fireEvent.drop(zone, { dataTransfer: { files: [new File([bytes as Uint8Array<ArrayBuffer>], 'soltado.xlsx')] } });
    expect(await screen.findByText(/1 ticket listo para enviar/)).toBeInTheDocument();
  });

  it('is closed to a role without TicketSaveMultiTicket', async () => {
    const { router } = open('ENG');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });
});
