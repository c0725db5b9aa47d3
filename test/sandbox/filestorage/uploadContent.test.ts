import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi, userFor } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { RawResponse, type OperationContext } from '../runtime';
import { makePdf, makePng, pngDeclaring } from './bytes';
import { fileHandlers } from './files';

const sandbox = setupSandbox();
const TICKET = 100_001;

const upload = (fileName: string, bytes: Uint8Array) =>
  callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadTicketFile', {
    body: { ticketId: TICKET, fileName, description: null, fileBase64: Buffer.from(bytes).toString('base64'), size: bytes.length },
  });

const picture = (fileName: string, bytes: Uint8Array) =>
  callApi(sandbox, 'PATCH', '/filestorage/api/v1/FileStorage/UploadUserPicture', {
    as: 'ENG', body: { fileName, description: null, fileContent: Buffer.from(bytes).toString('base64') },
  });

const FLOOD = pngDeclaring(65_535, 65_535);
const FLOOD_MESSAGE = `Imagen no válida: 65535 x 65535 píxeles, el máximo es ${LIMITS.imageMaxPixels / 1_000_000} megapíxeles`;

describe('ticket attachment content (magic bytes)', () => {
  it('stores files whose bytes are the type their name says', async () => {
    expect((await upload('acta.pdf', makePdf(['Acta']))).status).toBe(200);
    expect((await upload('foto.PNG', makePng(3, 3, [1, 2, 3]))).status).toBe(200);
    expect((await upload('costos.xlsx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]))).status).toBe(200);
    expect((await upload('informe.doc', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).status).toBe(200);
  });

  it('refuses a renamed file with 422 and stores nothing', async () => {
    const pngAsPdf = await upload('factura.pdf', makePng(3, 3, [1, 2, 3]));
    expect(pngAsPdf).toMatchObject({ status: 422, body: { message: 'El contenido del archivo no corresponde a su extensión' } });
    expect((await upload('viejo.doc', Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).status).toBe(422);
    expect((await upload('foto.jpg', Uint8Array.from(Buffer.from('<html></html>')))).status).toBe(422);
    expect([...sandbox.store.files.values()].some((f) => ['factura.pdf', 'viejo.doc', 'foto.jpg'].includes(f.fileName))).toBe(false);
  });
});

describe('pixel floods', () => {
  it('refuses a 7.7 KB PNG declaring 65535 x 65535 pixels as a ticket file and as a user picture, and stores nothing', async () => {
    expect(FLOOD.length).toBeLessThan(8_000);
    expect(await upload('plano.png', FLOOD)).toMatchObject({ status: 422, body: { message: FLOOD_MESSAGE } });
    expect(await picture('yo.png', FLOOD)).toMatchObject({ status: 422, body: { message: FLOOD_MESSAGE } });
    expect([...sandbox.store.files.values()].some((f) => f.fileName === 'plano.png' || f.fileName === 'yo.png')).toBe(false);
    expect(sandbox.store.users.get(4)!.blobStorageUrlPath).toBeNull();
  });

  it('refuses a PNG or JPEG whose header does not give its size, and stores nothing', async () => {
    const unsized = [makePng(4, 4, [1, 2, 3]).slice(0, 12), Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])];
    const [png, jpeg] = unsized as [Uint8Array, Uint8Array];
    const refused = { status: 422, body: { message: 'Imagen no válida: no se puede leer su tamaño' } };
    expect(await upload('cortada.png', png)).toMatchObject(refused);
    expect(await upload('sin-tamano.jpg', jpeg)).toMatchObject(refused);
    expect(await picture('yo.jpg', jpeg)).toMatchObject(refused);
    expect([...sandbox.store.files.values()].some((f) => ['cortada.png', 'sin-tamano.jpg'].includes(f.fileName))).toBe(false);
  });

  it('stores an image of exactly the pixel limit and refuses one pixel more', async () => {
    expect((await upload('alto.png', pngDeclaring(1, LIMITS.imageMaxPixels))).status).toBe(200);
    expect((await upload('alto.png', pngDeclaring(1, LIMITS.imageMaxPixels + 1))).status).toBe(422);
    expect((await picture('yo.png', pngDeclaring(1, LIMITS.imageMaxPixels + 1))).status).toBe(422);
    expect((await picture('yo.png', makePng(4, 4, [200, 10, 10]))).status).toBe(200);
  });
});

describe('downloads', () => {
  it('are served as attachments with a safe file name, never sniffed', async () => {
    const name = 'acta "final"; x=\\1 año.pdf';
    const stored = await upload(name, makePdf(['Acta']));
    expect(stored.status).toBe(200);
    const context = { store: sandbox.store, user: userFor(sandbox, 'ADM'), params: { fileId: stored.body.data.id } } as unknown as OperationContext;
    const response = await fileHandlers.downloadStoredFile!(context);
    expect(response).toBeInstanceOf(RawResponse);
    const { headers } = response as RawResponse;
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Disposition']).toBe(
      `attachment; filename="acta _final_; x=_1 ano.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });
});
