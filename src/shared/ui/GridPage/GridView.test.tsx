import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { topDialog } from '../../../../test/setup/gridActions';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { saveFile } from '../../export/download';
import { recordCodec, textField } from '../../gridViews/filterCodecs';
import { localGridViewStore } from '../../gridViews/gridViewStore';
import { GridViewStoreProvider } from '../../gridViews/GridViewStoreContext';
import { valueColumn } from './pageColumns';
import { GridView, type GridViewProps } from './GridView';
import { useServerGrid, type GridRequest } from './useServerGrid';

jest.mock('../../export/download', () => ({ saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

interface Row {
  id: number;
  tags: string[];
}
const labels = { active: 'Activo', inactive: 'Inactivo', yes: 'Sí', no: 'No' };
const ROWS: Row[] = [{ id: 7, tags: ['rojo', 'azul'] }];
const COLUMNS = [
  valueColumn<Row>(labels, { id: 'id', header: 'Número', format: 'number' }),
  valueColumn<Row>(labels, { id: 'tags', header: 'Etiquetas', value: (row) => row.tags.join(' / ') }),
];
const page = { data: { items: ROWS, totalCount: 1 } };
const endpoint = {
  useQuery: () => ({ data: page, isFetching: false, refetch: () => undefined }),
  readOutsideStore: async () => page,
};
const toArg = (request: GridRequest<null>) => request;

function Harness(props: Partial<GridViewProps<Row>>) {
  const grid = useServerGrid<Row, null, GridRequest<null>>({
    gridKey: 'grid-view-test',
    endpoint,
    toArg,
    columns: COLUMNS,
    emptyFilter: null,
    pageSizes: [25],
    defaultSort: { field: 'id', order: 'asc' },
  });
  return <GridView<Row> grid={grid} dataKey="id" title="Etiquetas del mes" {...props} />;
}

describe('GridView', () => {
  it('names the grid, counts the selection in the screen’s words and exports computed values', async () => {
    renderWithApp(<Harness label="Etiquetas" selectedText={(count) => `${count} etiqueta(s)`} />);
    const table = screen.getByRole('table', { name: 'Etiquetas' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Seleccionar la fila 7' }));
    expect(screen.getByText('1 etiqueta(s)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Etiquetas del m_\d{2}_\d{2}_\d{4}\.csv$/);
    expect((await blob.text()).replace(/^\uFEFF/, '')).toBe('Número,Etiquetas\r\n7,rojo / azul\r\n');
  });

  it('leaves the exports out only when told to', () => {
    renderWithApp(<Harness exports={false} />);
    expect(screen.getByRole('table', { name: 'Etiquetas del mes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(screen.getByText('0 seleccionados')).toBeInTheDocument();
  });
});

interface Search {
  text: string;
}
const searchCodec = recordCodec<Search>({ text: textField(50) });

/** One of two grids on a page, each with its prefix in the address; its toolbar's search field starts on the filter's text, as TicketSearchBox does. */
function PrefixedGrid({ prefix, name }: { prefix: string; name: string }) {
  const grid = useServerGrid<Row, Search, GridRequest<Search>>({
    gridKey: `grid-view-${prefix}`,
    endpoint,
    toArg: (request) => request,
    columns: COLUMNS,
    emptyFilter: { text: '' },
    pageSizes: [25],
    defaultSort: { field: 'id', order: 'asc' },
    views: { prefix, codec: searchCodec },
  });
  const search = (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        grid.search({ text: (event.currentTarget.elements.namedItem('text') as HTMLInputElement).value });
      }}
    >
      <input name="text" aria-label={`Texto de ${name}`} defaultValue={grid.filter.text} />
      <button type="submit">Buscar en {name}</button>
    </form>
  );
  return <GridView<Row> grid={grid} dataKey="id" title={name} toolbar={search} exports={false} />;
}

const address = { search: '' };
function Address() {
  const { search } = useLocation();
  useEffect(() => void (address.search = search), [search]);
  return null;
}
const param = (name: string) => new URLSearchParams(address.search).get(name);

function renderTwoGrids(route: string) {
  return renderWithApp(
    <GridViewStoreProvider userId={null} store={localGridViewStore(1)}>
      <Address />
      <PrefixedGrid prefix="open" name="Abiertos" />
      <PrefixedGrid prefix="closed" name="Cerrados" />
    </GridViewStoreProvider>,
    { route },
  );
}
const viewsOf = (name: string) => screen.findByRole('group', { name: `Vistas guardadas de ${name}` });

async function saveView(group: HTMLElement, name: string, asDefault = false) {
  await userEvent.click(within(group).getByRole('button', { name: 'Guardar vista' }));
  await userEvent.type(within(topDialog()).getByLabelText('Nombre de la vista'), name);
  if (asDefault) await userEvent.click(within(topDialog()).getByLabelText('Abrir esta vista al entrar en la pantalla'));
  await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('GridView of a page with two grids in one address', () => {
  beforeEach(() => window.localStorage.clear());

  it('copies the whole page’s address as the link, and a view opened changes only its grid’s part', async () => {
    renderTwoGrids('/panels?open.text=uno&closed.text=dos');
    const open = await viewsOf('Abiertos');
    await saveView(open, 'Solo uno');
    await waitFor(() => expect(open).toHaveTextContent('Solo uno'));

    await userEvent.click(within(open).getByRole('button', { name: 'Copiar enlace' }));
    const link = new URL((within(topDialog()).getByLabelText('Enlace') as HTMLInputElement).value);
    expect(link.pathname).toBe('/panels');
    expect(Object.fromEntries(link.searchParams)).toEqual({ 'open.text': 'uno', 'open.hide': '', 'closed.text': 'dos', 'closed.hide': '' });
    await userEvent.click(within(topDialog()).getAllByRole('button', { name: 'Cerrar' })[0]!);

    for (const name of ['Abiertos', 'Cerrados']) {
      await userEvent.clear(screen.getByLabelText(`Texto de ${name}`));
      await userEvent.type(screen.getByLabelText(`Texto de ${name}`), `${name} nuevo`);
      await userEvent.click(screen.getByRole('button', { name: `Buscar en ${name}` }));
    }
    await waitFor(() => expect([param('open.text'), param('closed.text')]).toEqual(['Abiertos nuevo', 'Cerrados nuevo']));

    await userEvent.click(within(open).getByRole('combobox', { name: 'Vista guardada' }).closest('.p-dropdown')!);
    // jsdom runs no CSS transition: the open panel stays display:none.
    await userEvent.click(await screen.findByRole('option', { name: 'Solo uno', hidden: true }));
    await waitFor(() => expect(param('open.text')).toBe('uno'));
    expect(param('closed.text')).toBe('Cerrados nuevo');
    // The toolbar's fields are drawn afresh with the view's values.
    expect(screen.getByLabelText('Texto de Abiertos')).toHaveValue('uno');
    expect(screen.getByLabelText('Texto de Cerrados')).toHaveValue('Cerrados nuevo');
  });

  it('says which part of its grid’s link did not apply, and leaves the other grid’s part alone', async () => {
    renderTwoGrids('/panels?open.retired=1&open.hide=&closed.text=dos');
    expect(await screen.findByRole('status')).toHaveTextContent('El filtro «retired» ya no existe');
    await waitFor(() => expect(param('open.retired')).toBeNull());
    expect(param('closed.text')).toBe('dos');
  });

  it('opens each grid on its own default view, never on the other grid’s', async () => {
    const first = renderTwoGrids('/panels?open.text=uno');
    await saveView(await viewsOf('Abiertos'), 'Solo uno', true);
    first.unmount();

    renderTwoGrids('/panels');
    await waitFor(() => expect(param('open.text')).toBe('uno'));
    const open = await viewsOf('Abiertos');
    await waitFor(() => expect(open).toHaveTextContent('Solo uno (predeterminada)'));
    expect(await viewsOf('Cerrados')).toHaveTextContent('Sin vistas guardadas');
    await waitFor(() => expect(param('closed.hide')).toBe(''));
    expect(param('closed.text')).toBeNull();
  });
});
