import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { productModels } from '../../../../test/sandbox/catalog/richState';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { writeComponentTemplate } from '../../../domain/components/bulk/componentTemplate';
import { TEMPLATE_COLUMNS, type TemplateRow } from '../../../domain/components/templateRows';
import { saveFile } from '../../../shared/export/download';
import { buildWorkbook } from '../../../shared/files/xlsxReader/testWorkbook';
import type { Language } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox({ tickets: 50 });
const C = LIMITS.components;
const components = () => inventoryOf(sandbox.store).ledger.components;
const cents = (amount: number) => (Math.round(amount * 100) / 100).toFixed(2);

/** A good row for a new component in warehouse 1, as the template's cells. */
function cells(serialNumber: string, patch: Partial<TemplateRow> = {}): string[] {
  const model = [...productModels(sandbox.store).values()].find((m) => m.enabled)!;
  const row: TemplateRow = {
    serialNumber, productModelId: String(model.id), clientId: null, locationId: null, responsibleTypeId: '1', responsibleId: '1', componentStatusId: '1',
    conditionId: null, productTiNumber: '700001', cost: '1250.50', currencyId: '1', programmed: 'SI', remote: 'NO', isClientProperty: null,
    ip: '10.0.0.15', port: '8080', simNumber: null, imeiNumber: null, ...patch,
  };
  return TEMPLATE_COLUMNS.map((column) => row[column] ?? '');
}

