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
    { kind: 'text', name: 'text', labelKey: 'escalations.fields.name', max: LIMITS.escalations.nameMax },
    { kind: 'choice', name: 'clientId', labelKey: 'escalations.fields.client', all: { labelKey: 'escalations.filter.all' }, useOptions: useEnabledClientOptions },
    { kind: 'choice', name: 'criticalityId', labelKey: 'escalations.fields.criticality', all: { labelKey: 'escalations.filter.all' }, useOptions: useCriticalityOptions },
    {
      kind: 'flag', name: 'enabled', labelKey: 'escalations.filter.state', width: 'w-10rem',
      allKey: 'escalations.filter.all', yesKey: 'escalations.filter.enabled', noKey: 'escalations.filter.disabled',
    },
  ],
};

export const toEscalationSearchArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<EscalationFilterValues>): SearchEscalationsApiArg => ({
  escalationSearchRequest: { text: filter.text || null, clientId: filter.clientId, criticalityId: filter.criticalityId, enabled: filter.enabled, pageNumber, pageSize, isExport },
});
