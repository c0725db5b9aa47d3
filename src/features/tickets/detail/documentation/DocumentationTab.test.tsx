import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makePdf, makePng } from '../../../../../test/sandbox/filestorage/bytes';
import { add, filesOf } from '../../../../../test/sandbox/filestorage/state';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import type { RoleCode } from '../../../../../test/sandbox/store/types';
import { readImageSize } from '../../../../shared/files/imageHeader';
import { encoded } from '../../../../shared/files/testing/fakeCanvasCodec';

// jsdom has no canvas: the canvas adapter is replaced at its module boundary by one that decodes the
// sandbox's PNGs to real pixels, so the sharpness and orientation rules run on real data.
jest.mock('../../../../shared/files/canvasCodec', () => jest.requireActual('../../../../shared/files/testing/fakeCanvasCodec'));

const sandbox = setupSandbox();
const TICKET = 100001;
const FILES_URL = '*/filestorage/api/v1/FileStorage/GetFilesByTicket';
const UPLOAD_URL = '*/filestorage/api/v1/FileStorage/UploadTicketFile';

const checker = (x: number, y: number): [number, number, number] => ((Math.floor(x / 2) + Math.floor(y / 2)) % 2 ? [240, 240, 240] : [20, 20, 20]);
const pdfFile = (name: string) => new File([makePdf(['Acta de entrega'])], name, { type: 'application/pdf' });
const pngFile = (name: string, png: Uint8Array<ArrayBuffer>) => new File([png], name, { type: 'image/png' });

let clickedLinks: { href: string; download: string }[];

beforeEach(() => {
  encoded.splice(0);
  clickedLinks = [];
  // jsdom cannot navigate to a download: record the link the app clicks instead.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedLinks.push({ href: this.href, download: this.download });
  });
  const ticket = sandbox.store.tickets.get(TICKET)!;
  ticket.statusId = 7;
});

afterEach(() => {
  jest.restoreAllMocks();
  sandbox.server.events.removeAllListeners();
});

const open = (role: RoleCode = 'DIS') => renderScreen({ route: `/requirement/detail/${TICKET}/documentation`, as: { sandbox, role } });
const fileTable = () => screen.findByRole('table');
const rows = async () => within(await fileTable()).getAllByRole('row').slice(1);
const fileInput = () => screen.getByLabelText('Seleccionar archivos');
// The input is visually hidden (p-hidden-accessible); its label is what users click.
const pointer = { pointerEventsCheck: 0 } as const;
const userName = (id: number) => sandbox.store.users.get(id)!.fullName;
const ticketFiles = () => [...filesOf(sandbox.store).values()].filter((f) => f.ticketId === TICKET);

