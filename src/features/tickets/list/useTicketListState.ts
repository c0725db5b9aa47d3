import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchTicketsGeneralApiArg, TicketSortField } from '../../../api/tags/ticket';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { CATEGORY, EMPTY_FILTER, type StatusCategoryId } from '../../../domain/tickets/search/ticketListConfig';
import { toSearchFilter } from '../../../domain/tickets/search/toSearchFilter';
import type { TicketFilterValues } from '../../../domain/tickets/search/filterValues';

/** The organize-by view's parameter in the address (the home dashboard links to it). */
export const CATEGORY_PARAM = 'statusCategoryId';

/** The address's category: a small whole number, else the active view (which categories the user has is checked against the catalogue). */
export function parseCategory(raw: string | null): StatusCategoryId {
  return raw !== null && /^-?[0-9]{1,3}$/.test(raw) ? (Number(raw) as StatusCategoryId) : CATEGORY.active;
}

/**
 * The list's organize-by view, kept in the address, and the search request for the view, the advanced
 * filter (the panel's values), the page and the sort.
 */
export function useTicketListState() {
  const [params] = useSearchParams();
  const rawCategory = params.get(CATEGORY_PARAM);
  const category = parseCategory(rawCategory);

  const toArg = useCallback(
    ({ filter, pageNumber, pageSize, sort }: GridRequest<TicketFilterValues>): SearchTicketsGeneralApiArg => ({
      ticketSearchFilter: {
        ...EMPTY_FILTER,
        ...toSearchFilter(filter),
        statusCategoryId: category,
        pageNumber,
        pageSize,
        sortField: sort.field as TicketSortField,
        sortOrder: sort.order,
      },
    }),
    [category],
  );

  return { category, rawCategory, toArg };
}
