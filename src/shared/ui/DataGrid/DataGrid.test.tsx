import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { DataGrid, type GridColumn, type GridPage, type GridSort } from './DataGrid';
import { GRID_COLUMN_WIDTH, headerFitWidth } from './GridTable';
import { useColumnVisibility } from './columnVisibility';

interface Row {
  id: number;
  name: string;
}

const nameCell = jest.fn((r: Row) => r.name);
const COLUMNS: GridColumn<Row>[] = [
  { id: 'id', header: 'Número', sortField: 'id', body: (r) => r.id },
  { id: 'name', header: 'Nombre', body: nameCell },
];
const ROWS: Row[] = [1, 2, 3].map((id) => ({ id, name: `Fila ${id}` }));

/** A screen's use of the grid: it owns page, sort and selection, as the ticket list does. */
function Harness({ rows = ROWS, loading = false, onPage = jest.fn(), defaultHidden }: { rows?: Row[]; loading?: boolean; onPage?: (p: GridPage) => void; defaultHidden?: string[] }) {
  const visibility = useColumnVisibility(defaultHidden ? 'test-grid-defaults' : 'test-grid', COLUMNS.map((c) => c.id), defaultHidden);
  const [sort, setSort] = useState<GridSort>({ field: 'id', order: 'asc' });
  const [selection, setSelection] = useState<Row[]>([]);
  return (
    <>
      <DataGrid
        visibility={visibility}
        label="Filas de prueba"
        rows={rows}
        dataKey="id"
        columns={COLUMNS}
        totalCount={60}
        page={{ pageNumber: 1, pageSize: 25 }}
        pageSizes={[25, 50, 100]}
        onPage={onPage}
        sort={sort}
        onSort={setSort}
        loading={loading}
        emptyMessage="Sin filas"
        selection={selection}
        onSelectionChange={setSelection}
      />
      <output aria-label="seleccionadas">{selection.map((r) => r.id).join(',')}</output>
      <output aria-label="orden">{`${sort.field} ${sort.order}`}</output>
    </>
  );
}

const OTHER_PAGE: Row[] = [4, 5, 6].map((id) => ({ id, name: `Fila ${id}` }));

/** The grid showing ROWS until another page comes in. */
function TwoPages() {
  const [rows, setRows] = useState(ROWS);
  return (
    <>
      <button type="button" onClick={() => setRows(OTHER_PAGE)}>
        Otra página
      </button>
      <Harness rows={rows} />
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'Filas de prueba' });

