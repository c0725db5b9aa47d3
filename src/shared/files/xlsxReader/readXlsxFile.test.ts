import { createI18n } from '../../i18n/i18n';
import { readXlsxFile } from './readXlsxFile';
import { buildWorkbook } from './testWorkbook';

const spawn = jest.fn<Worker, []>();
jest.mock('./spawnXlsxReaderWorker', () => ({ spawnXlsxReaderWorker: () => spawn() }));

/** A worker that starts and then fails on its own, as one that runs out of memory does. */
class FailingWorker extends EventTarget {
  readonly terminate = jest.fn();
  postMessage(): void {
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message: 'out of memory' })));
  }
}

// jsdom's File, which its FileReader reads (the global Blob under jest is Node's).
const workbook = async () => new File([await buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c></row>' }) as Uint8Array<ArrayBuffer>], 'carga.xlsx');
const globals = globalThis as { Worker?: unknown };

describe('readXlsxFile', () => {
  afterEach(() => {
    delete globals.Worker;
    spawn.mockReset();
  });

  it('reads on the page only where there is no Worker at all', async () => {
    expect(await readXlsxFile(await workbook())).toMatchObject({ type: 'done', sheet: { rows: [{ rowNumber: 1, cells: ['1'] }] } });
    expect(spawn).not.toHaveBeenCalled();
  });

  it('refuses, in both languages, when the worker cannot start, instead of reading on the page', async () => {
    globals.Worker = class {};
    spawn.mockImplementation(() => {
      throw new Error('blocked by policy');
    });
    const reply = await readXlsxFile(await workbook());
    expect(reply).toMatchObject({ type: 'failed', code: 'workerUnavailable' });
    expect(spawn).toHaveBeenCalled();
    const code = reply.type === 'failed' ? reply.code : '';
    expect(createI18n('es').t(`bulk.fileErrors.${code}`)).toBe(
      'Este navegador no pudo iniciar el lector de archivos, así que el archivo no se leyó; recargue la página e intente de nuevo',
    );
    expect(createI18n('en').t(`bulk.fileErrors.${code}`)).toBe('This browser could not start the file reader, so the file was not read; reload the page and try again');
  });

  it('refuses when the worker fails while reading, instead of reading again on the page', async () => {
    globals.Worker = FailingWorker;
    spawn.mockImplementation(() => new FailingWorker() as unknown as Worker);
    expect(await readXlsxFile(await workbook())).toMatchObject({ type: 'failed', code: 'workerUnavailable' });
  });
});
