import type { LocationFilter } from '../../../src/api/tags/geography';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { POSTAL_CODE_MISSING } from '../geography/catalogue';
import { allLocations, LOCATION_COUNT } from '../geography/locationStore';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, path: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/geography/api/v1${path}`, options);

const NO_FILTER: LocationFilter = { text: null, clientId: null, enabled: null, locationPriorityId: null, regionId: null, countryStateId: null };
const search = (filter: Partial<LocationFilter> = {}, as: 'ADM' | 'DIS' | 'CRE' = 'ADM') =>
  api('POST', '/Locations/GeneralSearch', { as, body: { ...NO_FILTER, ...filter, pageNumber: 1, pageSize: 25, isExport: null, sortField: null, sortOrder: null } });

/** A valid new location of client 1 at a seeded location's postal code. */
const newLocation = (overrides: Record<string, unknown> = {}) => ({
  clientId: 1, name: 'Banco Centro Histórico', locationPriorityId: 1, comercialName: 'Banco del Valle – Centro', address: 'Av. Juárez 12',
  postalCode: sandbox.store.locations.get(1)!.postalCode, locality: 'Centro', latitude: 19.4326, longitude: -99.1332, additionalInfo: null, ...overrides,
});

describe('geography service', () => {
  it('keeps 20,000 locations, the 300 of the store among them as they were', async () => {
    const seeded = sandbox.store.locations.get(7)!;
    const before = { ...seeded };
    expect(allLocations(sandbox.store)).toHaveLength(LOCATION_COUNT);
    expect((await search()).body.data.totalCount).toBe(LOCATION_COUNT);
    const { body } = await api('GET', `/Locations/${seeded.id}`);
    expect(body.data).toMatchObject({ locationId: seeded.id, name: before.name, postalCode: before.postalCode, latitude: before.latitude,
      municipalityName: before.municipalityName, countryStateName: before.countryStateName, rowVersion: 1 });
    expect(sandbox.store.locations.get(7)).toEqual(before);
  });

  it('looks a postal code up: municipality, state and region, or the spec’s message', async () => {
    const seeded = sandbox.store.locations.get(3)!;
    const found = await api('GET', `/PostalCodes/${seeded.postalCode}`, { as: 'DIS' });
    expect(found.body.data).toMatchObject({ postalCode: seeded.postalCode, municipalityName: seeded.municipalityName, countryStateName: seeded.countryStateName });
    expect(found.body.data.regionName).toEqual(expect.any(String));
    expect(await api('GET', '/PostalCodes/999999')).toMatchObject({ status: 404, body: { message: POSTAL_CODE_MISSING } });
    expect((await api('GET', '/PostalCodes/1234')).status).toBe(400);
    expect((await api('GET', '/PostalCodes/1234567')).status).toBe(400);
    // Refused on purpose: the contract's own check (a 4- or 7-digit code) is what answered.
    sandbox.violations.length = 0;
  });

  it('lists regions, states of a region and municipalities of a state', async () => {
    const regions = (await api('GET', '/Regions', { query: { countryId: 1 } })).body.data;
    expect(regions.map((r: { name: string }) => r.name)).toContain('Noreste');
    const noreste = regions.find((r: { name: string }) => r.name === 'Noreste');
    const states = (await api('GET', '/States', { query: { regionId: noreste.regionId } })).body.data;
    expect(states.map((s: { name: string }) => s.name)).toEqual(['Coahuila', 'Nuevo León', 'San Luis Potosí']);
    const leon = states.find((s: { name: string }) => s.name === 'Nuevo León');
    expect((await api('GET', '/Municipalities', { query: { countryStateId: leon.countryStateId } })).body.data.map((m: { name: string }) => m.name))
      .toContain('Monterrey');
  });

  it('searches by text, client, status and region, and answers the same filter as map points', async () => {
    const seeded = sandbox.store.locations.get(11)!;
    const byName = await search({ text: seeded.name });
    expect(byName.body.data.items.map((r: { locationId: number }) => r.locationId)).toContain(seeded.id);
    const disabled = await search({ enabled: false, clientId: 2 });
    expect(disabled.body.data.totalCount).toBeGreaterThan(0);
    expect(disabled.body.data.items.every((r: { enabled: boolean; clientId: number }) => !r.enabled && r.clientId === 2)).toBe(true);
    const points = await api('POST', '/Locations/MapPoints', { body: { ...NO_FILTER, enabled: false, clientId: 2 } });
    expect(points.body.data.locationIds).toHaveLength(disabled.body.data.totalCount);
    expect(points.body.data.enabled.every((e: boolean) => !e)).toBe(true);
  });

  it('creates a location the ticket form then offers, with the postal code’s municipality and state', async () => {
    const created = await api('POST', '/Locations', { body: newLocation() });
    expect(created.status).toBe(200);
    const seeded = sandbox.store.locations.get(1)!;
    expect(created.body.data).toMatchObject({ name: 'Banco Centro Histórico', enabled: true, rowVersion: 1, countryStateName: seeded.countryStateName });
    const offered = await callApi(sandbox, 'GET', '/catalog/api/v1/Clients/1/Locations', { query: { text: 'Centro Histórico' } });
    expect(offered.body.data.items.map((l: { id: number }) => l.id)).toEqual([created.body.data.locationId]);
    expect(await api('POST', '/Locations', { body: newLocation() })).toMatchObject({ status: 409 });
  });

  it('refuses each rule naming its field', async () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const { status, body } = await api('POST', '/Locations', { body: newLocation(overrides) });
      expect(status).toBe(400);
      // Sent off the contract on purpose: the sandbox's validation of the document is the rule under test.
      sandbox.violations.length = 0;
      return { field: body.detail ?? body.message };
    };
    expect(await api('POST', '/Locations', { body: newLocation({ postalCode: '999999' }) })).toMatchObject({
      status: 400, body: { message: POSTAL_CODE_MISSING, detail: 'postalCode' },
    });
    expect(await refused({ postalCode: '1234' })).toMatchObject({ field: expect.stringContaining('postalCode') });
    expect(await refused({ postalCode: '1234567' })).toMatchObject({ field: expect.stringContaining('postalCode') });
    expect(await refused({ latitude: 90.000001 })).toMatchObject({ field: expect.stringContaining('latitude') });
    expect(await refused({ longitude: -180.000001 })).toMatchObject({ field: expect.stringContaining('longitude') });
    expect(await refused({ name: '' })).toMatchObject({ field: expect.stringContaining('name') });
    expect(await refused({ clientId: 99 })).toMatchObject({ field: 'clientId' });
    expect((await api('POST', '/Locations', { body: newLocation({ latitude: 90, longitude: -180, name: 'Borde' }) })).status).toBe(200);
  });

  it('lets location search read and only location create write', async () => {
    expect((await search({}, 'DIS')).status).toBe(200);
    expect((await api('POST', '/Locations', { as: 'DIS', body: newLocation() })).status).toBe(403);
    expect((await search({}, 'CRE')).status).toBe(403);
  });

  it('updates with the version read and a change reason, and refuses a stale version with the location as it is', async () => {
    const row = (await api('GET', '/Locations/5')).body.data;
    const { locationId, clientId, name, locationPriorityId, comercialName, address, postalCode, locality, latitude, longitude, additionalInfo } = row;
    const body = { locationId, clientId, name, locationPriorityId, comercialName, address, postalCode, locality, latitude, longitude, additionalInfo };
    expect((await api('PUT', '/Locations', { body: { ...body, rowVersion: 1 } })).body.message).toContain('changeReason');
    sandbox.violations.length = 0;
    const saved = await api('PUT', '/Locations', { body: { ...body, address: 'Calle Nueva 1', changeReason: 'Cambio de domicilio', rowVersion: 1 } });
    expect(saved.body.data).toMatchObject({ address: 'Calle Nueva 1', rowVersion: 2 });
    const stale = await api('PUT', '/Locations', { body: { ...body, changeReason: 'Otro', rowVersion: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { detail: 'rowVersion', data: { address: 'Calle Nueva 1', rowVersion: 2 } } });
    const disabled = await api('PUT', '/Locations/5/Enabled', { body: { enabled: false, changeReason: 'Cierre', rowVersion: 2 } });
    expect(disabled.body.data).toMatchObject({ enabled: false, rowVersion: 3 });
  });
});