describe('DataGrid', () => {
  it('shows a row per item under its column headers', () => {
    renderWithApp(<Harness />);
    const rows = within(table()).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Número', 'Nombre']);
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['1', 'Fila 1'], ['2', 'Fila 2'], ['3', 'Fila 3'],
    ]);
  });

  it('sorts by a sortable column and turns the order on a second click', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const header = within(table()).getByRole('columnheader', { name: 'Número' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(screen.getByLabelText('orden')).toHaveTextContent('id desc');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(table()).getByRole('columnheader', { name: 'Nombre' })).not.toHaveAttribute('aria-sort');
  });

  it('does not draw the rows again when only the header changes (a new page costs one drawing)', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const drawn = nameCell.mock.calls.length;
    await user.click(within(within(table()).getByRole('columnheader', { name: 'Número' })).getByRole('button'));
    expect(screen.getByLabelText('orden')).toHaveTextContent('id desc');
    expect(nameCell.mock.calls.length).toBe(drawn);
  });

  it('makes a column at least as wide as its header’s longest word, whatever width it asks for', () => {
    // The browser suite checks the outcome on every screen (a11y.spec.ts: no header broken inside a word).
    expect(headerFitWidth('Tipo de envío', '4rem')).toBe(headerFitWidth('envío', '4rem'));
    expect(headerFitWidth('Estatus', '4rem')).toMatch(/^max\(4rem, calc\(7 \* /);
  });

  it('keeps a text cell’s whole text in its title, for when the cell cuts it', () => {
    renderWithApp(<Harness rows={[{ id: 1, name: 'Telecomunicaciones San Luis Potosí, sucursal norte' }]} />);
    const [, row] = within(table()).getAllByRole('row');
    expect(within(row!).getByRole('cell', { name: 'Telecomunicaciones San Luis Potosí, sucursal norte' })).toHaveAttribute(
      'title',
      'Telecomunicaciones San Luis Potosí, sucursal norte',
    );
  });

  it('lays every row out on the columns’ widths, given once on the table, the last taking what the region has left', () => {
    renderWithApp(<Harness />);
    const [id, name] = [headerFitWidth('Número', GRID_COLUMN_WIDTH), headerFitWidth('Nombre', GRID_COLUMN_WIDTH)];
    expect(table().style.getPropertyValue('--grid-columns')).toBe(`3rem ${id} minmax(${name}, 1fr)`);
    expect(within(table()).getAllByRole('cell').every((cell) => !cell.hasAttribute('style'))).toBe(true);
  });

  it('shows another page in the rows already drawn, with its own texts, titles and selection', async () => {
    const user = userEvent.setup();
    renderWithApp(<TwoPages />);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar la fila 2' }));
    const drawn = within(table()).getAllByRole('row').slice(1);

    await user.click(screen.getByRole('button', { name: 'Otra página' }));
    const rows = within(table()).getAllByRole('row').slice(1);
    rows.forEach((row, i) => expect(row).toBe(drawn[i]));
    expect(rows.map((row) => within(row).getAllByRole('cell')[2])).toEqual(OTHER_PAGE.map((r) => expect.objectContaining({ title: r.name, textContent: r.name })));
    expect(within(table()).getAllByRole('checkbox', { name: /Seleccionar la fila/ }).map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
  });

  it('selects rows one by one and the whole page from the header box', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar la fila 2' }));
    expect(screen.getByLabelText('seleccionadas')).toHaveTextContent('2');
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByLabelText('seleccionadas')).toHaveTextContent('1,2,3');
    expect(within(table()).getAllByRole('checkbox', { name: /Seleccionar la fila/ }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(all);
    expect(screen.getByLabelText('seleccionadas')).toBeEmptyDOMElement();
  });

  it('asks for the next page from the paginator', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    renderWithApp(<Harness onPage={onPage} />);
    expect(screen.getByText('1–25 de 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(onPage).toHaveBeenCalledWith({ pageNumber: 2, pageSize: 25 });
  });

  it('shows every column, or the default ones again, from two buttons atop the column chooser', async () => {
    renderWithApp(<Harness defaultHidden={['name']} />);
    const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).not.toContain('Nombre');
    await userEvent.click(screen.getByRole('combobox', { name: 'Columnas' }).closest('.p-multiselect')!);
    // The overlay stays in the page under jsdom, but hidden.
    const button = (name: string) => screen.getByRole('button', { name, hidden: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar todas', hidden: true }));
    expect(headers()).toEqual(expect.arrayContaining(['Número', 'Nombre']));
    expect(button('Mostrar todas')).toBeDisabled();
    await userEvent.click(button('Columnas por defecto'));
    expect(headers()).not.toContain('Nombre');
    expect(headers()).toContain('Número');
  });

  it('offers no way back to the default columns where every column is shown by default', async () => {
    renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Columnas' }).closest('.p-multiselect')!);
    expect(await screen.findByRole('button', { name: 'Mostrar todas', hidden: true })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Columnas por defecto', hidden: true })).not.toBeInTheDocument();
  });

  it('says when there is nothing to show', () => {
    renderWithApp(<Harness rows={[]} />);
    expect(within(table()).getByText('Sin filas')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-busy', 'false');
  });

  it('marks the table busy while a page loads, without the empty message', () => {
    renderWithApp(<Harness rows={[]} loading />);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(within(table()).queryByText('Sin filas')).not.toBeInTheDocument();
  });
});
