import { useEffect, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { ApiError } from '../../../core/errors/apiError';
import { connectionLost, connectionRestored, connectionSlice } from '../../../core/store/connectionSlice';
import { lastFilterKey } from '../../storage/lastFilter';
import { valueColumn, type PageColumn } from './pageColumns';
import { useServerGrid, type GridRequest, type ServerGridOptions } from './useServerGrid';

interface Row {
  id: number;
  name: string;
  tags: string[];
}
interface Filter {
  text: string;
}
type Arg = GridRequest<Filter> & { scope: string };

const labels = { active: 'Activo', inactive: 'Inactivo', yes: 'Sí', no: 'No' };
const ROWS: Row[] = [1, 2, 3].map((id) => ({ id, name: `Fila ${id}`, tags: [`a${id}`, `b${id}`] }));
const COLUMNS: PageColumn<Row>[] = [
  valueColumn<Row>(labels, { id: 'id', header: 'Número', format: 'number' }),
  valueColumn<Row>(labels, { id: 'name', header: 'Nombre' }),
  valueColumn<Row>(labels, { id: 'tags', header: 'Etiquetas', value: (row) => row.tags.join(' / ') }),
  { id: 'actions', header: 'Acciones', exported: false, body: () => null },
];

/** A search endpoint that answers every page with the same rows and records the arguments it subscribes to (on commit, as RTK Query does). */
function fakeEndpoint() {
  const asked: Arg[] = [];
  const exported: Arg[] = [];
  const page = { data: { items: ROWS, totalCount: 60 } };
  return {
    asked,
    exported,
    endpoint: {
      useQuery: (arg: Arg) => {
        useEffect(() => void asked.push(arg), [arg]);
        return { data: page, isFetching: false, refetch: () => undefined };
      },
      readOutsideStore: async (arg: Arg) => {
        exported.push(arg);
        return page;
      },
    },
  };
}

function renderGrid(options: Partial<ServerGridOptions<Row, Filter, Arg>> = {}, route = '/things') {
  const fake = fakeEndpoint();
  const store = configureStore({ reducer: { [connectionSlice.reducerPath]: connectionSlice.reducer } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
  const view = renderHook(
    ({ scope }: { scope: string }) =>
      useServerGrid<Row, Filter, Arg>({
        gridKey: `test-${expect.getState().currentTestName}`,
        endpoint: fake.endpoint,
        toArg: (request) => ({ ...request, scope }),
        columns: COLUMNS,
        emptyFilter: { text: '' },
        pageSizes: [25, 50],
        defaultSort: { field: 'id', order: 'asc' },
        ...options,
        scope,
      }),
    { wrapper, initialProps: { scope: 'one' } },
  );
  return { ...fake, ...view, store };
}

describe('useServerGrid', () => {
  it('goes back to page 1 and clears the selection on a new filter, keeping the page size', () => {
    const { result, asked } = renderGrid();
    act(() => result.current.gridProps.onPage({ pageNumber: 3, pageSize: 50 }));
    act(() => result.current.gridProps.onSelectionChange([ROWS[0]!]));
    expect(result.current.selection).toHaveLength(1);

    act(() => result.current.search({ text: 'fila' }));
    expect(result.current.selection).toEqual([]);
    expect(result.current.gridProps.page).toEqual({ pageNumber: 1, pageSize: 50 });
    expect(asked.at(-1)).toMatchObject({ filter: { text: 'fila' }, pageNumber: 1, pageSize: 50, isExport: false });
  });

  it('clears the selection on a new page and goes back to page 1 on a new sort', () => {
    const { result, asked } = renderGrid();
    act(() => result.current.gridProps.onPage({ pageNumber: 2, pageSize: 25 }));
    act(() => result.current.gridProps.onSelectionChange([ROWS[1]!]));
    act(() => result.current.gridProps.onPage({ pageNumber: 3, pageSize: 25 }));
    expect(result.current.selection).toEqual([]);

    act(() => result.current.gridProps.onSelectionChange([ROWS[1]!]));
    act(() => result.current.gridProps.onSort({ field: 'name', order: 'desc' }));
    expect(result.current.selection).toEqual([]);
    expect(asked.at(-1)).toMatchObject({ pageNumber: 1, sort: { field: 'name', order: 'desc' } });
  });

  it('keeps an empty selection as it was on a new page, so the toolbars that take it are not drawn again', () => {
    const { result } = renderGrid();
    const { selection, exportSelection } = result.current;
    act(() => result.current.gridProps.onPage({ pageNumber: 2, pageSize: 25 }));
    expect(result.current.gridProps.page.pageNumber).toBe(2);
    expect(result.current.selection).toBe(selection);
    expect(result.current.exportSelection).toBe(exportSelection);
  });

  it('goes back to page 1 and clears the selection when the scope changes, without asking for the old page', () => {
    const { result, asked, rerender } = renderGrid();
    act(() => result.current.gridProps.onPage({ pageNumber: 4, pageSize: 25 }));
    act(() => result.current.gridProps.onSelectionChange([ROWS[2]!]));
    const before = asked.length;

    rerender({ scope: 'two' });
    expect(result.current.selection).toEqual([]);
    expect(asked.slice(before)).toEqual([expect.objectContaining({ scope: 'two', pageNumber: 1 })]);
  });

  it('opens on the initial filter the screen gives', () => {
    const { result, asked } = renderGrid({ initialFilter: { text: 'recordado' } });
    expect(result.current.filter).toEqual({ text: 'recordado' });
    expect(asked[0]).toMatchObject({ filter: { text: 'recordado' } });
  });

  it('remembers each search per route and opens on the last one', () => {
    const parse = (stored: Readonly<Record<string, unknown>>) => (typeof stored.text === 'string' ? { text: stored.text } : null);
    const first = renderGrid({ rememberFilter: parse }, '/some/things');
    act(() => first.result.current.search({ text: 'otra vez' }));
    expect(window.localStorage.getItem(lastFilterKey('/some/things'))).toBe(JSON.stringify({ text: 'otra vez' }));
    first.unmount();

    const second = renderGrid({ rememberFilter: parse }, '/some/things');
    expect(second.asked[0]).toMatchObject({ filter: { text: 'otra vez' }, pageNumber: 1 });
  });

  it('offline, keeps its rows and shows no error of its own (the banner says it), then asks again once the connection is back', () => {
    const offline: ApiError = { status: 'OFFLINE', message: null, messageKey: 'errors.offline' };
    let error: ApiError | undefined;
    const refetch = jest.fn();
    const page = { data: { items: ROWS, totalCount: 3 } };
    const endpoint = { ...fakeEndpoint().endpoint, useQuery: () => ({ data: page, error, isFetching: false, refetch }) };
    const { result, store } = renderGrid({ endpoint });

    // The read in flight as the connection goes: the base query aborts it (and its retry) as offline.
    act(() => {
      error = offline;
      store.dispatch(connectionLost());
    });
    expect(result.current.error).toBeUndefined();
    expect(result.current.rows).toEqual(ROWS);
    expect(result.current.gridProps.loading).toBe(true);
    expect(refetch).not.toHaveBeenCalled();

    act(() => void store.dispatch(connectionRestored()));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows any other failed read, for its retry', () => {
    const failed: ApiError = { status: 500, message: null, messageKey: 'errors.requestFailed' };
    const endpoint = { ...fakeEndpoint().endpoint, useQuery: () => ({ error: failed, isFetching: false, refetch: () => undefined }) };
    const { result } = renderGrid({ endpoint });
    expect(result.current.error).toBe(failed);
    expect(result.current.gridProps.loading).toBe(false);
  });

  it('exports the columns the chooser shows, in grid order, with computed values written into the rows', async () => {
    const { result, exported } = renderGrid();
    expect(result.current.exportColumns.map((c) => c.header)).toEqual(['Número', 'Nombre', 'Etiquetas']);

    act(() => result.current.gridProps.visibility.setVisible(['tags', 'id', 'actions']));
    expect(result.current.exportColumns).toEqual([
      { field: 'id', header: 'Número', format: 'number' },
      { field: 'tags', header: 'Etiquetas' },
    ]);

    act(() => result.current.gridProps.onSelectionChange([ROWS[0]!]));
    expect(result.current.exportSelection).toEqual([{ id: 1, name: 'Fila 1', tags: 'a1 / b1' }]);
    // The grid's rows keep their own values.
    expect(result.current.rows[0]!.tags).toEqual(['a1', 'b1']);

    const page = await result.current.fetchExportPage(1000, 2);
    expect(page.rows.map((row) => row.tags)).toEqual(['a1 / b1', 'a2 / b2', 'a3 / b3']);
    expect(exported).toEqual([expect.objectContaining({ pageNumber: 2, pageSize: 1000, isExport: true })]);
  });

  it('hands rows over unchanged when no column computes its value', () => {
    const { result } = renderGrid({ columns: COLUMNS.slice(0, 2) });
    act(() => result.current.gridProps.onSelectionChange([ROWS[0]!]));
    expect(result.current.exportSelection[0]).toBe(ROWS[0]);
  });

  it('reads an export page in the operation’s largest pages when its contract caps them', async () => {
    const read: [number, number][] = [];
    const full = fakeEndpoint().endpoint;
    const endpoint = {
      useQuery: full.useQuery,
      // Full pages up to row 1,800: the read stops at the first short page.
      readOutsideStore: async (arg: Arg) => {
        read.push([arg.pageNumber, arg.pageSize]);
        const rows = Math.max(0, Math.min(arg.pageSize, 1800 - (arg.pageNumber - 1) * arg.pageSize));
        return { data: { items: Array.from({ length: rows }, () => ROWS[0]!), totalCount: 1800 } };
      },
    };
    const { result } = renderGrid({ endpoint, maxPageSize: 300 });
    // 250 is the largest size up to 300 that tiles 1,000: rows 1,001 to 2,000 are its pages 5 to 8.
    const second = await result.current.fetchExportPage(1000, 2);
    expect(second.rows).toHaveLength(800);
    expect(second.totalCount).toBe(1800);
    expect(read).toEqual([[5, 250], [6, 250], [7, 250], [8, 250]]);

    read.length = 0;
    expect((await result.current.fetchExportPage(1000, 1)).rows).toHaveLength(1000);
    expect(read).toEqual([[1, 250], [2, 250], [3, 250], [4, 250]]);
  });
});
