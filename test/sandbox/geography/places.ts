import { SandboxError, type OperationHandlers } from '../runtime';
import { geographyCatalogue, lookUpPostalCode, MEXICO, POSTAL_CODE_MISSING } from './catalogue';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

/** Countries, regions, states, municipalities and the postal-code lookup. */
export const placeHandlers: OperationHandlers = {
  getGeographyCountries: () => [MEXICO],
  getGeographyRegions: ({ store, query }) =>
    [...geographyCatalogue(store).regions.values()]
      .filter((r) => r.enabled && (query.countryId == null || r.countryId === query.countryId))
      .sort(byName)
      .map(({ regionId, name, countryId }) => ({ regionId, name, countryId })),
  getGeographyStates: ({ store, query }) =>
    [...geographyCatalogue(store).states.values()]
      .filter((s) => s.enabled && (query.countryId == null || s.countryId === query.countryId) && (query.regionId == null || s.regionId === query.regionId))
      .sort(byName)
      .map(({ countryStateId, name, regionId, countryId }) => ({ countryStateId, name, regionId, countryId })),
  getGeographyMunicipalities: ({ store, query }) =>
    [...geographyCatalogue(store).municipalities.values()].filter((m) => m.countryStateId === query.countryStateId).sort(byName),
  getGeographyPostalCode: ({ store, params }) => {
    const place = lookUpPostalCode(store, params.postalCode);
    if (!place) throw new SandboxError(404, POSTAL_CODE_MISSING, 'postalCode');
    return place;
  },
};
