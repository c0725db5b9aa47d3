import type { FilterDescription } from '../filters/filterTypes';
import { LIMITS } from '../validation/limits';

export interface CatalogueFilterValues {
  text: string;
  /** null: all; true: enabled only; false: disabled only. */
  enabled: boolean | null;
}

export const EMPTY_CATALOGUE_FILTER: CatalogueFilterValues = { text: '', enabled: null };

/** Text and state, searched with the button or Enter; "Limpiar" searches everything again. */
export const catalogueFilter: FilterDescription<CatalogueFilterValues> = {
  labelKey: 'catalogues.filter.label',
  empty: EMPTY_CATALOGUE_FILTER,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'catalogues.filter.text', max: LIMITS.generalTextMax },
    { kind: 'flag', name: 'enabled', labelKey: 'catalogues.filter.state', allKey: 'catalogues.filter.all', yesKey: 'catalogues.filter.enabled', noKey: 'catalogues.filter.disabled' },
  ],
};
