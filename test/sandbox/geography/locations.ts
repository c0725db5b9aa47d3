import { fold, found, matchesEnabled, matchesText, paginate } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { sortRows } from '../inventory/rows';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { LocationRecord, SandboxStore, UserRecord } from '../store/types';
import { geographyCatalogue, lookUpPostalCode, municipalityNamed, POSTAL_CODE_MISSING } from './catalogue';
import { allLocations, findLocation, locationDetails, newLocationId, saveLocation, type LogbookEntry } from './locationStore';

export const versions = rowVersions('geography', 'locations');

export interface LocationBody {
  clientId: number;
  name: string;
  locationPriorityId: number | null;
  comercialName: string | null;
  address: string;
  postalCode: string;
  locality: string | null;
  latitude: number;
  longitude: number;
  additionalInfo: string | null;
}

interface LocationFilter {
  text: string | null;
  clientId: number | null;
  enabled: boolean | null;
  locationPriorityId: number | null;
  regionId: number | null;
  countryStateId: number | null;
}

/** A location as the reads answer it, its state and region found by the names the record keeps. */
export function locationRow(store: SandboxStore, l: LocationRecord) {
  const catalogue = geographyCatalogue(store);
  const municipality = municipalityNamed(catalogue.municipalities, catalogue.states, l.countryStateName, l.municipalityName);
  const state = catalogue.states.get(municipality?.countryStateId ?? 0);
  const region = catalogue.regions.get(state?.regionId ?? 0);
  const details = locationDetails(store, l.id);
  const priority = details.locationPriorityId === null ? undefined : store.locationPriorities.get(details.locationPriorityId);
  return versions.stamp(store, l.id, {
    locationId: l.id, clientId: l.clientId, clientName: store.clients.get(l.clientId)?.name ?? '', enabled: l.enabled, name: l.name,
    locationPriorityId: priority?.id ?? null, locationPriorityName: priority?.name ?? null, locationPriorityHexColor: priority?.hexColor ?? null,
    comercialName: l.comercialName || null, address: l.addressFull, postalCode: l.postalCode, locality: details.locality,
    municipalityId: municipality?.municipalityId ?? 0, municipalityName: l.municipalityName,
    countryStateId: state?.countryStateId ?? 0, countryStateName: l.countryStateName,
    regionId: region?.regionId ?? 0, regionName: region?.name ?? '',
    latitude: l.latitude, longitude: l.longitude, additionalInfo: l.description || null,
  });
}
type LocationRow = ReturnType<typeof locationRow>;

/** A client user (CWR, CRE) sees only their clients' locations. */
export const visibleTo = (user: UserRecord) => (l: LocationRecord) => user.clientIds.length === 0 || user.clientIds.includes(l.clientId);

function matching(store: SandboxStore, user: UserRecord, f: LocationFilter): LocationRow[] {
  return allLocations(store)
    .filter(visibleTo(user))
    .filter((l) => (f.clientId == null || l.clientId === f.clientId) && matchesEnabled(f.enabled, l.enabled))
    .map((l) => locationRow(store, l))
    .filter(
      (r) =>
        (f.locationPriorityId == null || r.locationPriorityId === f.locationPriorityId) &&
        (f.regionId == null || r.regionId === f.regionId) &&
        (f.countryStateId == null || r.countryStateId === f.countryStateId) &&
        matchesText(f.text, r.name, r.comercialName, r.address, r.postalCode, r.locality, r.municipalityName),
    );
}

/** The rules beyond the contract's shapes, each refused with 400 naming its field (or 409 for a duplicate name). */
function checkLocation(store: SandboxStore, body: LocationBody, locationId: number | null) {
  const refuse = (field: string, message: string): never => {
    throw new SandboxError(400, message, field);
  };
  if (!body.name.trim()) refuse('name', 'El nombre de la ubicación es obligatorio');
  if (!body.address.trim()) refuse('address', 'La dirección es obligatoria');
  const client = store.clients.get(body.clientId);
  if (!client?.enabled) refuse('clientId', `El cliente ${body.clientId} no existe o está deshabilitado`);
  if (body.locationPriorityId !== null && !store.locationPriorities.get(body.locationPriorityId)?.enabled) {
    refuse('locationPriorityId', `La prioridad de ubicación ${body.locationPriorityId} no existe`);
  }
  const place = lookUpPostalCode(store, body.postalCode) ?? refuse('postalCode', POSTAL_CODE_MISSING);
  const name = fold(body.name);
  if (allLocations(store).some((l) => l.id !== locationId && l.clientId === body.clientId && fold(l.name) === name)) {
    throw new SandboxError(409, `Ya existe una ubicación con ese nombre para el cliente ${client!.name}`, 'name');
  }
  return place;
}

