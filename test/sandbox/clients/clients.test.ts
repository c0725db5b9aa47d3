import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { LIMITS } from '../../../src/shared/validation/limits';
import { loadContracts } from '../contract/loadContracts';
import { makePng } from '../filestorage/bytes';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
/** A request the contract refuses is a violation the sandbox records; these tests send them on purpose. */
const forgetViolations = () => (sandbox.violations.length = 0);
const { clients: L } = LIMITS;

const newClient = { number: 'CL-9001', name: 'Cadena Hotelera Pacífico', description: 'Hoteles de playa', clientClassificationId: 1, enabled: true };

describe('clients (clientsManagment)', () => {
  it('keeps the paths of spec 002 section 7 letter for letter', () => {
    const ids = ['getCatalogClients', 'getCatalogClientById', 'searchCatalogClients', 'createCatalogClient', 'updateCatalogClient', 'deleteCatalogClient', 'getCatalogClientClassifications'];
    expect(ids.map((id) => `${operation(id).method.toUpperCase()} ${operation(id).pathTemplate}`)).toEqual([
      'GET /catalog/api/v1/Clients', 'GET /catalog/api/v1/Clients/{id}', 'POST /catalog/api/v1/Clients/GeneralSearch', 'POST /catalog/api/v1/Clients',
      'PUT /catalog/api/v1/Clients', 'DELETE /catalog/api/v1/Clients/{id}', 'GET /catalog/api/v1/ClientClassification',
    ]);
  });

  it('lists the seeded clients with their classification, searches them and reads one', async () => {
    const all = (await api('GET', '/Clients')).body.data;
    expect(all).toHaveLength(sandbox.store.clients.size);
    expect(all.find((c: { id: number }) => c.id === 1)).toMatchObject({ name: 'Banco del Valle', clientClassificationName: 'Financiero', logoUrl: null, rowVersion: 1 });
    const found = await api('POST', '/Clients/GeneralSearch', { body: { text: 'farmacias', clientClassificationId: null, enabled: null, isExport: null, pageNumber: 1, pageSize: 25 } });
    expect(found.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Farmacias San Rafael']);
    expect((await api('GET', '/Clients/3')).body.data.number).toBe('CL-1003');
    expect((await api('GET', '/Clients/99')).body.message).toBe('El cliente 99 no existe');
  });

  it('creates a client registered now, refuses a repeated number or name, and deletes it while unused', async () => {
    const created = await api('POST', '/Clients', { body: newClient });
    expect(created.body.data).toMatchObject({ ...newClient, clientClassificationName: 'Corporativo', registeredDate: '2026-11-20T15:00:00', rowVersion: 1 });
    expect((await api('POST', '/Clients', { body: { ...newClient, name: 'Otro' } })).body).toMatchObject({ message: 'Ya existe un cliente con el número CL-9001', detail: 'number' });
    expect((await api('POST', '/Clients', { body: { ...newClient, number: 'CL-9002', name: 'CADENA HOTELERA PACIFICO' } })).status).toBe(409);
    expect((await api('DELETE', '/Clients/1')).status).toBe(409);
    expect((await api('DELETE', `/Clients/${created.body.data.id}`)).body.data).toBe(true);
  });

  it('takes a name and number up to their limits and refuses one past, and an unknown or disabled classification', async () => {
    const at = await api('POST', '/Clients', { body: { ...newClient, number: 'N'.repeat(L.numberMax), name: 'a'.repeat(L.nameMax), description: 'd'.repeat(L.descriptionMax) } });
    expect(at.status).toBe(200);
    for (const past of [{ number: 'M'.repeat(L.numberMax + 1) }, { name: 'b'.repeat(L.nameMax + 1) }, { description: 'e'.repeat(L.descriptionMax + 1) }]) {
      expect((await api('POST', '/Clients', { body: { ...newClient, ...past } })).status).toBe(400);
    }
    forgetViolations();
    const disabled = (await api('GET', '/ClientClassification')).body.data.find((c: { enabled: boolean }) => !c.enabled);
    expect((await api('POST', '/Clients', { body: { ...newClient, clientClassificationId: disabled.id } })).body).toMatchObject({ detail: 'clientClassificationId' });
  });

  it('updates with the version read and refuses a stale one with the client as it is now', async () => {
    const client = (await api('GET', '/Clients/2')).body.data;
    const body = { id: 2, number: client.number, name: client.name, description: 'Nueva descripción', clientClassificationId: 3, enabled: true, rowVersion: 1 };
    expect((await api('PUT', '/Clients', { body })).body.data).toMatchObject({ description: 'Nueva descripción', clientClassificationName: 'Gobierno', rowVersion: 2 });
    expect((await api('PUT', '/Clients', { body })).body).toMatchObject({ detail: 'rowVersion', data: { rowVersion: 2 } });
  });

  it('keeps one logo per client up to 2 MB, refuses a byte more, and removes it', async () => {
    const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
    const png = makePng(8, 8, [10, 20, 30]);
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(png);
      return bytes;
    };
    const upload = (content: Uint8Array, fileName = 'logo.png') =>
      callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadClientLogo', { body: { clientId: 1, fileName, fileContent: base64(content) } });
    const ok = await upload(padded(L.logoMaxBytes));
    expect(ok.body.data.logoFileName).toBe('logo.png');
    expect((await api('GET', '/Clients/1')).body.data).toMatchObject({ logoFileName: 'logo.png', logoUrl: ok.body.data.logoUrl });
    expect(sandbox.store.clients.get(1)!.blobStorageUrlPath).toBe(ok.body.data.logoUrl);
    expect(await upload(padded(L.logoMaxBytes + 1))).toMatchObject({ status: 400, body: { message: 'El logo excede el tamaño máximo de 2 MB', detail: 'fileContent' } });
    expect((await callApi(sandbox, 'DELETE', '/filestorage/api/v1/FileStorage/DeleteClientLogo/1')).body.data).toBe(true);
    expect((await api('GET', '/Clients/1')).body.data.logoFileName).toBeNull();
    expect(sandbox.store.clients.get(1)!.blobStorageUrlPath).toBeNull();
  });

  it('opens the client operations to the administrator only', async () => {
    expect((await api('GET', '/Clients', { as: 'DIS' })).status).toBe(403);
    expect((await api('POST', '/Clients', { as: 'SUP', body: newClient })).status).toBe(403);
  });
});
