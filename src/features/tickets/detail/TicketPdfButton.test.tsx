import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { saveFile } from '../../../shared/export/download';
import { pdfText } from '../../../domain/tickets/pdf/testing/testTicketPdf';

jest.mock('../../../shared/export/download', () => ({ saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();
const TICKET = 100001;

afterEach(() => saveFileMock.mockReset());

/** Holds the ticket's PdfDetail request until released, then lets the sandbox answer it. */
function holdPdfDetail(): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  sandbox.server.use(http.get(`*/ticket/api/v1/Tickets/${TICKET}/PdfDetail`, async () => void (await gate)));
  return release;
}

const open = async () => {
  renderScreen({ route: `/requirement/detail/${TICKET}/general`, as: { sandbox, role: 'DIS' } });
  return screen.findByRole('button', { name: `Descargar PDF del ticket ${TICKET}` });
};

describe('ticket detail PDF button', () => {
  it('is busy while the PDF is built, then saves Ticket_<id>_<day>.pdf with the id, comments and evidence', async () => {
    sandbox.store.comments.push({
      id: 990001, ticketId: TICKET, comment: 'Se cambió el lector de tarjetas 🔧', commentTypeId: null, isInternal: false, createdUserId: 2,
      createdDateTime: new Date(sandbox.store.now.getTime() - 60_000).toISOString().slice(0, 19),
    });
    const release = holdPdfDetail();
    const button = await open();
    await userEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Generando PDF…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1));
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(new RegExp(`^Ticket_${TICKET}_\\d{2}_\\d{2}_\\d{4}\\.pdf$`));
    const text = pdfText(new Uint8Array(await blob.arrayBuffer()));
    expect(text).toContain(`Detalle del ticket ${TICKET}`);
    expect(text).toContain('Se cambió el lector de tarjetas');
    expect(text).not.toContain('🔧');
    // The seeded evidence photo of the ticket, drawn under its name.
    expect(text).toContain(`evidencia_${TICKET}.png`);
    expect(await screen.findByText(`Se descargó el archivo ${fileName}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Descargar PDF del ticket ${TICKET}` })).toBeEnabled();
  });

  it('says which request failed and why, and can be tried again', async () => {
    sandbox.server.use(
      http.get(`*/ticket/api/v1/Tickets/${TICKET}/PdfDetail`, () =>
        HttpResponse.json({ success: false, message: 'El servicio de reportes no está disponible', detail: null }, { status: 409 }),
      ),
    );
    await userEvent.click(await open());
    expect(await screen.findByText(`No se pudo generar el PDF del ticket ${TICKET}: El servicio de reportes no está disponible`)).toBeInTheDocument();
    expect(saveFileMock).not.toHaveBeenCalled();

    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: `Descargar PDF del ticket ${TICKET}` }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1));
  });
});
