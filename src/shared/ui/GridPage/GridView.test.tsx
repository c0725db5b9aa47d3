import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { saveFile } from '../../export/download';
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
