import type { SearchWorkZonesApiArg } from '../../../api/tags/geography';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';

export interface WorkZoneFilterValues {
  text: string;
  postalCode: string;
}

const { postalCodeMin, postalCodeMax } = LIMITS.locations;

/** A zone's or engineer's name, and a postal code (who covers it). */
export const workZoneFilter: FilterDescription<WorkZoneFilterValues> = {
  labelKey: 'geography.workZones.filter.label',
  empty: { text: '', postalCode: '' },
  fields: [
    { kind: 'text', name: 'text', labelKey: 'geography.workZones.filter.text', max: LIMITS.generalTextMax, inputType: 'search' },
    {
      kind: 'text', name: 'postalCode', labelKey: 'geography.workZones.fields.postalCode', max: postalCodeMax, min: postalCodeMin,
      accept: (typed) => typed.replace(/\D/g, ''), inputMode: 'numeric',
    },
  ],
};

export const toWorkZoneSearchArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<WorkZoneFilterValues>): SearchWorkZonesApiArg => ({
  workZoneSearchRequest: { text: filter.text.trim() || null, postalCode: filter.postalCode || null, isExport, pageNumber, pageSize },
});
