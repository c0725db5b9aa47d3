import type { SearchCatalogClientsApiArg } from '../../../api/tags/catalog';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { useClassificationOptions } from '../clientOptions';

export interface ClientFilterValues {
  text: string;
  clientClassificationId: number | null;
  /** null: all; true: enabled only; false: disabled only. */
  enabled: boolean | null;
}

const useAllClassifications = () => useClassificationOptions();

/** Text (number, name or description), classification and state. */
export const clientFilter: FilterDescription<ClientFilterValues> = {
  labelKey: 'clients.filter.label',
  empty: { text: '', clientClassificationId: null, enabled: null },
  fields: [
    { kind: 'text', name: 'text', labelKey: 'clients.filter.text', max: LIMITS.clients.searchTextMax },
    { kind: 'choice', name: 'clientClassificationId', labelKey: 'clients.fields.clientClassificationId', all: { labelKey: 'clients.filter.all' }, useOptions: useAllClassifications },
    {
      kind: 'flag', name: 'enabled', labelKey: 'clients.filter.state', width: 'w-10rem',
      allKey: 'clients.filter.all', yesKey: 'clients.filter.enabled', noKey: 'clients.filter.disabled',
    },
  ],
};

export const toClientSearchArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<ClientFilterValues>): SearchCatalogClientsApiArg => ({
  clientSearchRequest: {
    text: filter.text || null, clientClassificationId: filter.clientClassificationId, enabled: filter.enabled, isExport, pageNumber, pageSize,
  },
});
