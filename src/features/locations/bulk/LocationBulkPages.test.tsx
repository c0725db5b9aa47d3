import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allLocations, findLocation } from '../../../../test/sandbox/geography/locationStore';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { columnsOf, writeLocationTemplate, type LocationBulkMode } from '../../../domain/locations/bulk/locationTemplates';
import { saveFile } from '../../../shared/export/download';
import type { Language } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox({ tickets: 50 });
const L = LIMITS.locations;
const { latitudeMax, longitudeMax } = LIMITS.geo;
const POSTAL_CODE_MISSING = 'EL código postal no existe, intente de nuevo.';

/** A good load row of client 1 at a seeded location's postal code, as the template's cells (coordinates as Excel keeps typed numbers). */
function loadCells(name: string, patch: Record<string, string> = {}): (string | number)[] {
  const row: Record<string, string> = {
    clientId: '1', name, locationPriorityId: '1', comercialName: '', address: 'Av. Juárez 12', postalCode: sandbox.store.locations.get(1)!.postalCode,
    locality: '', latitude: '19.4326', longitude: '-99.1332', additionalInfo: '', ...patch,
  };
  const coordinate = (column: string) => (column === 'latitude' || column === 'longitude') && !Number.isNaN(Number(row[column]));
  return columnsOf('load').map((column) => (coordinate(column) ? Number(row[column]) : (row[column] ?? '')));
}

const asFile = (bytes: ArrayBuffer, name = 'ubicaciones.xlsx') => new File([bytes], name);
const template = async (mode: LocationBulkMode, rows: (string | number)[][], language: Language = 'es') =>
  asFile(await (await writeLocationTemplate(mode, language, rows)).arrayBuffer());
const upload = async (file: File, label: string) => userEvent.upload(await screen.findByLabelText(label), file, { applyAccept: false });
const LOAD_FILE = 'Archivo de carga de ubicaciones';
const DEACTIVATE_FILE = 'Archivo de desactivación de ubicaciones';
const open = (path: string, language: Language = 'es') => renderScreen({ route: `/ubications/${path}`, language, as: { sandbox, role: 'ADM' } });
const issueRows = async (name: RegExp) =>
  within(await screen.findByRole('table', { name })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('location bulk load (ubications/massiveLoadUbications)', () => {
  it('checks a good file, confirms with the count, loads it whole and lists what was saved', async () => {
    const before = allLocations(sandbox.store).length;
    open('massiveLoadUbications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carga masiva de ubicaciones' })).toBeInTheDocument();
    await upload(await template('load', [loadCells('Masiva Uno'), loadCells('Masiva Dos', { latitude: String(latitudeMax), longitude: String(-longitudeMax) })]), LOAD_FILE);
    expect(await screen.findByText('2 ubicaciones listas para cargar')).toBeInTheDocument();
    expect(allLocations(sandbox.store)).toHaveLength(before);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar 2 ubicaciones' }));
    expect(await screen.findByText('Carga masiva exitosa: 2 ubicaciones cargadas')).toBeInTheDocument();
    expect(allLocations(sandbox.store)).toHaveLength(before + 2);
    const saved = within(screen.getByRole('table', { name: 'Ubicaciones guardadas' })).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(saved).toEqual([expect.stringMatching(/^2Masiva Uno\d+$/), expect.stringMatching(/^3Masiva Dos\d+$/)]);
  });

  it('lists every rule a row breaks at its edge, by row and column, and sends nothing', async () => {
    const before = allLocations(sandbox.store).length;
    open('massiveLoadUbications');
    await upload(await template('load', [
      loadCells('N'.repeat(L.nameMax)),
      loadCells('M'.repeat(L.nameMax + 1)),
      loadCells('Cp4', { postalCode: '1'.repeat(L.postalCodeMin - 1) }),
      loadCells('Cp6', { postalCode: '1'.repeat(L.postalCodeMax) }),
      loadCells('Cp7', { postalCode: '1'.repeat(L.postalCodeMax + 1) }),
      loadCells('Lat', { latitude: (latitudeMax + 0.000001).toFixed(L.coordinateDecimals), longitude: '-99.12345678' }),
      loadCells('n'.repeat(L.nameMax)),
      loadCells('Cliente', { clientId: 'uno' }),
    ]), LOAD_FILE);
    expect(await issueRows(/El archivo tiene 7 errores; no se cargó ninguna ubicación/)).toEqual([
      ['3', 'Nombre', `El valor no puede exceder ${L.nameMax} caracteres`],
      ['4', 'Código postal', `El código postal debe tener de ${L.postalCodeMin} a ${L.postalCodeMax} dígitos`],
      ['6', 'Código postal', `El código postal debe tener de ${L.postalCodeMin} a ${L.postalCodeMax} dígitos`],
      ['7', 'Latitud', `La latitud debe estar entre -${latitudeMax} y ${latitudeMax}`],
      ['7', 'Longitud', `Máximo de decimales: ${L.coordinateDecimals}`],
      ['8', 'Nombre', 'La ubicación se repite en el archivo para el mismo cliente'],
      ['9', 'ID del cliente', 'Solo se permiten números'],
    ]);
    expect(screen.queryByRole('button', { name: /^Cargar/ })).not.toBeInTheDocument();
    expect(allLocations(sandbox.store)).toHaveLength(before);
  });

  it('lists what the service refuses (a postal code that does not exist, a name the client has) and saves none', async () => {
    const before = allLocations(sandbox.store).length;
    const taken = allLocations(sandbox.store).find((l) => l.clientId === 1)!;
    open('massiveLoadUbications');
    await upload(await template('load', [loadCells('Nueva', { postalCode: '999999' }), loadCells(taken.name)]), LOAD_FILE);
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar 2 ubicaciones' }));
    expect(await issueRows(/El servicio rechazó la carga \(2 errores\); no se cargó ninguna ubicación/)).toEqual([
      ['2', 'Código postal', POSTAL_CODE_MISSING],
      ['3', 'Nombre', 'Ya existe una ubicación con ese nombre para el cliente'],
    ]);
    expect(allLocations(sandbox.store)).toHaveLength(before);
  });

  it('downloads the template and opens the usage guide in the user’s language', async () => {
    saveFileMock.mockClear();
    open('massiveLoadUbications', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledWith(expect.any(Blob), 'Location_load_template.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Usage guide' }));
    const guide = await screen.findByRole('dialog', { name: 'Location bulk load usage guide' });
    expect(guide).toHaveTextContent(`Postal codeRequired. ${L.postalCodeMin} to ${L.postalCodeMax} digits; it must exist.`);
  });
});

