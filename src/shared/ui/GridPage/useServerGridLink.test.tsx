import { useEffect, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { connectionSlice } from '../../../core/store/connectionSlice';
import { lastFilterKey } from '../../storage/lastFilter';
import { valueColumn, type PageColumn } from './pageColumns';
import { useServerGrid, type GridRequest, type ServerGrid, type ServerGridOptions } from './useServerGrid';

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

type Options = Partial<ServerGridOptions<Row, Filter, GridRequest<Filter>>>;

/** `alongside`: a second grid on the same page (its state in `other.current`). */
function renderGrid(route: string, options: Options = {}, alongside?: Options) {
  const asked: GridRequest<Filter>[] = [];
  const address: { search: string; type: string }[] = [];
  const endpoint = {
    useQuery: (arg: GridRequest<Filter>, query?: { skip?: boolean }) => {
      useEffect(() => void (query?.skip || asked.push(arg)), [arg, query?.skip]);
      return { data: { data: { items: [], totalCount: 0 } }, isFetching: false, refetch: () => undefined };
    },
    readOutsideStore: async () => ({ data: { items: [], totalCount: 0 } }),
  };
  function Probe() {
    const { search } = useLocation();
    const type = useNavigationType();
    useEffect(() => void address.push({ search, type }), [search, type]);
    return null;
  }
  const base = (more: Options): ServerGridOptions<Row, Filter, GridRequest<Filter>> => ({
    gridKey: `link-${expect.getState().currentTestName}`,
    endpoint,
    toArg: (request) => request,
    columns: COLUMNS,
    emptyFilter: { text: '' },
    pageSizes: [25, 50],
    defaultSort: { field: 'id', order: 'asc' },
    rememberFilter: parse,
    ...more,
  });
  const other: { current: ServerGrid<Row, Filter> | null } = { current: null };
  function Alongside({ more }: { more: Options }) {
    other.current = useServerGrid<Row, Filter, GridRequest<Filter>>(base({ gridKey: 'link-alongside', ...more }));
    return null;
  }
  const store = configureStore({ reducer: { [connectionSlice.reducerPath]: connectionSlice.reducer } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Probe />
        {alongside && <Alongside more={alongside} />}
        {children}
      </MemoryRouter>
    </Provider>
  );
  const view = renderHook(() => useServerGrid<Row, Filter, GridRequest<Filter>>(base(options)), { wrapper });
  return { ...view, asked, address, other };
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

  it('two grids with their own prefix share the address: each opens on its own part and writes only it', async () => {
    const { result, other, address, asked } = renderGrid('/panels?a.sort=-name&b.size=50', { views: { prefix: 'a' } }, { views: { prefix: 'b' } });
    await settle();
    expect(result.current.gridProps.sort).toEqual({ field: 'name', order: 'desc' });
    expect(result.current.gridProps.page.pageSize).toBe(25);
    expect(other.current?.gridProps.page.pageSize).toBe(50);
    expect(other.current?.gridProps.sort).toEqual({ field: 'id', order: 'asc' });
    expect(asked.at(-1)).toMatchObject({ sort: { field: 'name', order: 'desc' }, pageSize: 25 });

    await act(async () => result.current.search({ text: 'bomba' }));
    await act(async () => other.current?.gridProps.onSort({ field: 'name', order: 'asc' }));
    const params = new URLSearchParams(address.at(-1)?.search);
    expect(Object.fromEntries(params)).toEqual({ 'a.text': 'bomba', 'a.sort': '-name', 'a.hide': '', 'b.sort': 'name', 'b.size': '50', 'b.hide': '' });
    expect(result.current.filter).toEqual({ text: 'bomba' });
    expect(other.current?.filter).toEqual({ text: '' });
  });

  it('two prefixed grids writing in the same moment keep both writes', async () => {
    const { result, other, address } = renderGrid('/panels', { views: { prefix: 'a' } }, { views: { prefix: 'b' } });
    await settle();
    await act(async () => {
      result.current.search({ text: 'uno' });
      other.current?.search({ text: 'dos' });
    });
    const params = new URLSearchParams(address.at(-1)?.search);
    expect([params.get('a.text'), params.get('b.text')]).toEqual(['uno', 'dos']);
    expect(result.current.filter).toEqual({ text: 'uno' });
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
