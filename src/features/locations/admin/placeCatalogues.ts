import { geographyApi, type CreateGeographyRegionApiArg, type CreateGeographyStateApiArg, type UpdateGeographyRegionApiArg, type UpdateGeographyStateApiArg } from '../../../api/tags/geography';
import { cataloguePermissions, catalogueRouteId } from '../../../core/routes/catalogueTable';
import type { CatalogueDescription, CatalogueField, CatalogueRow } from '../../../shared/catalogue/catalogueTypes';
import { searchInBody } from '../../../shared/catalogue/searchArgs';
import { LIMITS } from '../../../shared/validation/limits';
import { useCountryOptions, useRegionOptions } from '../locationOptions';

const NAME: CatalogueField = { name: 'name', kind: 'text', max: LIMITS.generalTextMax, required: true, allowedCharacters: true };
const { endpoints } = geographyApi;

/**
 * Regions (route regions): a country's regions, named and enabled (spec 002 sections 2 and 6). The geography
 * service keeps them, so the engine's screen is given its operations here rather than through the catalogue
 * table's nouns, which name the catalogue service's (catalog.yaml).
 */
export const REGIONS: CatalogueDescription<CatalogueRow, CreateGeographyRegionApiArg, UpdateGeographyRegionApiArg> = {
  routeId: catalogueRouteId('regions'),
  permissions: cataloguePermissions('regions'),
  fields: [NAME, { name: 'countryId', kind: 'choice', useOptions: useCountryOptions, shownAs: 'countryName', required: true }],
  endpoints: {
    search: endpoints.searchGeographyRegions,
    create: endpoints.createGeographyRegion,
    update: endpoints.updateGeographyRegion,
    remove: endpoints.deleteGeographyRegion,
  },
  bodies: { create: 'regionWrite', update: 'regionUpdate' },
  searchArg: searchInBody('geographySearchRequest'),
};

/** States (route states): each in a region, whose country it takes. */
export const STATES: CatalogueDescription<CatalogueRow, CreateGeographyStateApiArg, UpdateGeographyStateApiArg> = {
  routeId: catalogueRouteId('states'),
  permissions: cataloguePermissions('states'),
  fields: [NAME, { name: 'regionId', kind: 'choice', useOptions: useRegionOptions, shownAs: 'regionName', required: true }],
  endpoints: {
    search: endpoints.searchGeographyStates,
    create: endpoints.createGeographyState,
    update: endpoints.updateGeographyState,
    remove: endpoints.deleteGeographyState,
  },
  bodies: { create: 'stateWrite', update: 'stateUpdate' },
  searchArg: searchInBody('geographySearchRequest'),
};
