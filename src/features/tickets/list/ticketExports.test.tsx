import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readWorkbook } from '../../../../test/setup/readWorkbook';
import { saveFile } from '../../../shared/export/download';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

beforeEach(() => saveFileMock.mockReset());

/** The cells of one CSV record (RFC 4180 quoting). */
function csvRecord(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
}

/** The list's grid once its rows are in, and its column headers in order (the selection column has none). */
async function openList(route: string) {
  renderScreen({ route, as: { sandbox, role: 'DIS' } });
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  const headers = () => within(table).getAllByRole('columnheader').map((h) => h.textContent!.trim()).filter(Boolean);
  return { table, headers };
}

/** Exports the first row in a format and answers the file. */
async function exportFirstRow(table: HTMLElement, button: 'Exportar CSV' | 'Exportar Excel') {
  const [, firstRow] = within(table).getAllByRole('row');
  if (!firstRow!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked) await userEvent.click(firstRow!.querySelector('input[type="checkbox"]')!);
  await userEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  const [blob] = saveFileMock.mock.calls[0]!;
  saveFileMock.mockReset();
  return blob;
}

async function csvHeaders(table: HTMLElement) {
  const text = (await (await exportFirstRow(table, 'Exportar CSV')).text()).replace(/^\uFEFF/, '');
  const [header, row] = text.split('\r\n');
  return { headers: csvRecord(header!), cells: csvRecord(row!) };
}

describe('ticket list exports', () => {
  it('write exactly the grid’s visible columns, headers and order, in CSV and Excel', async () => {
    const { table, headers } = await openList('/requirement/find');
    const shown = headers();
    expect(shown).toContain('Avance de la solución');

    const csv = await csvHeaders(table);
    expect(csv.headers).toEqual(shown);
    expect(csv.cells).toHaveLength(shown.length);

    const [sheet] = await readWorkbook(await (await exportFirstRow(table, 'Exportar Excel')).arrayBuffer());
    const [sheetHeaders] = sheet!.rows;
    expect(sheetHeaders).toEqual(shown);
  });

  it('follow the column chooser', async () => {
    const { table, headers } = await openList('/requirement/find');
    await userEvent.click(screen.getByRole('combobox', { name: 'Columnas' }).closest('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Socio', hidden: true }));
    await waitFor(() => expect(headers()).not.toContain('Socio'));

    expect((await csvHeaders(table)).headers).toEqual(headers());
  });

  it('write the programmed view’s ten columns', async () => {
    const { table, headers } = await openList('/requirement/find?statusCategoryId=5');
    expect(headers()).toHaveLength(10);
    expect((await csvHeaders(table)).headers).toEqual(headers());
  });
});
