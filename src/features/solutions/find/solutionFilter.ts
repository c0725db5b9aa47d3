import type { SearchSolutionsApiArg } from '../../../api/tags/process';
import { useSolutionTopicOptions } from '../../../domain/solutions/useSolutionTopicOptions';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';

/** What the solution grid filters by. */
export interface SolutionGridFilter {
  text: string;
  topicIds: number[];
  includeExpired: boolean;
}

export const solutionGridFilter: FilterDescription<SolutionGridFilter> = {
  labelKey: 'solutions.find.filter.label',
  empty: { text: '', topicIds: [], includeExpired: false },
  fields: [
    { kind: 'text', name: 'text', labelKey: 'solutions.find.filter.text', max: LIMITS.solutions.searchTextMax, inputType: 'search' },
    { kind: 'multiChoice', name: 'topicIds', labelKey: 'solutions.fields.topic', allKey: 'solutions.find.filter.all', useOptions: useSolutionTopicOptions },
    { kind: 'check', name: 'includeExpired', labelKey: 'solutions.find.filter.includeExpired' },
  ],
};

/** The search ranks by relevance (process.yaml), so the grid sends no sort of its own. */
export const toSolutionSearchArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<SolutionGridFilter>): SearchSolutionsApiArg => ({
  solutionSearchRequest: { text: filter.text || null, solutionTopicIds: filter.topicIds, includeExpired: filter.includeExpired, pageNumber, pageSize, isExport },
});
