import type { LocationFilter, SearchLocationsApiArg } from '../../api/tags/geography';
import { useEnabledClientOptions } from '../../domain/clients/useEnabledClientOptions';
import type { FilterDescription } from '../../shared/filters/filterTypes';
import type { GridRequest } from '../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../shared/validation/limits';
import { useLocationPriorityOptions, useRegionOptions, useStateOptions } from './locationOptions';

export interface LocationFilterValues {
  text: string;
  clientId: number | null;
  /** null: all; true: enabled only; false: disabled only. */
  enabled: boolean | null;
  locationPriorityId: number | null;
  regionId: number | null;
  countryStateId: number | null;
}

export const EMPTY_LOCATION_FILTER: LocationFilterValues = {
  text: '', clientId: null, enabled: null, locationPriorityId: null, regionId: null, countryStateId: null,
};

const ALL = { labelKey: 'locations.filter.all' };

/** Text (name, commercial name, address, postal code, locality, municipality), client, status, priority, region and state. */
export const locationFilter: FilterDescription<LocationFilterValues> = {
  labelKey: 'locations.filter.label',
  empty: EMPTY_LOCATION_FILTER,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'locations.filter.text', max: LIMITS.locations.searchTextMax, inputType: 'search' },
    { kind: 'choice', name: 'clientId', labelKey: 'locations.fields.clientName', all: ALL, useOptions: useEnabledClientOptions },
    {
      kind: 'flag', name: 'enabled', labelKey: 'locations.fields.enabled', width: 'w-10rem',
      allKey: 'locations.filter.all', yesKey: 'locations.status.enabled', noKey: 'locations.status.disabled',
    },
    { kind: 'choice', name: 'locationPriorityId', labelKey: 'locations.fields.locationPriorityName', all: ALL, useOptions: useLocationPriorityOptions },
    { kind: 'choice', name: 'regionId', labelKey: 'locations.fields.regionName', all: ALL, useOptions: useRegionOptions },
    { kind: 'choice', name: 'countryStateId', labelKey: 'locations.fields.countryStateName', all: ALL, useOptions: useStateOptions },
  ],
};

/** The locations a filter names, as the grid and the map both send it (an empty text as null): one filter, one body. */
export const toLocationFilterBody = (f: LocationFilterValues): LocationFilter => ({
  text: f.text || null, clientId: f.clientId, enabled: f.enabled, locationPriorityId: f.locationPriorityId, regionId: f.regionId,
  countryStateId: f.countryStateId,
});

export const toLocationSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<LocationFilterValues>): SearchLocationsApiArg => ({
  locationSearchRequest: {
    ...toLocationFilterBody(filter), pageNumber, pageSize, isExport,
    sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
