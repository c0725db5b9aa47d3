import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { makePdf, makePng } from './bytes';

const sandbox = setupSandbox();
const TICKET = 100_001;

const upload = (fileName: string, bytes: Uint8Array) =>
  callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadTicketFile', {
    body: { ticketId: TICKET, fileName, description: null, fileBase64: Buffer.from(bytes).toString('base64'), size: bytes.length },
  });

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
