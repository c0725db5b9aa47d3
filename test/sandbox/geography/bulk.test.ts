import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { POSTAL_CODE_MISSING } from './catalogue';
import { allLocations, findLocation, locationDetails } from './locationStore';
import { FINAL_STATUSES } from '../ticket/transitions';

const sandbox = setupSandbox({ tickets: 200 });
const api = (method: string, path: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/geography/api/v1${path}`, options);

/** A good load row of client 1 at a seeded location's postal code, as the worker sends the template's cells. */
const loadRow = (rowNumber: number, patch: Record<string, string | null> = {}) => ({
  rowNumber, clientId: '1', name: `Carga ${rowNumber}`, locationPriorityId: '1', comercialName: null, address: 'Av. Juárez 12',
  postalCode: sandbox.store.locations.get(1)!.postalCode, locality: null, latitude: '19.4326', longitude: '-99.1332', additionalInfo: null, ...patch,
});
const load = (rows: object[], as: 'ADM' | 'DIS' = 'ADM') => api('POST', '/Locations/BulkLoad', { as, body: { rows } });
const disable = (rows: object[]) => api('POST', '/Locations/BulkDisable', { body: { rows } });
const enabledOf = (clientId: number) => allLocations(sandbox.store).filter((l) => l.clientId === clientId && l.enabled);

describe('location bulk load and deactivation (all or nothing)', () => {
  it('loads every row of a good file, each logged as created', async () => {
    const before = allLocations(sandbox.store).length;
    const { body } = await load([loadRow(2), loadRow(3, { latitude: String(LIMITS.geo.latitudeMax), longitude: String(-LIMITS.geo.longitudeMax) })]);
    expect(body.data).toMatchObject({ saved: true, errors: [], locations: [{ rowNumber: 2, name: 'Carga 2' }, { rowNumber: 3, name: 'Carga 3' }] });
    expect(allLocations(sandbox.store)).toHaveLength(before + 2);
    expect(locationDetails(sandbox.store, body.data.locations[0].locationId).logbook).toEqual([expect.objectContaining({ kind: 'Created' })]);
  });

  it('saves nothing when one row fails, and names every failure by row and column', async () => {
    const before = allLocations(sandbox.store).length;
    const taken = allLocations(sandbox.store).find((l) => l.clientId === 1)!;
    const { body } = await load([
      loadRow(2, { name: 'Buena' }),
      loadRow(3, { postalCode: '999999' }),
      loadRow(4, { name: taken.name.toUpperCase() }),
      loadRow(5, { clientId: '99', latitude: '90.000001' }),
      loadRow(6, { name: 'buena' }),
    ]);
    expect(body.data.saved).toBe(false);
    expect(body.data.locations).toEqual([]);
    expect(body.data.errors.map((e: { rowNumber: number; column: string; message: string }) => [e.rowNumber, e.column, e.message])).toEqual([
      [3, 'postalCode', POSTAL_CODE_MISSING],
      [4, 'name', 'Ya existe una ubicación con ese nombre para el cliente'],
      [5, 'latitude', `La latitud debe estar entre -${LIMITS.geo.latitudeMax} y ${LIMITS.geo.latitudeMax}`],
      [6, 'name', 'La ubicación se repite en el archivo para el mismo cliente'],
    ]);
    expect(allLocations(sandbox.store)).toHaveLength(before);
  });

  it('disables the named locations with their reason, or none when one is not the client’s', async () => {
    const [first, second] = enabledOf(2);
    const refused = await disable([
      { rowNumber: 2, clientId: '2', name: first!.name, changeReason: 'Cierre' },
      { rowNumber: 3, clientId: '3', name: second!.name, changeReason: 'Cierre' },
    ]);
    expect(refused.body.data).toMatchObject({ saved: false, errors: [{ rowNumber: 3, column: 'name', code: 'locationNotForClient', message: 'La ubicación no existe para el cliente' }] });
    expect(findLocation(sandbox.store, first!.id)!.enabled).toBe(true);

    const done = await disable([
      { rowNumber: 2, clientId: '2', name: first!.name.toLowerCase(), changeReason: 'Cierre de sucursal' },
      { rowNumber: 3, clientId: '2', name: second!.name, changeReason: 'Cierre de sucursal' },
    ]);
    expect(done.body.data).toMatchObject({ saved: true, locations: [{ locationId: first!.id }, { locationId: second!.id }] });
    const logbook = await api('GET', `/Locations/${first!.id}/Logbook`);
    expect(logbook.body.data[0]).toMatchObject({ kind: 'Disabled', changeReason: 'Cierre de sucursal', userFullName: expect.any(String) });
    expect((await api('GET', `/Locations/${first!.id}`)).body.data).toMatchObject({ enabled: false, rowVersion: 2 });
    const again = await disable([{ rowNumber: 2, clientId: '2', name: first!.name, changeReason: 'Otra vez' }]);
    expect(again.body.data.errors).toEqual([expect.objectContaining({ code: 'alreadyDisabled' })]);
  });

  it('is bounded to LIMITS.locations.bulkMaxRows rows and open to location create only', async () => {
    const rows = Array.from({ length: LIMITS.locations.bulkMaxRows + 1 }, (_, i) => loadRow(i + 2));
    expect(await load(rows)).toMatchObject({ status: 413, body: { detail: 'LIMITS.locations.bulkMaxRows' } });
    expect((await load([loadRow(2)], 'DIS')).status).toBe(403);
  });
});

describe('a location’s tickets', () => {
  it('lists its tickets newest first, the open ones alone with openOnly', async () => {
    const locationId = [...sandbox.store.tickets.values()][0]!.locationId;
    const all = (await callApi(sandbox, 'GET', `/ticket/api/v1/Tickets/ByLocation/${locationId}`, { as: 'DIS' })).body.data;
    const open = (await callApi(sandbox, 'GET', `/ticket/api/v1/Tickets/ByLocation/${locationId}`, { as: 'DIS', query: { openOnly: true } })).body.data;
    const expected = [...sandbox.store.tickets.values()].filter((t) => t.locationId === locationId);
    expect(all).toHaveLength(expected.length);
    expect(open.map((t: { ticketId: number }) => t.ticketId).sort()).toEqual(expected.filter((t) => !FINAL_STATUSES.has(t.statusId)).map((t) => t.ticketId).sort());
  });
});
