import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TicketSearchFilter, TicketSortField } from '../../../api/tags/ticket';
import type { GridPage, GridSort } from '../../../shared/ui/DataGrid/DataGrid';
import { CATEGORY, EMPTY_FILTER, TICKET_PAGE_SIZES, type StatusCategoryId } from '../../../domain/tickets/search/ticketListConfig';

/** The advanced filter's part of the request (category, paging and sorting are the list's own). */
export type ListFilter = Partial<Omit<TicketSearchFilter, 'statusCategoryId' | 'pageNumber' | 'pageSize' | 'sortField' | 'sortOrder'>>;

/**
 * What the list asks the server for: the organize-by view (kept in the URL so the home dashboard can
 * link to it), the advanced filter, the page and the sort.
 */
export function useTicketListState(initialFilter: ListFilter = {}) {
  const [params, setParams] = useSearchParams();
  const category = Number(params.get('statusCategoryId') ?? CATEGORY.active) as StatusCategoryId;
  const [filter, setFilterState] = useState<ListFilter>(initialFilter);
  const [page, setPage] = useState<GridPage>({ pageNumber: 1, pageSize: TICKET_PAGE_SIZES[0] });
  const [sort, setSort] = useState<GridSort>({ field: 'creationDateUTC', order: 'desc' });

  const setCategory = useCallback(
    (id: StatusCategoryId) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('statusCategoryId', String(id));
        return next;
      });
      setPage((p) => ({ ...p, pageNumber: 1 }));
    },
    [setParams],
  );
  const setFilter = useCallback((next: ListFilter) => {
    setFilterState(next);
    setPage((p) => ({ ...p, pageNumber: 1 }));
  }, []);

  const request: TicketSearchFilter = useMemo(
    () => ({
      ...EMPTY_FILTER,
      ...filter,
      statusCategoryId: category,
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      sortField: sort.field as TicketSortField,
      sortOrder: sort.order,
    }),
    [category, filter, page, sort],
  );

  return { category, setCategory, filter, setFilter, page, setPage, sort, setSort, request };
}
