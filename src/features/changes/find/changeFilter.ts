import type { ChangeState, RiskLevel, SearchChangesApiArg } from '../../../api/tags/process';
import { useEnabledClientOptions } from '../../../domain/clients/useEnabledClientOptions';
import { CHANGE_STATES } from '../../../domain/changes/lifecycle';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { toUtcWire } from '../../../shared/format/dateTime';
import { EMPTY_RANGE, endOfDay, startOfDay, type DateRange } from '../../../shared/ui/DateRangePicker';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { RISK_LEVELS } from '../riskLevels';
import { useChangeTypeOptions } from '../useChangeTypeOptions';

/** What the change grid filters by. */
export interface ChangeGridFilter {
  text: string;
  states: ChangeState[];
  clientIds: number[];
  changeTypeIds: number[];
  riskLevels: RiskLevel[];
  /** Changes whose window overlaps these days (past or coming). */
  window: DateRange;
}

export const EMPTY_CHANGE_GRID_FILTER: ChangeGridFilter = { text: '', states: [], clientIds: [], changeTypeIds: [], riskLevels: [], window: EMPTY_RANGE };

/** Text (id, name, type, client, location), states, clients, types, risk levels and the days the window overlaps. */
export const changeGridFilter: FilterDescription<ChangeGridFilter> = {
  labelKey: 'changes.find.filter.label',
  empty: EMPTY_CHANGE_GRID_FILTER,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'changes.find.filter.text', max: LIMITS.changes.searchTextMax, inputType: 'search' },
    {
      kind: 'multiChoice', name: 'states', labelKey: 'changes.fields.state', allKey: 'changes.find.filter.all',
      options: CHANGE_STATES.map((value) => ({ value, labelKey: `changes.states.${value}` })),
    },
    { kind: 'multiChoice', name: 'clientIds', labelKey: 'changes.fields.client', allKey: 'changes.find.filter.all', search: true, useOptions: useEnabledClientOptions },
    { kind: 'multiChoice', name: 'changeTypeIds', labelKey: 'changes.fields.type', allKey: 'changes.find.filter.all', useOptions: useChangeTypeOptions },
    {
      kind: 'multiChoice', name: 'riskLevels', labelKey: 'changes.fields.riskLevel', allKey: 'changes.find.filter.all',
      options: RISK_LEVELS.map((value) => ({ value, labelKey: `changes.riskLevels.${value}` })),
    },
    { kind: 'dateRange', name: 'window', labelKey: 'changes.find.filter.window', future: true },
  ],
};

export const toChangeSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<ChangeGridFilter>): SearchChangesApiArg => ({
  changeSearchRequest: {
    text: filter.text || null,
    states: filter.states,
    clientIds: filter.clientIds,
    changeTypeIds: filter.changeTypeIds,
    riskLevels: filter.riskLevels,
    dateFrom: filter.window.start ? toUtcWire(startOfDay(filter.window.start)) : null,
    dateTo: filter.window.end ? toUtcWire(endOfDay(filter.window.end)) : null,
    pageNumber,
    pageSize,
    isExport,
    sortField: sort.field,
    sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