function write(store: SandboxStore, id: number, body: LocationBody, enabled: boolean, logbook: LogbookEntry[]) {
  saveChecked(store, id, body, checkLocation(store, body, id), enabled, logbook);
}

/** Saves a location whose rules were checked, in the place its postal code names. */
export function saveChecked(
  store: SandboxStore, id: number, body: LocationBody, place: NonNullable<ReturnType<typeof lookUpPostalCode>>, enabled: boolean, logbook: LogbookEntry[],
) {
  saveLocation(
    store,
    {
      id, clientId: body.clientId, enabled, name: body.name.trim(), comercialName: body.comercialName?.trim() ?? '',
      description: body.additionalInfo?.trim() ?? '', addressFull: body.address.trim(), postalCode: body.postalCode,
      municipalityName: place.municipalityName, countryStateName: place.countryStateName, latitude: body.latitude, longitude: body.longitude,
    },
    { locationPriorityId: body.locationPriorityId, locality: body.locality?.trim() || null, logbook },
  );
}

/** Enables or disables a location, its reason in the logbook. */
export function setEnabled(store: SandboxStore, location: LocationRecord, enabled: boolean, userId: number, changeReason: string) {
  const details = locationDetails(store, location.id);
  const entry: LogbookEntry = { kind: enabled ? 'Enabled' : 'Disabled', userId, date: store.now, changeReason };
  saveLocation(store, { ...location, enabled }, { ...details, logbook: [...details.logbook, entry] });
}

const existing = (store: SandboxStore, id: number) => found(findLocation(store, id), `La ubicación ${id} no existe`);

export const locationHandlers: OperationHandlers = {
  getLocationLogbook: ({ store, user, params }) => {
    const location = existing(store, params.id);
    if (!visibleTo(user!)(location)) throw new SandboxError(404, `La ubicación ${params.id} no existe`);
    return [...locationDetails(store, location.id).logbook].reverse().map((e) => ({
      kind: e.kind, changeReason: e.changeReason, userFullName: store.users.get(e.userId)?.fullName ?? '', dateUTC: utc(e.date),
    }));
  },
  searchLocations: ({ store, user, body }) => {
    const rows = matching(store, user!, body).sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  getLocationMapPoints: ({ store, user, body }) => {
    const rows = matching(store, user!, body);
    return {
      locationIds: rows.map((r) => r.locationId), names: rows.map((r) => r.name),
      latitudes: rows.map((r) => r.latitude), longitudes: rows.map((r) => r.longitude), enabled: rows.map((r) => r.enabled),
    };
  },
  getLocationById: ({ store, user, params }) => {
    const location = existing(store, params.id);
    if (!visibleTo(user!)(location)) throw new SandboxError(404, `La ubicación ${params.id} no existe`);
    return locationRow(store, location);
  },
  createLocation: ({ store, user, body }) => {
    checkLocation(store, body, null);
    const id = newLocationId(store);
    write(store, id, body, true, [{ kind: 'Created', userId: user!.userId, date: store.now, changeReason: null }]);
    return locationRow(store, findLocation(store, id)!);
  },
  updateLocation: ({ store, user, body }) => {
    const location = existing(store, body.locationId);
    const logbook = locationDetails(store, location.id).logbook;
    return versions.update(store, location.id, body.rowVersion, () => locationRow(store, location), () => {
      write(store, location.id, body, location.enabled, [...logbook, { kind: 'Updated', userId: user!.userId, date: store.now, changeReason: body.changeReason }]);
      return locationRow(store, findLocation(store, location.id)!);
    });
  },
  setLocationEnabled: ({ store, user, params, body }) => {
    const location = existing(store, params.id);
    return versions.update(store, location.id, body.rowVersion, () => locationRow(store, location), () => {
      setEnabled(store, location, body.enabled, user!.userId, body.changeReason);
      return locationRow(store, findLocation(store, location.id)!);
    });
  },
};
