import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { saveFile } from '../../../shared/export/download';

jest.mock('../../../shared/export/download', () => ({ saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

afterEach(() => saveFileMock.mockReset());

const BUTTON = 'Descargar PDF de los tickets seleccionados (Detalle_de_tickets.zip)';

/** Opens the list and selects its first `count` rows; their ticket ids. */
async function selectRows(count: number): Promise<number[]> {
  renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
  const table = await screen.findByRole('table');
  const links = (await within(table).findAllByRole('link', { name: /^\d{6}$/ })).slice(0, count);
  for (const link of links) await userEvent.click(link.closest('tr')!.querySelector('input[type="checkbox"]')!);
  return links.map((link) => Number(link.textContent));
}

/** Holds one ticket's PdfDetail request until released, then lets the sandbox answer it. */
function holdPdfDetail(ticketId: number): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  sandbox.server.use(http.get(`*/ticket/api/v1/Tickets/${ticketId}/PdfDetail`, async () => void (await gate)));
  return release;
}

describe('massive PDF download', () => {
  it('is enabled only with a selection', async () => {
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    const button = await screen.findByRole('button', { name: BUTTON });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Selecciona uno o más tickets');
    const table = await screen.findByRole('table');
    const link = (await within(table).findAllByRole('link', { name: /^\d{6}$/ }))[0]!;
    await userEvent.click(link.closest('tr')!.querySelector('input[type="checkbox"]')!);
    expect(button).toBeEnabled();
  });

  it.each([
    ['historic', -9],
    ['cancelled', -8],
  ])('is hidden in the %s view', async (_view, category) => {
    renderScreen({ route: `/requirement/find?statusCategoryId=${category}`, as: { sandbox, role: 'DIS' } });
    await screen.findByRole('table');
    await screen.findByRole('button', { name: 'Cambiar fuerza de tarea' });
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });

  it('counts each ticket, then saves Detalle_de_tickets.zip with one PDF per ticket named by id', async () => {
    const ids = await selectRows(3);
    const release = holdPdfDetail(ids[1]!);
    await userEvent.click(screen.getByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Descarga masiva de PDF' });
    expect(await within(dialog).findByText('Generando PDF 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTON })).toBeDisabled();
    release();

    expect(await within(dialog).findByText('Se descargó Detalle_de_tickets.zip con el PDF de cada ticket (tickets: 3).')).toBeInTheDocument();
    expect(saveFileMock).toHaveBeenCalledTimes(1);
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toBe('Detalle_de_tickets.zip');
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    const entries = Object.keys(zip.files);
    expect(entries).toHaveLength(3);
    expect(entries.map((name) => Number(/^Ticket_(\d+)_\d{2}_\d{2}_\d{4}\.pdf$/.exec(name)?.[1]))).toEqual(ids);

    // The footer's button (the header's close icon has the same name).
    const close = within(dialog).getAllByRole('button', { name: 'Cerrar' }).find((button) => button.textContent === 'Cerrar')!;
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels: the dialog closes, nothing is saved and a message says so', async () => {
    const ids = await selectRows(2);
    const release = holdPdfDetail(ids[0]!);
    await userEvent.click(screen.getByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Descarga masiva de PDF' });
    expect(await within(dialog).findByText('Preparando la descarga…')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    release();
    expect(await screen.findByText('Se canceló la descarga masiva de PDF.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveFileMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
  });

  it('shows an error naming the ticket that failed, and retries', async () => {
    const ids = await selectRows(2);
    sandbox.server.use(
      http.get(`*/ticket/api/v1/Tickets/${ids[1]}/PdfDetail`, () =>
        HttpResponse.json({ success: false, message: `No tiene acceso al ticket ${ids[1]}`, detail: null }, { status: 403 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Descarga masiva de PDF' });
    expect(await within(dialog).findByText(`No se pudo generar el PDF del ticket ${ids[1]}: No tiene acceso al ticket ${ids[1]}`)).toBeInTheDocument();
    expect(saveFileMock).not.toHaveBeenCalled();

    sandbox.server.resetHandlers();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText(/tickets: 2/)).toBeInTheDocument();
    expect(saveFileMock).toHaveBeenCalledTimes(1);
  });
});
