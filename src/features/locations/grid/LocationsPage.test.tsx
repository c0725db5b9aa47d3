import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allLocations, locationDetails } from '../../../../test/sandbox/geography/locationStore';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 50 });

const { postalCodeMin, postalCodeMax } = LIMITS.locations;
const { latitudeMax, longitudeMax } = LIMITS.geo;
const MISSING = 'EL código postal no existe, intente de nuevo.';
const open = (role: 'ADM' | 'DIS' = 'ADM') => renderScreen({ route: '/ubications', as: { sandbox, role } });
const rows = () => gridRows('Ubicaciones', 45_000);
const byName = () => allLocations(sandbox.store).sort((a, b) => a.name.localeCompare(b.name, 'es'));
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
/** Types into a dialog field and leaves it, so its rule speaks. */
async function retype(label: RegExp, text: string) {
  await userEvent.clear(dialogField(label));
  await userEvent.type(dialogField(label), `${text}{Tab}`);
}
/** Just past a limit, by the smallest step the field keeps (6 decimals). */
const past = (limit: number) => (limit + 0.000001).toFixed(6);

describe('locations (ubications)', () => {
  it('lists the locations by name; a reader with location search alone gets no create or edit', async () => {
    open('DIS');
    const [first] = await rows();
    expect(first).toHaveTextContent(byName()[0]!.name);
    expect(screen.queryByRole('button', { name: 'Agregar ubicación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Editar ${byName()[0]!.name}` })).not.toBeInTheDocument();
  }, 60_000);

  it('creates a location: the postal code looked up at its edges, coordinates at theirs', async () => {
    const seeded = sandbox.store.locations.get(1)!;
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar ubicación' }));
    await choose(/^Cliente/, sandbox.store.clients.get(1)!.name, topDialog());
    await enterInDialog(/^Nombre \*/, 'Banco Sucursal Nueva');
    await enterInDialog(/^Dirección/, 'Av. Juárez 12');

    await retype(/^Código postal/, '1'.repeat(postalCodeMin - 1));
    expect(await within(topDialog()).findByText(`El mínimo de caracteres es ${postalCodeMin}`)).toBeInTheDocument();
    // One past the limit never arrives; the limit itself passes the length rule and is looked up.
    await retype(/^Código postal/, '9'.repeat(postalCodeMax + 1));
    expect(dialogField(/^Código postal/)).toHaveValue('9'.repeat(postalCodeMax));
    expect(await within(topDialog()).findByText(MISSING)).toBeInTheDocument();
    await retype(/^Código postal/, seeded.postalCode);
    expect(seeded.postalCode).toHaveLength(postalCodeMin);
    await waitFor(() => expect(dialogField(/^Municipio/)).toHaveValue(seeded.municipalityName));
    expect(dialogField(/^Estado/)).toHaveValue(seeded.countryStateName);
    expect(within(topDialog()).queryByText(MISSING)).not.toBeInTheDocument();

    await retype(/^Latitud/, past(latitudeMax));
    expect(await within(topDialog()).findByText(`La latitud debe estar entre -${latitudeMax} y ${latitudeMax}`)).toBeInTheDocument();
    await retype(/^Longitud/, past(longitudeMax));
    expect(await within(topDialog()).findByText(`La longitud debe estar entre -${longitudeMax} y ${longitudeMax}`)).toBeInTheDocument();
    await retype(/^Latitud/, String(latitudeMax));
    await retype(/^Longitud/, String(longitudeMax));
    await waitFor(() => expect(within(topDialog()).queryByText(/debe estar entre/)).not.toBeInTheDocument());

    await save();
    expect(await screen.findByText('Se agregó la ubicación «Banco Sucursal Nueva».')).toBeInTheDocument();
    const created = allLocations(sandbox.store).find((l) => l.name === 'Banco Sucursal Nueva')!;
    expect(created).toMatchObject({ clientId: 1, postalCode: seeded.postalCode, municipalityName: seeded.municipalityName, latitude: latitudeMax, longitude: longitudeMax });
  }, 120_000);

  it('asks the reason of every edit and saves it with the version read', async () => {
    const target = byName()[0]!;
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: `Editar ${target.name}` }));
    expect(dialogField(/^Nombre \*/)).toHaveValue(target.name);
    expect(dialogField(/^Municipio/)).toHaveValue(target.municipalityName);
    await enterInDialog(/^Dirección/, 'Calle Reforma 88');
    await save();
    expect(await within(topDialog()).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await enterInDialog(/^Motivo del cambio/, 'Cambio de domicilio');
    await save();
    expect(await screen.findByText(`Se guardaron los cambios de la ubicación «${target.name}».`)).toBeInTheDocument();
    expect(allLocations(sandbox.store).find((l) => l.id === target.id)!.addressFull).toBe('Calle Reforma 88');
  }, 90_000);

  it('disables a location with the reason the logbook keeps, then offers to enable it again', async () => {
    // The first enabled one of the first page.
    const target = byName().slice(0, 10).find((l) => l.enabled)!;
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: `Deshabilitar ${target.name}` }));
    expect(within(topDialog()).getByText(/quedará inactiva/)).toBeInTheDocument();
    await save();
    expect(await within(topDialog()).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await enterInDialog(/^Motivo del cambio/, 'Sucursal cerrada');
    await save();
    expect(await screen.findByText(`Se deshabilitó la ubicación «${target.name}».`)).toBeInTheDocument();
    expect(allLocations(sandbox.store).find((l) => l.id === target.id)!.enabled).toBe(false);
    expect(locationDetails(sandbox.store, target.id).logbook.at(-1)).toMatchObject({ changeReason: 'Sucursal cerrada' });
    expect(await screen.findByRole('button', { name: `Habilitar ${target.name}` })).toBeInTheDocument();
  }, 90_000);

  it('sets an edited location’s point by clicking the map', async () => {
    // jsdom lays nothing out: Leaflet reads the map's size from these.
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const target = byName()[2]!;
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: `Editar ${target.name}` }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Elegir en el mapa' }));
    const picker = await screen.findByRole('dialog', { name: 'Elegir el punto de la ubicación' });
    const map = await within(picker).findByRole('region', { name: 'Mapa para elegir el punto' }, { timeout: 20_000 });
    // The point the form holds is drawn, and named in words.
    await within(picker).findByRole('button', { name: 'Punto elegido, Punto elegido' });
    const before = within(picker).getByText(/^Punto elegido: latitud/).textContent;
    // The middle of the canvas, which opens on the whole country: far from any seeded location.
    fireEvent.click(map, { clientX: 400, clientY: 300 });
    await waitFor(() => expect(within(picker).getByText(/^Punto elegido: latitud/).textContent).not.toBe(before));
    await userEvent.click(within(picker).getByRole('button', { name: 'Usar este punto' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elegir el punto de la ubicación' })).not.toBeInTheDocument());
    await enterInDialog(/^Motivo del cambio/, 'Punto corregido en el mapa');
    await save();
    expect(await screen.findByText(`Se guardaron los cambios de la ubicación «${target.name}».`)).toBeInTheDocument();
    const saved = allLocations(sandbox.store).find((l) => l.id === target.id)!;
    expect([saved.latitude, saved.longitude]).not.toEqual([target.latitude, target.longitude]);
    expect(saved.latitude).toBeGreaterThan(14);
    expect(saved.longitude).toBeLessThan(-86);
    width.mockRestore();
    height.mockRestore();
  }, 90_000);
});
