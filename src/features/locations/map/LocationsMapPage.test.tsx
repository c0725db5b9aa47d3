import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allLocations } from '../../../../test/sandbox/geography/locationStore';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen, renderWithApp } from '../../../../test/setup/renderWithApp';
import { LocationPopup } from './LocationPopup';

const sandbox = setupSandbox({ tickets: 50 });

/** The JSON bodies the app posts to a path of the geography service, in order. */
function bodiesPostedTo(path: string): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) void request.clone().json().then((body) => bodies.push(body));
  });
  return bodies;
}
const open = (route: string) => renderScreen({ route, as: { sandbox, role: 'ADM' } });

// jsdom lays nothing out: Leaflet reads the map's size from clientWidth and clientHeight.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterAll(() => jest.restoreAllMocks());
afterEach(() => {
  sandbox.server.events.removeAllListeners();
  // A search is remembered (the grid's memory): the next test opens on its own address.
  window.localStorage.clear();
});

describe('the locations map (ubications/map)', () => {
  it('asks for the points of the filter in its address and links to the grid with it', async () => {
    const reads = bodiesPostedTo('/Locations/MapPoints');
    open('/ubications/map?clientId=2&enabled=false');
    const expected = allLocations(sandbox.store).filter((l) => l.clientId === 2 && !l.enabled).length;
    expect(await screen.findByText(`${expected.toLocaleString('es-MX')} ubicaciones`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(reads).toEqual([{ text: null, clientId: 2, enabled: false, locationPriorityId: null, regionId: null, countryStateId: null }]);
    expect(screen.getByRole('link', { name: 'Ver en la tabla' })).toHaveAttribute('href', '/ubications?clientId=2&enabled=false');
  }, 30_000);

  it('searches from its own filter bar, keeping the filter in the address', async () => {
    const target = sandbox.store.locations.get(12)!;
    const { router } = open('/ubications/map');
    const form = await screen.findByRole('search', { name: 'Buscar ubicaciones' });
    await userEvent.type(within(form).getByLabelText(/^Nombre, dirección/), target.name);
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    const expected = allLocations(sandbox.store).filter((l) => l.name.toLowerCase().includes(target.name.toLowerCase())).length;
    expect(await screen.findByText(new RegExp(`^${expected} ubicaci`), {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?text=${encodeURIComponent(target.name)}`));
  }, 30_000);

  it('shows a point’s name, address and status, and links to the grid filtered to it', async () => {
    const target = sandbox.store.locations.get(3)!;
    renderWithApp(<LocationPopup point={{ locationId: target.id, name: target.name, latitude: target.latitude, longitude: target.longitude, status: 'enabled' }} />, {
      as: { sandbox, role: 'ADM' },
    });
    expect(await screen.findByText(new RegExp(`C\\.P\\. ${target.postalCode}`))).toBeInTheDocument();
    expect(screen.getByText('Activa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Ver ${target.name} en la tabla` })).toHaveAttribute('href', expect.stringMatching(/^\/ubications\?text=/));
  }, 30_000);
});