function requestsTo(path: string): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(path)) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('documentation tab', () => {
  it('shows loading, then the files newest first with name, type, size, date, uploader; images as thumbnails', async () => {
    const queries = requestsTo('/GetFilesByTicket');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(http.post(FILES_URL, async () => void (await gate)));
    open();
    expect(await screen.findByText('Cargando archivos…')).toBeInTheDocument();
    release();
    const all = await rows();
    expect(all).toHaveLength(2);
    const [image, pdf] = all as [HTMLElement, HTMLElement];
    const seededPdf = ticketFiles().find((f) => f.fileName.endsWith('.pdf'))!;
    const seededPng = ticketFiles().find((f) => f.fileName.endsWith('.png'))!;
    expect(image).toHaveTextContent(`evidencia_${TICKET}.png`);
    expect(image).toHaveTextContent('Imagen PNG');
    expect(image).toHaveTextContent('Evidencia fotográfica');
    expect(image).toHaveTextContent(userName(seededPng.createdUserId));
    expect(pdf).toHaveTextContent(`orden_servicio_${TICKET}.pdf`);
    expect(pdf).toHaveTextContent('PDF');
    expect(seededPdf.size).toBeLessThan(1024);
    expect(pdf).toHaveTextContent(`${seededPdf.size} B`);
    expect(pdf).toHaveTextContent(userName(seededPdf.createdUserId));
    expect(pdf.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(screen.getByText('· 2 archivos')).toBeInTheDocument();
    const thumbnail = within(image).getByRole('button', { name: `Ver imagen evidencia_${TICKET}.png` });
    await waitFor(() => expect(thumbnail.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    expect(within(pdf).queryByRole('button', { name: /^Ver imagen/ })).toBeNull();
    expect(queries[0]).toEqual({ ticketId: TICKET, fileType: 0, pageNumber: 0, pageSize: 9999 });
  });

  it('says when the ticket has no files', async () => {
    for (const file of ticketFiles()) sandbox.store.files.delete(file.id);
    open();
    expect(await screen.findByText('El ticket aún no tiene archivos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a load error with the reason and a retry', async () => {
    sandbox.server.use(http.post(FILES_URL, () => HttpResponse.json({ success: false, message: 'Servicio de archivos no disponible', detail: null }, { status: 500 })));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los archivos del ticket: Servicio de archivos no disponible');
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rows()).toHaveLength(2);
  });

  it('uploads several files with progress: a PDF as it is and a portrait photo turned to landscape JPEG', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Holds the first upload so the progress can be seen; answering nothing passes it on to the sandbox.
    sandbox.server.use(http.post(UPLOAD_URL, async () => void (await gate)));
    open();
    await fileTable();
    await userEvent.setup(pointer).upload(fileInput(), [pdfFile('acta de entrega.pdf'), pngFile('placa vertical.png', makePng(30, 40, checker))]);

    const pending = await screen.findByRole('list', { name: 'Listos para subir' });
    await waitFor(() => expect(within(pending).getAllByRole('listitem')).toHaveLength(2));
    expect(within(pending).getByText('placa vertical.jpg')).toBeInTheDocument();
    expect(within(pending).getByText(/Girada a horizontal/)).toBeInTheDocument();
    expect(encoded).toEqual([{ width: 40, height: 30, quality: 0.95 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Subir 2 archivos' }));
    expect(await screen.findByText('Subiendo 1 de 2: acta de entrega.pdf')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance de la subida' })).toBeInTheDocument();
    release();

    expect(await screen.findByText('Se subieron 2 archivos')).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    expect(screen.queryByRole('list', { name: 'Listos para subir' })).toBeNull();
    const stored = ticketFiles();
    const photo = stored.find((f) => f.fileName === 'placa vertical.jpg')!;
    expect(photo.contentType).toBe('image/jpeg');
    expect(readImageSize(photo.content)).toEqual({ width: 40, height: 30 });
    expect(stored.find((f) => f.fileName === 'acta de entrega.pdf')!.createdUserId).toBe(2);
  });

  it('refuses files by type, content, size and sharpness, with a message for each, and uploads none', async () => {
    const uploads = requestsTo('/UploadTicketFile');
    const user = userEvent.setup({ ...pointer, applyAccept: false });
    open();
    await fileTable();
    await user.upload(fileInput(), [
      new File(['MZ'], 'instalador.exe'),
      pngFile('factura.pdf', makePng(4, 4, checker)),
      new File([makePdf(['x']), new Uint8Array(10_485_761)], 'escaneo.pdf'),
      pngFile('borrosa.png', makePng(40, 30, [120, 120, 120])),
    ]);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(4));
    expect(alert).toHaveTextContent('instalador.exe: Formato no válido: solo se permiten archivos Word, Excel, JPG, PNG o PDF');
    expect(alert).toHaveTextContent('factura.pdf: El contenido del archivo no corresponde a su extensión');
    expect(alert).toHaveTextContent('escaneo.pdf: El archivo excede el tamaño máximo de 10 MB');
    expect(alert).toHaveTextContent('borrosa.png: Imagen no válida: la foto está borrosa o desenfocada');
    expect(screen.queryByRole('list', { name: 'Listos para subir' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Subir archivos' }));
    expect(await screen.findByText('No se seleccionó ningún archivo')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('keeps a file the service refuses, with its reason, to try again', async () => {
    sandbox.server.use(http.post(UPLOAD_URL, () => HttpResponse.json({ success: false, message: 'Almacenamiento lleno', detail: null }, { status: 507 })));
    open();
    await fileTable();
    await userEvent.setup(pointer).upload(fileInput(), pdfFile('bitacora.pdf'));
    await userEvent.click(await screen.findByRole('button', { name: 'Subir 1 archivo' }));
    expect(await screen.findByText('No se pudo subir bitacora.pdf')).toBeInTheDocument();
    const pending = screen.getByRole('list', { name: 'Listos para subir' });
    expect(within(pending).getByText('Almacenamiento lleno')).toBeInTheDocument();
    expect(ticketFiles().some((f) => f.fileName === 'bitacora.pdf')).toBe(false);
  });

  it('deletes a file after confirmation and the list refreshes', async () => {
    open();
    await fileTable();
    await userEvent.click(screen.getByRole('button', { name: `Eliminar orden_servicio_${TICKET}.pdf` }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar archivo' });
    expect(dialog).toHaveTextContent(`¿Eliminar el archivo orden_servicio_${TICKET}.pdf del ticket ${TICKET}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Archivo eliminado')).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(ticketFiles().map((f) => f.fileName)).toEqual([`evidencia_${TICKET}.png`]);
  });

  it('downloads a file under its own name', async () => {
    open();
    await fileTable();
    await userEvent.click(screen.getByRole('button', { name: `Descargar orden_servicio_${TICKET}.pdf` }));
    await waitFor(() => expect(clickedLinks).toEqual([{ href: expect.stringMatching(/^blob:/), download: `orden_servicio_${TICKET}.pdf` }]));
  });

  it('opens images in the viewer: previous, next, zoom, download, close, keyboard and focus kept inside', async () => {
    const second = add(sandbox.store, {
      ticketId: TICKET, fileName: 'tablero.png', description: null, contentType: 'image/png', content: makePng(8, 6, checker),
      createdUserId: 2, createdDateTime: '2026-11-20T10:00:00',
    });
    open();
    await fileTable();
    const names = (await rows()).filter((r) => within(r).queryByRole('button', { name: /^Ver imagen/ })).map((r) => r.querySelector('td:nth-child(2) div')!.textContent);
    expect(names).toHaveLength(2);
    expect(names).toContain(second.fileName);
    await userEvent.click(screen.getByRole('button', { name: `Ver imagen ${names[0]}` }));

    let dialog = await screen.findByRole('dialog', { name: names[0]! });
    expect(dialog).toHaveTextContent('Imagen 1 de 2');
    expect(within(dialog).getByRole('button', { name: 'Imagen anterior' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('img', { name: names[0]! }).getAttribute('src')).toMatch(/^blob:/));
    expect(within(dialog).getByText('Zoom: 100 %')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Imagen siguiente' }));
    dialog = await screen.findByRole('dialog', { name: names[1]! });
    expect(dialog).toHaveTextContent('Imagen 2 de 2');
    expect(within(dialog).getByRole('button', { name: 'Imagen siguiente' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    expect(within(dialog).getByText('Zoom: 150 %')).toBeInTheDocument();
    await userEvent.keyboard('+');
    expect(within(dialog).getByText('Zoom: 200 %')).toBeInTheDocument();
    await userEvent.keyboard('-');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alejar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alejar' }));
    expect(within(dialog).getByText('Zoom: 75 %')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(clickedLinks.map((l) => l.download)).toEqual([names[1]]));

    await userEvent.keyboard('{ArrowLeft}');
    dialog = await screen.findByRole('dialog', { name: names[0]! });
    expect(within(dialog).getByText('Zoom: 100 %')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: names[1]! })).toBeInTheDocument();

    for (let i = 0; i < 10; i++) {
      await userEvent.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a client reader list and download, but not attach or delete', async () => {
    const reader = [...sandbox.store.users.values()].find((u) => u.roleCode === 'CRE')!;
    reader.clientIds = [sandbox.store.tickets.get(TICKET)!.clientId];
    open('CRE');
    await fileTable();
    expect(screen.getByText('Su perfil puede consultar los archivos, pero no adjuntar ni eliminar.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Seleccionar archivos')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.getByRole('button', { name: `Descargar orden_servicio_${TICKET}.pdf` })).toBeInTheDocument();
  });

  it('lets a client writer delete only the files they uploaded', async () => {
    const writer = [...sandbox.store.users.values()].find((u) => u.roleCode === 'CWR')!;
    writer.clientIds = [sandbox.store.tickets.get(TICKET)!.clientId];
    add(sandbox.store, {
      ticketId: TICKET, fileName: 'mi reporte.pdf', description: null, contentType: 'application/pdf', content: makePdf(['x']),
      createdUserId: writer.userId, createdDateTime: '2026-11-20T12:00:00',
    });
    open('CWR');
    await fileTable();
    expect(screen.getAllByRole('button', { name: /^Eliminar/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Eliminar mi reporte.pdf']);
  });

  it('takes no new files and deletes none on a finished ticket', async () => {
    sandbox.store.tickets.get(TICKET)!.statusId = 5;
    open();
    await fileTable();
    expect(screen.getByText('El ticket está finalizado: ya no admite archivos nuevos.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Seleccionar archivos')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  });
});
