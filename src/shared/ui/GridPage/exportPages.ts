import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ExportRow } from '../../export/types';
import type { GridSort } from '../DataGrid/DataGrid';
import { toExportRows, type PageColumn } from './pageColumns';
import type { GridRequest, SearchEndpoint } from './useServerGrid';

export interface ExportPagesOptions<Row, Filter, Arg> {
  endpoint: SearchEndpoint<Arg, Row>;
  toArg: (request: GridRequest<Filter>) => Arg;
  filter: Filter;
  sort: GridSort;
  /** The operation's largest page: an export page above it is read in several requests. */
  maxPageSize?: number;
  columns: readonly PageColumn<Row>[];
  visibleIds: readonly string[];
}

/**
 * The export's page fetcher over the grid's filter and sort: rows as exports read them, with the
 * server's total count, so that an export over the limit is refused after its first request. Pages
 * are read outside the store (the app's base query, no cache): 15,000 rows kept, frozen and announced
 * to every subscriber cost the page long garbage collections and renders, and the grid is untouched.
 * Aborting `signal` stops the request under way; a failed request rejects with the base query's error.
 */
export function useExportPages<Row extends object, Filter, Arg>({ endpoint, toArg, filter, sort, maxPageSize, columns, visibleIds }: ExportPagesOptions<Row, Filter, Arg>) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const { getState } = useStore();
  return useCallback(
    async (pageSize: number, pageNumber: number, signal?: AbortSignal): Promise<{ rows: readonly ExportRow[]; totalCount: number }> => {
      const read = async (size: number, number: number) =>
        (await endpoint.readOutsideStore(toArg({ filter, pageNumber: number, pageSize: size, sort, isExport: true }), { dispatch, getState, signal })).data;
      // The largest page the operation allows that tiles the export's page exactly.
      let size = Math.min(pageSize, maxPageSize ?? pageSize);
      while (pageSize % size !== 0) size -= 1;
      const first = ((pageNumber - 1) * pageSize) / size + 1;
      const items: Row[] = [];
      let totalCount = 0;
      for (let number = first; number < first + pageSize / size; number += 1) {
        const page = await read(size, number);
        totalCount = page.totalCount;
        items.push(...page.items);
        if (page.items.length < size) break;
      }
      return { rows: toExportRows(columns, visibleIds, items), totalCount };
    },
    [dispatch, getState, endpoint, toArg, filter, sort, maxPageSize, columns, visibleIds],
  );
}
