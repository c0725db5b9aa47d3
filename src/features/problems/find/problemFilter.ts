import type { ProblemStatus, SearchProblemsApiArg } from '../../../api/tags/process';
import { PROBLEM_STATUSES } from '../../../domain/problems/lifecycle';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { usePriorityOptions } from '../problemOptions';

/** What the problem grid filters by. */
export interface ProblemGridFilter {
  text: string;
  statuses: ProblemStatus[];
  priorityIds: number[];
}

export const problemGridFilter: FilterDescription<ProblemGridFilter> = {
  labelKey: 'problems.find.filter.label',
  empty: { text: '', statuses: [], priorityIds: [] },
  fields: [
    { kind: 'text', name: 'text', labelKey: 'problems.find.filter.text', max: LIMITS.problems.searchTextMax, inputType: 'search' },
    {
      kind: 'multiChoice', name: 'statuses', labelKey: 'problems.fields.status', allKey: 'problems.find.filter.all',
      options: PROBLEM_STATUSES.map((value) => ({ value, labelKey: `problems.statuses.${value}` })),
    },
    { kind: 'multiChoice', name: 'priorityIds', labelKey: 'problems.fields.priority', allKey: 'problems.find.filter.all', useOptions: usePriorityOptions },
  ],
};

export const toProblemSearchArg = ({ filter, pageNumber, pageSize, sort, isExport }: GridRequest<ProblemGridFilter>): SearchProblemsApiArg => ({
  problemSearchRequest: {
    text: filter.text || null, statuses: filter.statuses, priorityIds: filter.priorityIds, assigneeUserId: null, pageNumber, pageSize, isExport,
    sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
