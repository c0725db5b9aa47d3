import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { geographyCatalogue, lookUpPostalCode, POSTAL_CODE_MISSING } from './catalogue';
import { locationRow } from './locations';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, path: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/geography/api/v1${path}`, options);
const search = (path: string, body: object = {}) =>
  api('POST', `${path}/GeneralSearch`, { body: { text: null, enabled: null, isExport: null, pageNumber: 1, pageSize: 25, ...body } });

describe('geography admin catalogues (regions, states, postal codes)', () => {
  it('renames a state in its locations, so they keep their municipality and region', async () => {
    const location = sandbox.store.locations.get(1)!;
    const state = [...geographyCatalogue(sandbox.store).states.values()].find((s) => s.name === location.countryStateName)!;
    const renamed = `${state.name} Norte`;
    const { body: found } = await search('/States', { text: state.name });
    const row = found.data.items.find((s: { id: number }) => s.id === state.countryStateId);
    const { status, body } = await api('PUT', '/States', { body: { id: row.id, name: renamed, regionId: row.regionId, enabled: true, rowVersion: row.rowVersion } });
    expect([status, body.data.rowVersion]).toEqual([200, 2]);
    expect(locationRow(sandbox.store, location)).toMatchObject({ countryStateName: renamed, countryStateId: state.countryStateId, regionId: state.regionId });
    // The version read before is stale now.
    expect((await api('PUT', '/States', { body: { id: row.id, name: 'Otro', regionId: row.regionId, enabled: true, rowVersion: row.rowVersion } })).body).toMatchObject({ detail: 'rowVersion' });
  });

  it('refuses a region with states from deletion, and a duplicate name case and accents aside', async () => {
    expect((await api('DELETE', '/Regions/1')).status).toBe(409);
    const { status, body } = await api('POST', '/Regions', { body: { name: 'NOROESTE', countryId: 1, enabled: true } });
    expect([status, body.message]).toEqual([409, 'Ya existe una región con ese nombre']);
    const created = await api('POST', '/Regions', { body: { name: 'Bajío', countryId: 1, enabled: true } });
    expect((await api('DELETE', `/Regions/${created.body.data.id}`)).status).toBe(200);
  });

  it('answers a complete postal code that does not exist with the spec\'s message, and a disabled one no longer looks up', async () => {
    const missing = await search('/PostalCodes', { text: '999999', countryStateId: null });
    expect([missing.status, missing.body.message]).toEqual([404, POSTAL_CODE_MISSING]);
    const code = sandbox.store.locations.get(1)!.postalCode;
    const { body } = await search('/PostalCodes', { text: code, countryStateId: null });
    const row = body.data.items[0];
    expect(row).toMatchObject({ postalCode: code, municipalityName: sandbox.store.locations.get(1)!.municipalityName });
    await api('PUT', '/PostalCodes', { body: { id: row.id, postalCode: code, municipalityId: row.municipalityId, enabled: false, rowVersion: row.rowVersion } });
    expect(lookUpPostalCode(sandbox.store, code)).toBeNull();
  });
});
