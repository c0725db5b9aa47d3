import { CLIENTS, STATES, STREETS } from '../store/places';
import { Random } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { LocationRecord, SandboxStore } from '../store/types';
import { geographyCatalogue, municipalityNamed } from './catalogue';

/** Locations in all: the store's 300 and these more (issue 39: the map and grid at their working size). */
export const LOCATION_COUNT = 20_000;

/** What a location has beyond the store's record (spec 002 section 3): its priority, locality and logbook. */
export interface LocationDetails {
  locationPriorityId: number | null;
  locality: string | null;
  logbook: LogbookEntry[];
}

/** One change of a location, as its logbook keeps it (geography.yaml LocationLogbookEntry). */
export interface LogbookEntry {
  kind: 'Created' | 'Updated' | 'Disabled' | 'Enabled';
  userId: number;
  date: Date;
  changeReason: string | null;
}

interface LocationStore {
  /** The generated locations not yet in store.locations (see usedLocation). */
  more: Map<number, LocationRecord>;
  details: Map<number, LocationDetails>;
}

export const locationStore = serviceState('geography', 'locations', (store: SandboxStore): LocationStore => {
  const catalogue = geographyCatalogue(store);
  const rnd = new Random(store.seed ^ 0x10c);
  const priorities = [...store.locationPriorities.values()].filter((p) => p.enabled).map((p) => p.id);
  const details = new Map<number, LocationDetails>();
  const localityOf = (postalCode: string) => {
    const localities = catalogue.postalCodes.get(postalCode)?.localities ?? [];
    return localities.length ? rnd.pick(localities).name : null;
  };
  const detailsFor = (id: number, postalCode: string): LocationDetails => ({
    locationPriorityId: id % 9 === 0 ? null : priorities[id % priorities.length]!, locality: localityOf(postalCode), logbook: [],
  });
  for (const l of store.locations.values()) details.set(l.id, detailsFor(l.id, l.postalCode));

  const codesBy = new Map<number, string[]>();
  for (const code of catalogue.postalCodes.values()) codesBy.set(code.municipalityId, [...(codesBy.get(code.municipalityId) ?? []), code.postalCode]);
  const more = new Map<number, LocationRecord>();
  for (let i = 0, extra = LOCATION_COUNT - store.locations.size; i < extra; i++) {
    const s = STATES[i % STATES.length]!;
    const clientId = (i % CLIENTS.length) + 1;
    const client = store.clients.get(clientId)!;
    const municipalityName = rnd.pick(s.municipalities);
    const municipality = municipalityNamed(catalogue.municipalities, catalogue.states, s.name, municipalityName)!;
    const postalCode = rnd.pick(codesBy.get(municipality.municipalityId)!);
    // Ids come from the store's counter, so a location created later never takes one of these.
    const id = store.nextId('locations');
    const d = detailsFor(id, postalCode);
    details.set(id, d);
    more.set(id, {
      id, clientId, enabled: i % 37 !== 0, postalCode, municipalityName, countryStateName: s.name,
      name: `${client.name.split(' ')[0]} ${String(id).padStart(5, '0')} ${municipalityName}`.slice(0, 30).trim(),
      comercialName: `${client.name} – ${municipalityName} ${id}`,
      description: i % 4 === 0 ? '' : `Acceso por ${rnd.pick(['recepción', 'estacionamiento', 'puerta lateral', 'andén de carga'])}; horario ${rnd.pick(['9 a 18 h', '8 a 20 h', '24 h'])}`,
      addressFull: `${rnd.pick(STREETS)} ${rnd.int(1, 2500)}, Col. ${d.locality ?? 'Centro'}`,
      latitude: Number((s.lat + (rnd.next() - 0.5) * 0.6).toFixed(6)),
      longitude: Number((s.lng + (rnd.next() - 0.5) * 0.6).toFixed(6)),
    });
  }
  return { more, details };
});

/**
 * The one store of locations the geography and catalog services read: the store's own (the 300 seeded,
 * those created on /ubications and those a ticket was raised at) and the generated rest. The rest stays
 * out of store.locations so the seeds that walk it (components, work orders, postal codes) stay as they were.
 */
export function allLocations(store: SandboxStore): LocationRecord[] {
  return [...store.locations.values(), ...locationStore(store).more.values()];
}

export function findLocation(store: SandboxStore, id: number): LocationRecord | undefined {
  return store.locations.get(id) ?? locationStore(store).more.get(id);
}

/** A location work is raised at joins store.locations, where tickets, components and work orders read it. */
export function usedLocation(store: SandboxStore, id: number): LocationRecord | undefined {
  const more = locationStore(store).more.get(id);
  if (more) {
    locationStore(store).more.delete(id);
    store.locations.set(id, more);
  }
  return store.locations.get(id);
}

export const locationDetails = (store: SandboxStore, id: number): LocationDetails =>
  locationStore(store).details.get(id) ?? { locationPriorityId: null, locality: null, logbook: [] };

/** Saves a location where it lives (a new one into store.locations) with its details. */
export function saveLocation(store: SandboxStore, record: LocationRecord, details: LocationDetails): void {
  const { more } = locationStore(store);
  if (more.has(record.id)) more.set(record.id, record);
  else store.locations.set(record.id, record);
  locationStore(store).details.set(record.id, details);
}

/** A fresh location id, after the generated ones. */
export function newLocationId(store: SandboxStore): number {
  locationStore(store);
  return store.nextId('locations');
}
