import { Random } from '../store/random';
import { postalCodeIn, STATES } from '../store/places';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';

/** The spec's message for a postal code that does not exist (002 section 8), letter for letter. */
export const POSTAL_CODE_MISSING = 'EL código postal no existe, intente de nuevo.';

export const MEXICO = { countryId: 1, name: 'México' };

/** Mexico's regions as the desk groups its states (assumed: the spec names regions without listing them). */
const REGIONS: readonly { name: string; states: readonly string[] }[] = [
  { name: 'Noroeste', states: ['Baja California', 'Sonora', 'Chihuahua', 'Sinaloa'] },
  { name: 'Noreste', states: ['Nuevo León', 'Coahuila', 'San Luis Potosí'] },
  { name: 'Occidente', states: ['Jalisco', 'Aguascalientes', 'Michoacán', 'Guanajuato', 'Querétaro'] },
  { name: 'Centro', states: ['Ciudad de México', 'Estado de México', 'Puebla'] },
  { name: 'Sureste', states: ['Yucatán', 'Veracruz', 'Oaxaca', 'Chiapas', 'Quintana Roo'] },
];

const LOCALITY_NAMES = [
  'Centro', 'Del Valle', 'Jardines del Sur', 'San José', 'Las Flores', 'Industrial', 'Reforma', 'Santa María', 'El Mirador',
  'Lomas del Bosque', 'Campestre', 'San Miguel', 'Las Águilas', 'Obrera', 'Residencial del Parque', 'La Joya',
];

/** Postal codes generated for each municipality besides those of the seeded locations. */
const CODES_PER_MUNICIPALITY = 30;

export interface Region { regionId: number; name: string; countryId: number; enabled: boolean }
export interface CountryState { countryStateId: number; name: string; regionId: number; countryId: number; lat: number; lng: number; enabled: boolean }
export interface Municipality { municipalityId: number; name: string; countryStateId: number }
/** `id` names the code in the admin catalogue; a disabled code is one the lookup does not know. */
export interface PostalCode { id: number; postalCode: string; municipalityId: number; enabled: boolean; localities: { id: number; name: string }[] }

export interface GeographyCatalogue {
  regions: Map<number, Region>;
  states: Map<number, CountryState>;
  municipalities: Map<number, Municipality>;
  postalCodes: Map<string, PostalCode>;
}

/**
 * The country's regions, states, municipalities and postal codes: the 20 states the store seeds, each
 * municipality with the postal codes of the seeded locations there and 30 more, each code with two to
 * four localities. Deterministic, and the seeded locations' codes answer what those locations say.
 */
export const geographyCatalogue = serviceState('geography', 'catalogue', (store: SandboxStore): GeographyCatalogue => {
  const rnd = new Random(store.seed ^ 0x9e0);
  const regions = new Map<number, Region>(REGIONS.map((r, i) => [i + 1, { regionId: i + 1, name: r.name, countryId: MEXICO.countryId, enabled: true }]));
  const states = new Map<number, CountryState>();
  const municipalities = new Map<number, Municipality>();
  const postalCodes = new Map<string, PostalCode>();
  let localityId = 0;
  const addCode = (postalCode: string, municipalityId: number) => {
    if (postalCodes.has(postalCode)) return;
    const n = Number(postalCode);
    const names = [...new Set([0, 5, 7, 3].slice(0, 2 + (n % 3)).map((step) => LOCALITY_NAMES[(n + step) % LOCALITY_NAMES.length]!))];
    postalCodes.set(postalCode, { id: postalCodes.size + 1, postalCode, municipalityId, enabled: true, localities: names.map((name) => ({ id: ++localityId, name })) });
  };
  STATES.forEach((s, i) => {
    const regionId = REGIONS.findIndex((r) => r.states.includes(s.name)) + 1;
    states.set(i + 1, { countryStateId: i + 1, name: s.name, regionId, countryId: MEXICO.countryId, lat: s.lat, lng: s.lng, enabled: true });
    for (const name of s.municipalities) {
      const municipalityId = municipalities.size + 1;
      municipalities.set(municipalityId, { municipalityId, name, countryStateId: i + 1 });
    }
  });
  // The seeded locations' codes first, so each answers the municipality its (first) location names.
  for (const l of [...store.locations.values()].sort((a, b) => a.id - b.id)) {
    const m = municipalityNamed(municipalities, states, l.countryStateName, l.municipalityName);
    if (m) addCode(l.postalCode, m.municipalityId);
  }
  for (const m of municipalities.values()) {
    const state = STATES[m.countryStateId - 1]!;
    for (let k = 0; k < CODES_PER_MUNICIPALITY; k++) addCode(postalCodeIn(state, String(rnd.int(0, 99_999)).padStart(5, '0')), m.municipalityId);
  }
  return { regions, states, municipalities, postalCodes };
});

export function municipalityNamed(
  municipalities: Map<number, Municipality>, states: Map<number, CountryState>, stateName: string, name: string,
): Municipality | undefined {
  const state = [...states.values()].find((s) => s.name === stateName);
  return state && [...municipalities.values()].find((m) => m.countryStateId === state.countryStateId && m.name === name);
}

/** What a postal code answers: its municipality, state, region and localities; null when it does not exist or is disabled. */
export function lookUpPostalCode(store: SandboxStore, postalCode: string) {
  const catalogue = geographyCatalogue(store);
  const code = catalogue.postalCodes.get(postalCode);
  if (!code?.enabled) return null;
  const municipality = catalogue.municipalities.get(code.municipalityId)!;
  const state = catalogue.states.get(municipality.countryStateId)!;
  const region = catalogue.regions.get(state.regionId)!;
  return {
    postalCode, municipalityId: municipality.municipalityId, municipalityName: municipality.name,
    countryStateId: state.countryStateId, countryStateName: state.name, regionId: region.regionId, regionName: region.name,
    localities: code.localities,
  };
}
