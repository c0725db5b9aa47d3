import type { SearchEscalationsApiArg } from '../../../api/tags/ticket';
import { useEnabledClientOptions } from '../../../domain/clients/useEnabledClientOptions';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { useCriticalityOptions } from './escalationOptions';

export interface EscalationFilterValues {
  text: string;
  clientId: number | null;
  criticalityId: number | null;
  /** null: all; true: enabled only; false: paused only. */
  enabled: boolean | null;
}

const EMPTY: EscalationFilterValues = { text: '', clientId: null, criticalityId: null, enabled: null };

/** Name, client, criticality (a rule for every criticality counts for each) and state. */
export const escalationFilter: FilterDescription<EscalationFilterValues> = {
  labelKey: 'escalations.filter.label',
  empty: EMPTY,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'catalogues.fields.name', max: LIMITS.escalations.nameMax },
    { kind: 'choice', name: 'clientId', labelKey: 'catalogues.fields.clientId', all: { labelKey: 'catalogues.filter.all' }, useOptions: useEnabledClientOptions },
    { kind: 'choice', name: 'criticalityId', labelKey: 'escalations.fields.criticality', all: { labelKey: 'catalogues.filter.all' }, useOptions: useCriticalityOptions },
    {
      kind: 'flag', name: 'enabled', labelKey: 'catalogues.filter.state', width: 'w-10rem',
      allKey: 'catalogues.filter.all', yesKey: 'catalogues.filter.enabled', noKey: 'catalogues.filter.disabled',
    },
  ],
};

export const toEscalationSearchArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<EscalationFilterValues>): SearchEscalationsApiArg => ({
  escalationSearchRequest: { text: filter.text || null, clientId: filter.clientId, criticalityId: filter.criticalityId, enabled: filter.enabled, pageNumber, pageSize, isExport },
});
