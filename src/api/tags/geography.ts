import { versionConflict } from '../../core/errors/versionConflict';
import { geographyGeneratedApi } from '../generated/geography';
import { CLIENT_LOCATIONS_TAG } from './catalog';
import { crudTags } from './crudTags';

/** Reads that show locations: the grid, the map, one location and its logbook. */
const LOCATION_READS = ['searchLocations', 'getLocationMapPoints', 'getLocationById', 'getLocationLogbook'] as const;
const LOCATION_WRITES = ['createLocation', 'updateLocation', 'setLocationEnabled', 'bulkLoadLocations', 'bulkDisableLocations'] as const;
/** Reads of the places a location lies in: the lists the forms and filters offer, the lookup and the admin catalogues. */
const PLACE_READS = [
  'getGeographyRegions', 'getGeographyStates', 'getGeographyPostalCode', 'searchGeographyRegions', 'searchGeographyStates', 'searchGeographyPostalCodes',
] as const;
const PLACE_WRITES = [
  'createGeographyRegion', 'updateGeographyRegion', 'deleteGeographyRegion', 'createGeographyState', 'updateGeographyState', 'deleteGeographyState',
  'createGeographyPostalCode', 'updateGeographyPostalCode',
] as const;

/**
 * The geography service as screens see it. A write to a region, state or postal code (their admin catalogues)
 * makes the place reads stale and the location reads too, whose rows name their places. Any location write
 * makes every location read stale, the ticket form's search of a client's locations included (the catalog
 * service answers it from the same store), and so does a stale version (someone else changed the record,
 * which the cache then learns).
 */
/** The countries' non-working days (route calendar): a family of their own. */
const HOLIDAYS = crudTags('Holidays', {
  reads: ['getGeographyHolidays', 'searchGeographyHolidays'],
  create: ['createGeographyHoliday'], update: ['updateGeographyHoliday'], remove: ['deleteGeographyHoliday'],
});

/** The task forces' work zones (route ubications/workForce) and who covers a code, read from them. */
const WORK_ZONES = crudTags('WorkZones', {
  reads: ['searchWorkZones', 'getResponsiblesByPostalCode'],
  create: ['createWorkZone'], update: ['updateWorkZone'], remove: ['deleteWorkZone'],
});

export const geographyApi = geographyGeneratedApi.enhanceEndpoints<'Locations' | 'Places' | 'Holidays' | 'WorkZones' | typeof CLIENT_LOCATIONS_TAG>({
  addTagTypes: ['Locations', 'Places', 'Holidays', 'WorkZones', CLIENT_LOCATIONS_TAG],
  endpoints: Object.fromEntries([
    ...Object.entries(HOLIDAYS),
    ...Object.entries(WORK_ZONES),
    ...LOCATION_READS.map((name) => [name, { providesTags: ['Locations'] }]),
    ...PLACE_READS.map((name) => [name, { providesTags: ['Places'] }]),
    ...PLACE_WRITES.map((name) => [
      name,
      { invalidatesTags: (_r: unknown, error: unknown) => (error && !versionConflict(error) ? [] : ['Places', 'Locations', CLIENT_LOCATIONS_TAG]) },
    ]),
    ...LOCATION_WRITES.map((name) => [
      name,
      { invalidatesTags: (_r: unknown, error: unknown) => (error && !versionConflict(error) ? [] : ['Locations', CLIENT_LOCATIONS_TAG]) },
    ]),
  ]),
});

export * from '../generated/geography';
