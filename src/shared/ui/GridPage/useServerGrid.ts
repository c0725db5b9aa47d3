import { useCallback, useMemo, useState } from 'react';
import { useLastFilter, type StoredFilterParser } from '../../storage/lastFilter';
import type { GridPage as GridPaging, GridSort } from '../DataGrid/DataGrid';
import { useColumnVisibility } from '../DataGrid/columnVisibility';
import { useExportPages } from './exportPages';
import { toExportColumns, toExportRows, type PageColumn } from './pageColumns';

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
  /** The filter the screen opens with when it keeps its own memory (the remembered one, else emptyFilter, by default). */
  initialFilter?: Filter;
  /**
   * State outside the filter that the request depends on (a view kept in the URL): toArg reads it, and a
   * change goes back to page 1 and clears the selection, as a new filter does.
   */
  scope?: string | number;
  pageSizes: readonly number[];
  /** The service's order when no column is sorted. */
  defaultSort: GridSort;
  defaultHidden?: readonly string[];
  /** The operation's largest page (its contract's pageSize maximum): an export page above it is read in several requests. */
  maxPageSize?: number;
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
  const memory = useLastFilter<Filter>(options.rememberFilter ?? (() => null));
  const [filter, setFilter] = useState<Filter>(() => options.initialFilter ?? memory.lastValues ?? options.emptyFilter);
  const [page, setPageState] = useState<GridPaging>({ pageNumber: 1, pageSize: pageSizes[0] ?? 25 });
  const [sort, setSortState] = useState<GridSort>(defaultSort);
  const [selection, setSelection] = useState<Row[]>([]);
  // Adjusted while rendering, so the old scope's page is never requested.
  const [scope, setScope] = useState(options.scope);
  if (scope !== options.scope) {
    setScope(options.scope);
    setSelection([]);
    setPageState((current) => ({ ...current, pageNumber: 1 }));
  }

  const arg = useMemo(() => toArg({ filter, ...page, sort, isExport: false }), [toArg, filter, page, sort]);
  const result = endpoint.useQuery(arg);

  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const visibility = useColumnVisibility(options.gridKey, columnIds, options.defaultHidden);
  const { visibleIds } = visibility;
  const exportColumns = useMemo(() => toExportColumns(columns, visibleIds), [columns, visibleIds]);
  const exportSelection = useMemo(() => toExportRows(columns, visibleIds, selection), [columns, visibleIds, selection]);

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

  const fetchExportPage = useExportPages({ endpoint, toArg, filter, sort, maxPageSize: options.maxPageSize, columns, visibleIds });

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
    /** The selection as exports read it (computed column values written in). */
    exportSelection,
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
