import { versionConflict } from '../../core/errors/versionConflict';
import { geographyGeneratedApi } from '../generated/geography';
import { CLIENT_LOCATIONS_TAG } from './catalog';

/** Reads that show locations: the grid, the map, one location and its logbook. */
const LOCATION_READS = ['searchLocations', 'getLocationMapPoints', 'getLocationById', 'getLocationLogbook'] as const;
const LOCATION_WRITES = ['createLocation', 'updateLocation', 'setLocationEnabled', 'bulkLoadLocations', 'bulkDisableLocations'] as const;

/**
 * The geography service as screens see it. Countries, regions, states, municipalities and postal codes are
 * read-only here; any location write makes every location read stale, the ticket form's search of a client's
 * locations included (the catalog service answers it from the same store), and so does a stale version (someone
 * else changed the location, which the cache then learns).
 */
export const geographyApi = geographyGeneratedApi.enhanceEndpoints<'Locations' | typeof CLIENT_LOCATIONS_TAG>({
  addTagTypes: ['Locations', CLIENT_LOCATIONS_TAG],
  endpoints: Object.fromEntries([
    ...LOCATION_READS.map((name) => [name, { providesTags: ['Locations'] }]),
    ...LOCATION_WRITES.map((name) => [
      name,
      { invalidatesTags: (_r: unknown, error: unknown) => (error && !versionConflict(error) ? [] : ['Locations', CLIENT_LOCATIONS_TAG]) },
    ]),
  ]),
});

export * from '../generated/geography';