describe('location bulk deactivation (ubications/massiveDeactivate)', () => {
  const enabledOf = (clientId: number) => allLocations(sandbox.store).filter((l) => l.clientId === clientId && l.enabled);

  it('deactivates the named locations with their reason, or none when one is not the client’s', async () => {
    const [first, second] = enabledOf(3);
    open('massiveDeactivate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Desactivación masiva de ubicaciones' })).toBeInTheDocument();
    await upload(await template('deactivate', [['3', first!.name, 'Cierre'], ['4', second!.name, 'Cierre']]), DEACTIVATE_FILE);
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar 2 ubicaciones' }));
    expect(await issueRows(/El servicio rechazó la desactivación \(1 error\)/)).toEqual([['3', 'Nombre de la ubicación', 'La ubicación no existe para el cliente']]);
    expect(findLocation(sandbox.store, first!.id)!.enabled).toBe(true);

    await upload(await template('deactivate', [['3', first!.name, 'Cierre'], ['3', second!.name, 'R'.repeat(L.changeReasonMax)]]), DEACTIVATE_FILE);
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar 2 ubicaciones' }));
    expect(await screen.findByText('Desactivación masiva exitosa: 2 ubicaciones desactivadas')).toBeInTheDocument();
    expect([findLocation(sandbox.store, first!.id)!.enabled, findLocation(sandbox.store, second!.id)!.enabled]).toEqual([false, false]);
  });

  it('checks the reason at its edge and a location named twice before sending', async () => {
    const [first] = enabledOf(4);
    open('massiveDeactivate');
    await upload(await template('deactivate', [['4', first!.name, 'R'.repeat(L.changeReasonMax + 1)], ['4', first!.name.toUpperCase(), '']]), DEACTIVATE_FILE);
    expect(await issueRows(/El archivo tiene 3 errores; no se desactivó ninguna ubicación/)).toEqual([
      ['2', 'Motivo del cambio', `El valor no puede exceder ${L.changeReasonMax} caracteres`],
      ['3', 'Motivo del cambio', 'Este campo es obligatorio'],
      ['3', 'Nombre de la ubicación', 'La ubicación se repite en el archivo para el mismo cliente'],
    ]);
  });
});
