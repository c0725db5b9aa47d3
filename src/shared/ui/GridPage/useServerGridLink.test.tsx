import { useEffect, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { lastFilterKey } from '../../storage/lastFilter';
import { valueColumn, type PageColumn } from './pageColumns';
import { useServerGrid, type GridRequest, type ServerGridOptions } from './useServerGrid';

interface Row {
  id: number;
  name: string;
}
interface Filter {
  text: string;
}

const labels = { active: 'Activo', inactive: 'Inactivo', yes: 'Sí', no: 'No' };
const COLUMNS: PageColumn<Row>[] = [
  valueColumn<Row>(labels, { id: 'id', header: 'Número', format: 'number', sortField: 'id' }),
  valueColumn<Row>(labels, { id: 'name', header: 'Nombre', sortField: 'name' }),
];
const parse = (stored: Readonly<Record<string, unknown>>) => (typeof stored.text === 'string' ? { text: stored.text } : null);

function renderGrid(route: string, options: Partial<ServerGridOptions<Row, Filter, GridRequest<Filter>>> = {}) {
  const asked: GridRequest<Filter>[] = [];
  const address: { search: string; type: string }[] = [];
  const endpoint = {
    useQuery: (arg: GridRequest<Filter>, query?: { skip?: boolean }) => {
      useEffect(() => void (query?.skip || asked.push(arg)), [arg, query?.skip]);
      return { data: { data: { items: [], totalCount: 0 } }, isFetching: false, refetch: () => undefined };
    },
    initiate: () => () => ({ unwrap: async () => ({ data: { items: [], totalCount: 0 } }) }),
  };
  function Probe() {
    const { search } = useLocation();
    const type = useNavigationType();
    useEffect(() => void address.push({ search, type }), [search, type]);
    return null;
  }
  const store = configureStore({ reducer: { none: (state: null = null) => state } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Probe />
        {children}
      </MemoryRouter>
    </Provider>
  );
  const view = renderHook(
    () =>
      useServerGrid<Row, Filter, GridRequest<Filter>>({
        gridKey: `link-${expect.getState().currentTestName}`,
        endpoint,
        toArg: (request) => request,
        columns: COLUMNS,
        emptyFilter: { text: '' },
        pageSizes: [25, 50],
        defaultSort: { field: 'id', order: 'asc' },
        rememberFilter: parse,
        ...options,
      }),
    { wrapper },
  );
  return { ...view, asked, address };
}

const settle = () => act(async () => undefined);

beforeEach(() => window.localStorage.clear());

describe('a grid page keeps its state in the address', () => {
  it('a new filter is a step of the history; sort, page size and columns replace the current step', async () => {
    const { result, address } = renderGrid('/things');
    await settle();
    expect(address.at(-1)).toEqual({ search: '?hide=', type: 'REPLACE' });

    await act(async () => result.current.search({ text: 'bomba' }));
    expect(address.at(-1)).toEqual({ search: '?text=bomba&hide=', type: 'PUSH' });
    await act(async () => result.current.gridProps.onSort({ field: 'name', order: 'desc' }));
    expect(address.at(-1)).toEqual({ search: '?text=bomba&sort=-name&hide=', type: 'REPLACE' });
    await act(async () => result.current.gridProps.onPage({ pageNumber: 1, pageSize: 50 }));
    expect(address.at(-1)).toEqual({ search: '?text=bomba&sort=-name&size=50&hide=', type: 'REPLACE' });
    await act(async () => result.current.gridProps.visibility.setVisible(['id']));
    expect(address.at(-1)).toEqual({ search: '?text=bomba&sort=-name&size=50&hide=name', type: 'REPLACE' });
    // Another page of the same state is not a new address.
    const steps = address.length;
    await act(async () => result.current.gridProps.onPage({ pageNumber: 2, pageSize: 50 }));
    expect(address).toHaveLength(steps);
  });

  it('opens on the address rather than on the remembered filter, with the address’s sort, size and columns', async () => {
    window.localStorage.setItem(lastFilterKey('/things'), JSON.stringify({ text: 'recordado' }));
    const { result, asked } = renderGrid('/things?text=enlace&sort=-name&size=50&hide=name');
    await settle();
    expect(asked[0]).toMatchObject({ filter: { text: 'enlace' }, sort: { field: 'name', order: 'desc' }, pageSize: 50 });
    expect(result.current.gridProps.visibility.visibleIds).toEqual(['id']);
  });

  it('opens on the remembered filter when the address says nothing, and writes it there', async () => {
    window.localStorage.setItem(lastFilterKey('/things'), JSON.stringify({ text: 'recordado' }));
    const { asked, address } = renderGrid('/things');
    await settle();
    expect(asked[0]).toMatchObject({ filter: { text: 'recordado' } });
    expect(address.at(-1)?.search).toBe('?text=recordado&hide=');
  });

  it('stays out of the address when the grid remembers no filter (a grid inside a panel) or is told so', async () => {
    for (const options of [{ rememberFilter: undefined }, { views: false as const }]) {
      const { result, address, unmount } = renderGrid('/panel', options);
      await act(async () => result.current.search({ text: 'x' }));
      expect(address.map((a) => a.search)).toEqual(['']);
      expect(result.current.views).toBeNull();
      unmount();
    }
  });
});