const asFile = (bytes: Uint8Array | ArrayBuffer, name = 'componentes.xlsx') => new File([bytes as BlobPart], name);
const template = async (rows: string[][], language: Language = 'es') => asFile(await (await writeComponentTemplate('load', language, rows)).arrayBuffer());
const upload = async (file: File, label = 'Archivo de carga de componentes') => userEvent.upload(await screen.findByLabelText(label), file, { applyAccept: false });
const open = (language: Language = 'es') => renderScreen({ route: '/configurationComponent/massiveLoad', language, as: { sandbox, role: 'ADM' } });
const issueRows = async (name: RegExp) =>
  within(await screen.findByRole('table', { name })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('component bulk load (/configurationComponent/massiveLoad)', () => {
  it('checks a good file, confirms with the count, loads it whole and lists what was saved', async () => {
    const before = components().size;
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Carga masiva de componentes' })).toBeInTheDocument();
    await upload(await template([cells('BULK-A'), cells('BULK-B', { cost: cents(C.costMin), isClientProperty: 'SI' })]));
    expect(await screen.findByText('2 componentes listos para cargar')).toBeInTheDocument();
    expect(components().size).toBe(before);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar 2 componentes' }));
    expect(await screen.findByText('Carga masiva exitosa: 2 componentes cargados')).toBeInTheDocument();
    expect(components().size).toBe(before + 2);
    const saved = within(screen.getByRole('table', { name: 'Componentes guardados' })).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(saved).toEqual([expect.stringMatching(/^2BULK-A\d+$/), expect.stringMatching(/^3BULK-B\d+$/)]);
    expect([...components().values()].find((c) => c.serialNumber === 'BULK-B')).toMatchObject({ cost: C.costMin, isClientProperty: true });
  });

  it('lists every rule a row breaks at its edge, by row and column, sends nothing, and takes the fixed file', async () => {
    const before = components().size;
    open();
    await upload(await template([
      cells('S'.repeat(C.serialMax)),
      cells('T'.repeat(C.serialMax + 1)),
      cells('EDGE-1', { cost: '0' }),
      cells('EDGE-2', { cost: cents(C.costMax) }),
      cells('EDGE-3', { cost: cents(C.costMax + 0.01) }),
      cells('EDGE-1', { programmed: 'QUIZÁ', productModelId: 'A7' }),
    ]));
    expect(await issueRows(/El archivo tiene 6 errores; no se cargó ningún componente/)).toEqual([
      ['3', 'Número de serie', `El número de serie no puede exceder ${C.serialMax} caracteres`],
      ['4', 'Costo', 'El costo debe ser mayor a 0'],
      ['6', 'Costo', 'El costo no puede ser mayor a 9,999,999.00'],
      ['7', 'ID del modelo', 'Solo se permiten números'],
      ['7', 'Programado', 'Capture SI o NO'],
      ['7', 'Número de serie', 'El número de serie se repite en el archivo'],
    ]);
    expect(screen.queryByRole('button', { name: /^Cargar/ })).not.toBeInTheDocument();
    expect(components().size).toBe(before);
    // Nothing is lost: the same page takes the corrected file.
    await upload(await template([cells('S'.repeat(C.serialMax)), cells('EDGE-2', { cost: cents(C.costMax) })]));
    expect(await screen.findByText('2 componentes listos para cargar')).toBeInTheDocument();
  });

  it('downloads the error list as CSV in the user\'s language', async () => {
    saveFileMock.mockClear();
    open();
    await upload(await template([cells('CSV-1', { cost: '0' })]));
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar errores (CSV)' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1));
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Errores_carga_\d\d_\d\d_\d{4}\.csv$/);
    // ignoreBOM keeps the byte order mark Excel needs to read UTF-8.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe('\uFEFFFila,Columna,Error\r\n2,Costo,El costo debe ser mayor a 0\r\n');
  });

  it('refuses a modified template, another workbook, a file of another format and unreadable content', async () => {
    open();
    const zip = await JSZip.loadAsync(await (await writeComponentTemplate('load', 'es', [cells('MOD-1')])).arrayBuffer());
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', sheet.replace('>Costo<', '>Precio<'));
    await upload(asFile(await zip.generateAsync({ type: 'uint8array' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('componentes.xlsx: El archivo parece modificado y ya no coincide con la plantilla');
    await upload(asFile(await buildWorkbook({ sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>Serie</t></is></c></row>' }), 'otro.xlsx'));
    expect(await screen.findByText('Los encabezados no coinciden con la plantilla')).toBeInTheDocument();
    await upload(asFile(new TextEncoder().encode('a,b'), 'componentes.csv'));
    expect(await screen.findByText('El archivo tiene un formato no soportado; use la plantilla .xlsx')).toBeInTheDocument();
    const notBook = new JSZip();
    notBook.file('nota.txt', 'no es un libro');
    await upload(asFile(await notBook.generateAsync({ type: 'uint8array' }), 'roto.xlsx'));
    expect(await screen.findByText('El contenido del archivo no se puede procesar')).toBeInTheDocument();
  });

  it('lists the rows the service refuses (a component already added) and saves none', async () => {
    const existing = [...components().values()][0]!;
    const before = components().size;
    open();
    await upload(await template([cells('NUEVO-1'), cells(existing.serialNumber)]));
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar 2 componentes' }));
    expect(await issueRows(/El servicio rechazó la carga \(1 error\); no se cargó ningún componente/)).toEqual([['3', 'Número de serie', 'El componente ya fue agregado']]);
    expect(components().size).toBe(before);
  });

  it('reads a Spanish template in English, with the usage guide and the errors in English', async () => {
    open('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Usage guide' }));
    const guide = await screen.findByRole('dialog', { name: 'Component bulk load usage guide' });
    expect(guide).toHaveTextContent(`Serial numberRequired. The component's serial number, up to ${C.serialMax} characters`);
    expect(guide).toHaveTextContent('CostRequired. Above 0, with a decimal point and at most 2 decimals');
    await userEvent.keyboard('{Escape}');
    await upload(await template([cells('EN-1', { cost: '1.234' })], 'es'), 'Component load file');
    expect(await issueRows(/The file has 1 error; no component was loaded/)).toEqual([['2', 'Cost', 'The cost allows at most 2 decimals']]);
  });

  it('downloads the template in the user\'s language', async () => {
    saveFileMock.mockClear();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledWith(expect.any(Blob), 'Plantilla_carga_componentes.xlsx'));
  });
});
