import { encodeFilterQuery, filterCodecOf } from '../../shared/filters/useLinkedFilter';
import { EMPTY_LOCATION_FILTER, locationFilter } from './locationFilter';

/** The locations' addresses (spec 002 section 2), spelled once for the links between them. */
export const LOCATIONS_GRID_PATH = '/ubications';
export const LOCATIONS_MAP_PATH = '/ubications/map';

const codec = filterCodecOf(locationFilter);

/** The grid filtered to one location by its name, through the filter parameters the grid reads from its address. */
export const locationGridPath = (name: string): string => `${LOCATIONS_GRID_PATH}?${encodeFilterQuery(codec, { ...EMPTY_LOCATION_FILTER, text: name })}`;
