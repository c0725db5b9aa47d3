import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../../../core/errors/apiError';
import { selectOnline } from '../../../core/store/connectionSlice';
import { useAppSelector } from '../../../core/store/hooks';
import { storedFilterCodec, type FilterCodec } from '../../gridViews/filterCodecs';
import type { GridQueryShape, GridQueryState } from '../../gridViews/gridQuery';
import { readLinkStart, useGridLink, type NarrowFilter } from '../../gridViews/useGridLink';
import { lastFilterKey, useLastFilter, type StoredFilterParser } from '../../storage/lastFilter';
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
 * for the grid and its read outside the store for export pages (src/api/outsideStore.ts). Taking the
 * endpoint keeps this layer free of any API module.
 */
export interface SearchEndpoint<Arg, Row> {
  useQuery: (arg: Arg, options?: { skip?: boolean }) => { data?: PagedResponse<Row>; error?: unknown; isFetching: boolean; refetch: () => unknown };
  readOutsideStore: (arg: Arg, api: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; getState: () => unknown; signal?: AbortSignal }) => Promise<PagedResponse<Row>>;
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
  /**
   * Links and named views (src/shared/gridViews): the grid's state lives in the address and the user can
   * keep it under a name. On by default for a grid that remembers its filter (a screen's own grid, whose
   * filter is read back by `rememberFilter`); false turns it off, an object turns it on and tunes it.
   */
  views?: GridViewsOptions<Filter> | false;
}

export interface GridViewsOptions<Filter> {
  /** How the filter goes into a link; from `emptyFilter` and `rememberFilter` when absent (no filter in links without either). */
  codec?: FilterCodec<Filter>;
  /** The screen's own view parameter (organize-by) that links and views carry. */
  viewParam?: string;
  /** Narrows a filter from outside (a link, a view) to what the user may use. */
  narrow?: NarrowFilter<Filter>;
  /** The screen's key in the view store; the path without slashes by default (as the last filter's), with the prefix. */
  screenKey?: string;
  /**
   * For grids sharing one address (two on a page): the grid's parameters are named "<prefix>.<name>"
   * ("a.sort=-id"), so each reads and writes only its own.
   */
  prefix?: string;
}

/**
 * No selection, keeping the array that is already empty: a new page leaves an empty selection as it was,
 * so the toolbars and exports that take it do not draw again (issue 15).
 */
const cleared = <Row,>(current: Row[]): Row[] => (current.length === 0 ? current : []);

/**
 * Everything a server-paged grid keeps: filter, page, page size, sort, selection (cleared on every new
 * page or filter), the chosen columns (in their cookie), the request and its result, and the export's
 * page fetcher over the same filter. A screen spreads `gridProps` into DataGrid, or hands the whole
 * object to GridPage.
 */
