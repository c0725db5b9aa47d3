import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchTicketsGeneralApiArg, TicketSearchFilter, TicketSortField } from '../../../api/tags/ticket';
import type { GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { CATEGORY, EMPTY_FILTER, type StatusCategoryId } from '../../../domain/tickets/search/ticketListConfig';

/** The advanced filter's part of the request (category, paging and sorting are the list's own). */
export type ListFilter = Partial<Omit<TicketSearchFilter, 'statusCategoryId' | 'pageNumber' | 'pageSize' | 'sortField' | 'sortOrder'>>;

/** The list opens newest first. */
export const FIRST_SORT = { field: 'creationDateUTC', order: 'desc' } as const;

/**
 * The list's organize-by view, kept in the URL so the home dashboard can link to it, and the search
 * request for the view, the advanced filter, the page and the sort.
 */
export function useTicketListState() {
  const [params, setParams] = useSearchParams();
  const category = Number(params.get('statusCategoryId') ?? CATEGORY.active) as StatusCategoryId;

  const setCategory = useCallback(
    (id: StatusCategoryId) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('statusCategoryId', String(id));
        return next;
      }),
    [setParams],
  );

  const toArg = useCallback(
    ({ filter, pageNumber, pageSize, sort }: GridRequest<ListFilter>): SearchTicketsGeneralApiArg => ({
      ticketSearchFilter: {
        ...EMPTY_FILTER,
        ...filter,
        statusCategoryId: category,
        pageNumber,
        pageSize,
        sortField: sort.field as TicketSortField,
        sortOrder: sort.order,
      },
    }),
    [category],
  );

  return { category, setCategory, toArg };
}
