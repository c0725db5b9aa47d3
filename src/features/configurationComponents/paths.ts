import { encodeFilterQuery, filterCodecOf } from '../../shared/filters/useLinkedFilter';
import { componentGridFilter, EMPTY_COMPONENT_GRID_FILTER } from './componentFilter';

/** The configuration components' addresses (spec 001 section 2), spelled once for the links between them. */
export const COMPONENTS_GRID_PATH = '/configurationComponent';
export const COMPONENTS_MAP_PATH = '/configurationComponent/Map';

const codec = filterCodecOf(componentGridFilter);

/** The grid filtered to one serial number, through the filter parameters the grid reads from its address. */
export const componentGridPath = (serialNumber: string): string =>
  `${COMPONENTS_GRID_PATH}?${encodeFilterQuery(codec, { ...EMPTY_COMPONENT_GRID_FILTER, serialNumber })}`;
