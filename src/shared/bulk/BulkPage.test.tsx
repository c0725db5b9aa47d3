import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { saveFile } from '../export/download';
import { BulkPage, type BulkDescription } from './BulkPage';
import type { SheetCheck } from './sheetCheck';
import type { SendOutcome } from './useBulkSteps';

jest.mock('../export/download', () => ({ ...jest.requireActual('../export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

interface Issue { row: number; text: string }

/** A made-up screen: its check and send answer what the test queues. */
function describe_(check: (file: File | null | undefined) => Promise<SheetCheck<string, Issue>>, send: () => Promise<SendOutcome<Issue, string[]>>): BulkDescription<string, Issue, string[]> {
  return {
    id: 'demo',
    texts: {
      title: 'Carga de prueba', intro: 'Intro', fileLabel: 'Archivo de prueba',
      ready: (count) => `${count} filas listas`, send: (count) => `Cargar ${count} filas`,
      issues: (count, fromServer) => `${fromServer ? 'Rechazo' : 'Errores'}: ${count}`, issuesFile: 'Errores_prueba',
    },
    template: { write: async () => new Blob(['plantilla']), fileName: 'Plantilla.xlsx', hint: 'Llene la plantilla' },
    usage: { title: 'Guía de prueba', content: <p>Columna A: obligatoria</p> },
    limits: { maxFileBytes: 10_485_760, maxRows: 10_000 },
    check, send,
    showIssue: (issue) => ({ rowNumber: issue.row, column: 'A', message: issue.text }),
    renderResult: (saved, name) => <p role="status">{`${name}: ${saved.join(', ')} guardadas`}</p>,
  };
}

const pick = async (name = 'carga.xlsx') => userEvent.upload(screen.getByLabelText('Archivo de prueba'), new File(['x'], name));

describe('BulkPage', () => {
  it('walks template, usage guide, file, check, confirm and result', async () => {
    let answerSend!: (outcome: SendOutcome<Issue, string[]>) => void;
    const send = jest.fn(() => new Promise<SendOutcome<Issue, string[]>>((resolve) => (answerSend = resolve)));
    renderWithApp(<BulkPage description={describe_(async () => ({ ok: true, rows: ['a', 'b'] }), send)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Carga de prueba' })).toBeInTheDocument();
    expect(screen.getByText('Aún no se eligió un archivo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledWith(expect.any(Blob), 'Plantilla.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Guía de uso' }));
    expect(await screen.findByRole('dialog', { name: 'Guía de prueba' })).toHaveTextContent('Columna A: obligatoria');
    await userEvent.keyboard('{Escape}');
    await pick();
    expect(await screen.findByText('2 filas listas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar 2 filas' }));
    expect(screen.getByText('Enviando carga.xlsx (2 filas)…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cargar 2 filas' })).toBeDisabled();
    expect(screen.getByLabelText('Archivo de prueba')).toBeDisabled();
    answerSend({ ok: true, result: ['a', 'b'] });
    expect(await screen.findByText('carga.xlsx: a, b guardadas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar otro archivo' }));
    expect(screen.getByText('Aún no se eligió un archivo.')).toBeInTheDocument();
  });

  it('tells a refused file with the limits, and lists row issues downloadable as Excel', async () => {
    const answers: SheetCheck<string, Issue>[] = [{ ok: false, fileError: 'tooLarge' }, { ok: false, fileError: null, issues: [{ row: 2, text: 'Campo obligatorio' }] }];
    renderWithApp(<BulkPage description={describe_(async () => answers.shift()!, jest.fn())} />);
    await pick('grande.xlsx');
    expect(await screen.findByRole('alert')).toHaveTextContent('grande.xlsx: El archivo excede el tamaño permitido (10 MB y 10,000 filas)');
    await pick();
    const table = await screen.findByRole('table', { name: 'Errores: 1' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2ACampo obligatorio');
    saveFileMock.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar errores (Excel)' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/^Errores_prueba_\d\d_\d\d_\d{4}\.xlsx$/)));
  });

  it('keeps the checked rows and says why when the request fails, then lists what the service refused', async () => {
    const outcomes: (() => Promise<SendOutcome<Issue, string[]>>)[] = [
      async () => Promise.reject({ status: 500, message: 'Servicio no disponible', messageKey: 'errors.requestFailed' }),
      async () => ({ ok: false, issues: [{ row: 3, text: 'Ya existe' }] }),
    ];
    renderWithApp(<BulkPage description={describe_(async () => ({ ok: true, rows: ['a'] }), () => outcomes.shift()!())} />);
    await pick();
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar 1 filas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar 1 filas' }));
    expect(within(await screen.findByRole('table', { name: 'Rechazo: 1' })).getAllByRole('row')[1]).toHaveTextContent('3AYa existe');
  });
});
