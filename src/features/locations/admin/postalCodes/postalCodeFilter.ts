import type { SearchGeographyPostalCodesApiArg } from '../../../../api/tags/geography';
import type { FilterDescription } from '../../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../../shared/validation/limits';
import { useAllStateOptions } from '../../locationOptions';

export interface PostalCodeFilterValues {
  text: string;
  /** null: all; true: enabled only; false: disabled only. */
  enabled: boolean | null;
  countryStateId: number | null;
}

const ALL = { labelKey: 'locations.filter.all' };

/** A code (from its start; a complete one is looked up) or a place's name, the status and the state. */
export const postalCodeFilter: FilterDescription<PostalCodeFilterValues> = {
  labelKey: 'locations.postalCodes.filter.label',
  empty: { text: '', enabled: null, countryStateId: null },
  fields: [
    { kind: 'text', name: 'text', labelKey: 'locations.postalCodes.filter.text', max: LIMITS.generalTextMax, inputType: 'search' },
    {
      kind: 'flag', name: 'enabled', labelKey: 'locations.fields.enabled', width: 'w-10rem',
      allKey: 'locations.filter.all', yesKey: 'locations.postalCodes.status.enabled', noKey: 'locations.postalCodes.status.disabled',
    },
    { kind: 'choice', name: 'countryStateId', labelKey: 'locations.fields.countryStateName', all: ALL, useOptions: useAllStateOptions },
  ],
};

export const toPostalCodeSearchArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<PostalCodeFilterValues>): SearchGeographyPostalCodesApiArg => ({
  postalCodeSearchRequest: { text: filter.text.trim() || null, enabled: filter.enabled, countryStateId: filter.countryStateId, isExport, pageNumber, pageSize },
});
