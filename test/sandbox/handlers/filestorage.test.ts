import { callApi, userFor } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { issueAccessToken } from '../auth/tokens';
import { sandboxServiceScope } from '../server/sandboxConfig';
import { makePdf, makePng } from '../filestorage/bytes';
import type { RoleCode } from '../store/types';
import { jpegHeader } from '../../../src/shared/files/testing/fakeCanvasCodec';

const sandbox = setupSandbox();
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/filestorage/api/v1/FileStorage${url}`, options);
const list = (ticketId: number, fileType: 0 | 1 | 2 = 0, as: RoleCode = 'ADM', page: { pageNumber?: number; pageSize?: number } = {}) =>
  api('POST', '/GetFilesByTicket', { as, body: { ticketId, fileType, pageNumber: page.pageNumber ?? 0, pageSize: page.pageSize ?? 9999 } });
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const upload = (ticketId: number, fileName: string, bytes: Uint8Array, extra: Record<string, unknown> = {}, as: RoleCode = 'ADM') =>
  api('POST', '/UploadTicketFile', { as, body: { ticketId, fileName, description: 'Prueba', fileBase64: b64(bytes), size: bytes.length, ...extra } });
const picture = (fileName: string, content: Uint8Array | string, as: RoleCode = 'ENG') =>
  api('PATCH', '/UploadUserPicture', { as, body: { fileName, description: null, fileContent: typeof content === 'string' ? content : b64(content) } });

/** Downloads over fetch (binary), as the app's links do. */
async function download(urlPath: string, as: RoleCode = 'ADM') {
  const user = userFor(sandbox, as);
  const token = await issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope('filestorage') });
  const response = await fetch(new URL(urlPath, window.location.origin), { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const firstTicket = 100_001;

describe('filestorage sandbox', () => {

  it('lists the seeded files of a ticket by type, paging from 0', async () => {
    const all = (await list(firstTicket)).body.data;
    expect(all.items.map((f: any) => f.fileName).sort()).toEqual([`evidencia_${firstTicket}.png`, `orden_servicio_${firstTicket}.pdf`]);
    expect(all).toMatchObject({ totalCount: 2, pageNumber: 0, hasNext: false });
    expect((await list(firstTicket, 1)).body.data.items).toEqual([expect.objectContaining({ contentType: 'application/pdf', isImage: false })]);
    expect((await list(firstTicket, 2)).body.data.items).toEqual([expect.objectContaining({ contentType: 'image/png', isImage: true })]);
    const page0 = (await list(firstTicket, 0, 'ADM', { pageSize: 1 })).body.data;
    const page1 = (await list(firstTicket, 0, 'ADM', { pageSize: 1, pageNumber: 1 })).body.data;
    expect(page0).toMatchObject({ hasNext: true, totalCount: 2 });
    expect(page1).toMatchObject({ hasNext: false, items: [all.items[1]] });
  });

  it('serves the seeded bytes as real PNG and PDF files', async () => {
    const [png] = (await list(firstTicket, 2)).body.data.items;
    const { status, headers, bytes } = await download(png.blobStorageUrlPath);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/png');
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [pdf] = (await list(firstTicket, 1)).body.data.items;
    const text = Buffer.from((await download(pdf.blobStorageUrlPath)).bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`Orden de servicio del ticket ${firstTicket}`);
  });

  it('only lists files of an existing ticket the caller may see', async () => {
    expect((await list(99)).status).toBe(404);
    const notMine = [...sandbox.store.tickets.values()].find((t) => t.assignedEngineerId !== 4)!;
    expect((await list(notMine.ticketId, 0, 'ENG')).status).toBe(403);
    const mine = [...sandbox.store.tickets.values()].find((t) => t.assignedEngineerId === 4)!;
    expect((await list(mine.ticketId, 0, 'ENG')).body.data.totalCount).toBeGreaterThan(0);
    const otherClient = [...sandbox.store.tickets.values()].find((t) => t.clientId !== 1)!;
    expect((await list(otherClient.ticketId, 0, 'CRE')).body.message).toBe(`No tiene acceso al ticket ${otherClient.ticketId}`);
  });

  it('uploads, lists, downloads and deletes a ticket file', async () => {
    const pdf = makePdf(['Acta de entrega', 'Sucursal Centro']);
    const uploaded = await upload(firstTicket, 'Acta de entrega ñ.PDF', pdf);
    expect(uploaded.status).toBe(200);
    const file = uploaded.body.data;
    expect(file).toMatchObject({
      ticketId: firstTicket, fileName: 'Acta de entrega ñ.PDF', contentType: 'application/pdf', size: pdf.length, isImage: false,
      createdUserFullName: 'Andrea Salinas Ruiz', createdDateTime: '2026-11-20T15:00:00', blobStorageUrlPath: `/filestorage/api/v1/FileStorage/Download/${file.id}`,
    });
    expect((await list(firstTicket, 1)).body.data.items[0].id).toBe(file.id);

    const got = await download(file.blobStorageUrlPath);
    expect(got.bytes).toEqual(pdf);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="Acta de entrega n.PDF"; filename*=UTF-8''Acta%20de%20entrega%20%C3%B1.PDF`);

    const deleted = await api('POST', '/DeleteTicketFiles', { body: { ticketId: firstTicket, fileIds: [file.id] } });
    expect(deleted.body.data).toBe(true);
    expect((await list(firstTicket)).body.data.totalCount).toBe(2);
    expect((await download(file.blobStorageUrlPath)).status).toBe(404);
    expect((await api('POST', '/DeleteTicketFiles', { body: { ticketId: firstTicket, fileIds: [file.id] } })).status).toBe(404);
  });

  it('rejects bad base64, a size that does not match, and an oversized file (422)', async () => {
    const bad = await api('POST', '/UploadTicketFile', { body: { ticketId: firstTicket, fileName: 'nota.pdf', description: null, fileBase64: 'QUJDRA', size: 4 } });
    expect(bad).toMatchObject({ status: 422, body: { message: 'El contenido del archivo no es base64 válido' } });
    expect((await upload(firstTicket, 'nota.pdf', makePdf(['x']), { size: 10 })).status).toBe(422);
    // 10 MB + 1 byte still fits the contract's base64 length, so the service itself must refuse it.
    const big = new Uint8Array(10_485_761);
    const oversized = await upload(firstTicket, 'grande.pdf', big, { size: 10_485_760 });
    expect(oversized).toMatchObject({ status: 422, body: { message: 'El archivo excede el tamaño máximo de 10 MB' } });
    expect([...sandbox.store.files.values()].some((f) => f.fileName === 'grande.pdf')).toBe(false);
  });

  it('lets a client reader list but not upload, and a client writer delete only their own files', async () => {
    expect((await upload(firstTicket, 'foto.png', makePng(2, 2, [0, 0, 0]), {}, 'CRE')).status).toBe(403);
    const own = (await upload(firstTicket, 'foto.png', makePng(2, 2, [0, 0, 0]), {}, 'CWR')).body.data;
    const seeded = (await list(firstTicket, 1)).body.data.items.find((f: any) => f.fileName.startsWith('orden'));
    expect((await api('POST', '/DeleteTicketFiles', { as: 'CWR', body: { ticketId: firstTicket, fileIds: [seeded.id] } })).status).toBe(403);
    expect((await api('POST', '/DeleteTicketFiles', { as: 'CWR', body: { ticketId: firstTicket, fileIds: [own.id] } })).body.data).toBe(true);
  });

  describe('user picture', () => {
    it('stores a PNG, points the caller at it and replaces the previous one', async () => {
      const first = await picture('yo.png', makePng(4, 4, [200, 10, 10]));
      expect(first.status).toBe(200);
      const url = first.body.data.blobStorageUrlPath;
      expect(url).toMatch(/^\/filestorage\/api\/v1\/FileStorage\/Download\/\d+$/);
      expect(sandbox.store.users.get(4)!.blobStorageUrlPath).toBe(url);
      const got = await download(url, 'CRE');
      expect(got.headers.get('content-type')).toBe('image/png');
      const jpeg = jpegHeader(64, 48);
      const second = await picture('yo.JPEG', jpeg);
      expect(second.status).toBe(200);
      expect((await download(url)).status).toBe(404);
      expect((await download(second.body.data.blobStorageUrlPath)).headers.get('content-type')).toBe('image/jpeg');
    });

    it("sets another user's picture only for who may update users", async () => {
      const engineer = userFor(sandbox, 'ENG');
      const other = (as: RoleCode) => api('PATCH', '/UploadUserPicture', { as, body: { userId: engineer.userId, fileName: 'foto.png', description: null, fileContent: b64(makePng(4, 4, [9, 9, 9])) } });
      expect((await other('CRE')).status).toBe(403);
      expect(engineer.blobStorageUrlPath).toBeNull();
      const done = await other('ADM');
      expect(done.status).toBe(200);
      expect(engineer.blobStorageUrlPath).toBe(done.body.data.blobStorageUrlPath);
      expect(userFor(sandbox, 'ADM').blobStorageUrlPath).toBeNull();
    });

    it('refuses a fake image, a mismatched extension and an oversized picture (422)', async () => {
      const fake = await picture('foto.png', makePdf(['no soy imagen']));
      expect(fake).toMatchObject({ status: 422, body: { message: 'El archivo no es una imagen JPG o PNG válida' } });
      expect((await picture('foto.jpg', makePng(2, 2, [1, 2, 3]))).status).toBe(422);
      const big = new Uint8Array(2_000_001);
      big.set(makePng(1, 1, [0, 0, 0]));
      const oversized = await picture('grande.png', big);
      expect(oversized).toMatchObject({ status: 422, body: { message: 'La imagen excede el tamaño máximo de 2 MB' } });
      expect(sandbox.store.users.get(4)!.blobStorageUrlPath).toBeNull();
    });
  });

  describe('user contract file', () => {
    const contract = (userId: number, fileName: string, bytes: Uint8Array, as: RoleCode = 'ADM') =>
      api('POST', '/UploadUserContractFile', { as, body: { userId, fileName, fileBase64: b64(bytes), size: bytes.length } });
    const linked = async (userId: number) => (await api('GET', `/GetUserContractFiles/${userId}`)).body.data;

    it('stores the contract, lists it for the user and replaces the previous one', async () => {
      const engineer = userFor(sandbox, 'ENG').userId;
      expect(await linked(engineer)).toEqual([]);
      const first = await contract(engineer, 'contrato.pdf', makePdf(['Contrato']));
      expect(first.status).toBe(200);
      expect(await linked(engineer)).toEqual([first.body.data]);
      expect(first.body.data).toMatchObject({ userId: engineer, fileName: 'contrato.pdf', contentType: 'application/pdf' });
      const second = await contract(engineer, 'contrato_2026.pdf', makePdf(['Contrato nuevo']));
      expect(await linked(engineer)).toEqual([second.body.data]);
      expect((await download(first.body.data.blobStorageUrlPath)).status).toBe(404);
      expect((await download(second.body.data.blobStorageUrlPath, 'ENG')).status).toBe(200);
      expect((await download(second.body.data.blobStorageUrlPath, 'CRE')).status).toBe(403);
    });

    it('keeps the contract when its owner changes their picture', async () => {
      const engineer = userFor(sandbox, 'ENG').userId;
      await contract(engineer, 'contrato.pdf', makePdf(['Contrato']));
      expect((await picture('yo.png', makePng(4, 4, [1, 2, 3]))).status).toBe(200);
      expect((await linked(engineer))[0].fileName).toBe('contrato.pdf');
    });

    it('refuses a file whose bytes are not its type, and an unknown user', async () => {
      const engineer = userFor(sandbox, 'ENG').userId;
      const fake = await contract(engineer, 'contrato.pdf', makePng(2, 2, [1, 2, 3]));
      expect(fake).toMatchObject({ status: 422, body: { message: 'El contenido del archivo no corresponde a su extensión' } });
      expect(await linked(engineer)).toEqual([]);
      expect((await contract(999_999, 'contrato.pdf', makePdf(['x']))).status).toBe(404);
    });

    it('is refused (403) to a role that may not update users', async () => {
      expect((await contract(userFor(sandbox, 'ENG').userId, 'contrato.pdf', makePdf(['x']), 'ENG')).status).toBe(403);
    });
  });
});