export function useServerGrid<Row extends object, Filter, Arg>(options: ServerGridOptions<Row, Filter, Arg>) {
  const { endpoint, toArg, columns, pageSizes, defaultSort, emptyFilter, rememberFilter } = options;
  const { pathname, search: address } = useLocation();
  const viewsOption = options.views === undefined ? (rememberFilter ? {} : false) : options.views;
  const linked = viewsOption !== false;
  const codec = viewsOption ? viewsOption.codec : undefined;
  const viewParam = viewsOption ? viewsOption.viewParam : undefined;
  const prefix = viewsOption ? viewsOption.prefix : undefined;
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const shape = useMemo<GridQueryShape<Filter>>(
    () => ({
      codec: codec ?? (rememberFilter ? (storedFilterCodec(emptyFilter as Filter & object, rememberFilter as StoredFilterParser<Filter & object>) as FilterCodec<Filter> | null) : null),
      viewParam,
      columnIds,
      sortFields: columns.flatMap((c) => (c.sortField ? [c.sortField] : [])),
      pageSizes,
      defaultSort,
      emptyFilter,
    }),
    [codec, rememberFilter, emptyFilter, viewParam, columnIds, columns, pageSizes, defaultSort],
  );
  const [start] = useState(() => readLinkStart(linked, address.replace(/^\?/, ''), shape, prefix));
  const fromLink = start.from === 'url' ? start.state : null;

  const memory = useLastFilter<Filter>(rememberFilter ?? (() => null));
  const [filter, setFilter] = useState<Filter>(() => fromLink?.filter ?? options.initialFilter ?? memory.lastValues ?? emptyFilter);
  const [page, setPageState] = useState<GridPaging>({ pageNumber: 1, pageSize: fromLink?.pageSize ?? pageSizes[0] ?? 25 });
  const [sort, setSortState] = useState<GridSort>(fromLink?.sort ?? defaultSort);
  const [selection, setSelection] = useState<Row[]>([]);
  // Adjusted while rendering, so the old scope's page is never requested.
  const [scope, setScope] = useState(options.scope);
  if (scope !== options.scope) {
    setScope(options.scope);
    setSelection(cleared);
    setPageState((current) => ({ ...current, pageNumber: 1 }));
  }

  const visibility = useColumnVisibility(options.gridKey, columnIds, options.defaultHidden, fromLink?.hidden ?? null);
  const { visibleIds, showHidden } = visibility;
  const hidden = useMemo(() => columnIds.filter((id) => !visibleIds.includes(id)), [columnIds, visibleIds]);

  const current = useMemo<GridQueryState<Filter>>(() => ({ filter, sort, pageSize: page.pageSize, hidden }), [filter, sort, page.pageSize, hidden]);
  const apply = useCallback(
    (state: GridQueryState<Filter>) => {
      setSelection(cleared);
      setFilter(state.filter);
      setSortState(state.sort);
      setPageState({ pageNumber: 1, pageSize: state.pageSize });
      if (state.hidden) showHidden(state.hidden);
    },
    [showHidden],
  );
  const link = useGridLink({
    enabled: linked,
    shape,
    start,
    narrow: viewsOption ? viewsOption.narrow : undefined,
    screenKey: (viewsOption ? viewsOption.screenKey : undefined) ?? `${lastFilterKey(pathname)}${prefix ? `.${prefix}` : ''}`,
    prefix,
    current,
    apply,
  });

  const arg = useMemo(() => toArg({ filter, ...page, sort, isExport: false }), [toArg, filter, page, sort]);
  const result = endpoint.useQuery(arg, link.hold ? { skip: true } : undefined);
  // Offline, the base query aborts the read (a retry included) and the shell's banner says so: the grid
  // shows no error of its own, keeps its rows and waits, then asks again once the connection is back.
  const online = useAppSelector(selectOnline);
  const waitingForConnection = isApiError(result.error) && result.error.status === 'OFFLINE';
  const { refetch } = result;
  useEffect(() => {
    if (online && waitingForConnection) void refetch();
  }, [online, waitingForConnection, refetch]);

  const exportColumns = useMemo(() => toExportColumns(columns, visibleIds), [columns, visibleIds]);
  const exportSelection = useMemo(() => toExportRows(columns, visibleIds, selection), [columns, visibleIds, selection]);

  const { save } = memory;
  const { write } = link;
  const search = useCallback(
    (next: Filter) => {
      setSelection(cleared);
      setFilter(next);
      setPageState((current) => ({ ...current, pageNumber: 1 }));
      if (rememberFilter) save(next);
      // A new filter is a step back and forward go through.
      write({ ...current, filter: next }, false);
    },
    [rememberFilter, save, write, current],
  );
  const setPage = useCallback(
    (next: GridPaging) => {
      setSelection(cleared);
      setPageState(next);
      write({ ...current, pageSize: next.pageSize }, true);
    },
    [write, current],
  );
  const setSort = useCallback(
    (next: GridSort) => {
      setSelection(cleared);
      setSortState(next);
      setPageState((current) => ({ ...current, pageNumber: 1 }));
      write({ ...current, sort: next }, true);
    },
    [write, current],
  );
  const { setVisible } = visibility;
  const setColumns = useCallback(
    (ids: readonly string[]) => {
      setVisible(ids);
      write({ ...current, hidden: columnIds.filter((id) => !ids.includes(id)) }, true);
    },
    [setVisible, write, current, columnIds],
  );
  const gridVisibility = useMemo(() => ({ ...visibility, setVisible: setColumns }), [visibility, setColumns]);
  const clearSelection = useCallback(() => setSelection(cleared), []);

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
    error: waitingForConnection ? undefined : result.error,
    retry: () => void refetch(),
    exportColumns,
    /** The selection as exports read it (computed column values written in). */
    exportSelection,
    fetchExportPage,
    /** The address and named views (null when the grid keeps none). */
    views: linked ? link : null,
    /** What DataGrid takes besides its label, row key, empty text and toolbar. */
    gridProps: {
      visibility: gridVisibility,
      rows,
      columns: columns as PageColumn<Row>[],
      totalCount,
      page,
      pageSizes,
      onPage: setPage,
      sort,
      onSort: setSort,
      loading: result.isFetching || link.hold || waitingForConnection,
      selection,
      onSelectionChange: setSelection,
    },
  };
}

// The filter type is the screen's own; the grid page only passes it back to the filter bar.
export type ServerGrid<Row extends object, Filter = any> = ReturnType<typeof useServerGrid<Row, Filter, unknown>>;
