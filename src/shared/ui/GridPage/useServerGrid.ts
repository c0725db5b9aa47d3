import { useCallback, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ExportRow } from '../../export/types';
import { useLastFilter, type StoredFilterParser } from '../../storage/lastFilter';
import type { GridPage as GridPaging, GridSort } from '../DataGrid/DataGrid';
import { useColumnVisibility } from '../DataGrid/columnVisibility';
import { toExportColumns, type PageColumn } from './pageColumns';

/** The page envelope of every search operation (openapi/CONVENTIONS.md). */
export interface PagedResponse<Row> {
  data: { items: Row[]; totalCount: number };
}

/**
 * The part of an RTK Query search endpoint the grid uses (`someApi.endpoints.searchThings`): its hook
 * for the grid and its thunk for export pages. Taking the endpoint keeps this layer free of any API module.
 */
export interface SearchEndpoint<Arg, Row> {
  useQuery: (arg: Arg) => { data?: PagedResponse<Row>; error?: unknown; isFetching: boolean; refetch: () => unknown };
  initiate: (arg: Arg, options: { subscribe: boolean; forceRefetch: boolean }) => (dispatch: any, getState: any, extra: any) => { unwrap: () => Promise<PagedResponse<Row>> };
}

export interface GridRequest<Filter> {
  filter: Filter;
  pageNumber: number;
  pageSize: number;
  sort: GridSort;
  /** True when the rows are read for an export (services apply the export limit). */
  isExport: boolean;
}

export interface ServerGridOptions<Row, Filter, Arg> {
  /** Names the column-choice cookie (`grid-columns-<key>`). */
  gridKey: string;
  endpoint: SearchEndpoint<Arg, Row>;
  /** The operation's argument for a filter, page and sort. */
  toArg: (request: GridRequest<Filter>) => Arg;
  columns: readonly PageColumn<Row>[];
  emptyFilter: Filter;
  pageSizes: readonly number[];
  /** The service's order when no column is sorted. */
  defaultSort: GridSort;
  defaultHidden?: readonly string[];
  /**
   * Reads the route's last filter back (null: not remembered). With it, every search is remembered per
   * route (as the ticket list does) and the screen opens on the last one.
   */
  rememberFilter?: StoredFilterParser<Filter>;
}

/**
 * Everything a server-paged grid keeps: filter, page, page size, sort, selection (cleared on every new
 * page or filter), the chosen columns (in their cookie), the request and its result, and the export's
 * page fetcher over the same filter. A screen spreads `gridProps` into DataGrid, or hands the whole
 * object to GridPage.
 */
export function useServerGrid<Row extends object, Filter, Arg>(options: ServerGridOptions<Row, Filter, Arg>) {
  const { endpoint, toArg, columns, pageSizes, defaultSort } = options;
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const memory = useLastFilter<Filter>(options.rememberFilter ?? (() => null));
  const [filter, setFilter] = useState<Filter>(() => memory.lastValues ?? options.emptyFilter);
  const [page, setPageState] = useState<GridPaging>({ pageNumber: 1, pageSize: pageSizes[0] ?? 25 });
  const [sort, setSortState] = useState<GridSort>(defaultSort);
  const [selection, setSelection] = useState<Row[]>([]);

  const arg = useMemo(() => toArg({ filter, ...page, sort, isExport: false }), [toArg, filter, page, sort]);
  const result = endpoint.useQuery(arg);

  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const visibility = useColumnVisibility(options.gridKey, columnIds, options.defaultHidden);
  const exportColumns = useMemo(() => toExportColumns(columns, visibility.visibleIds), [columns, visibility.visibleIds]);

  const { rememberFilter } = options;
  const { save } = memory;
  const search = useCallback(
    (next: Filter) => {
      setSelection([]);
      setFilter(next);
      setPageState((current) => ({ ...current, pageNumber: 1 }));
      if (rememberFilter) save(next);
    },
    [rememberFilter, save],
  );
  const setPage = useCallback((next: GridPaging) => {
    setSelection([]);
    setPageState(next);
  }, []);
  const setSort = useCallback((next: GridSort) => {
    setSelection([]);
    setSortState(next);
    setPageState((current) => ({ ...current, pageNumber: 1 }));
  }, []);
  const clearSelection = useCallback(() => setSelection([]), []);

  // Export pages read the server outside the cache, with the grid's filter and sort.
  const fetchExportPage = useCallback(
    async (pageSize: number, pageNumber: number): Promise<readonly ExportRow[]> => {
      const response = await dispatch(endpoint.initiate(toArg({ filter, pageNumber, pageSize, sort, isExport: true }), { subscribe: false, forceRefetch: true })).unwrap();
      return response.data.items as readonly ExportRow[];
    },
    [dispatch, endpoint, toArg, filter, sort],
  );

  const rows = result.data?.data.items ?? [];
  const totalCount = result.data?.data.totalCount ?? 0;
  return {
    filter,
    search,
    selection,
    clearSelection,
    rows,
    totalCount,
    error: result.error,
    retry: () => void result.refetch(),
    exportColumns,
    fetchExportPage,
    /** What DataGrid takes besides its label, row key, empty text and toolbar. */
    gridProps: {
      visibility,
      rows,
      columns: columns as PageColumn<Row>[],
      totalCount,
      page,
      pageSizes,
      onPage: setPage,
      sort,
      onSort: setSort,
      loading: result.isFetching,
      selection,
      onSelectionChange: setSelection,
    },
  };
}

// The filter type is the screen's own; the grid page only passes it back to the filter bar.
export type ServerGrid<Row extends object, Filter = any> = ReturnType<typeof useServerGrid<Row, Filter, unknown>>;
