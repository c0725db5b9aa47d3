import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { filterComponents, type ProductFilter } from '../../../../test/sandbox/product/search';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';

// A small seed (the hand-made one and about 850 more, most at client locations): this file should take seconds.
const sandbox = setupSandbox({ components: 3_000 });

const NO_FILTER: ProductFilter = {
  text: null, serialNumber: null, clientIds: [], locationIds: [], componentStatusIds: [], conditionIds: [], responsibleTypeIds: [],
  placeType: null, placeIds: [], isClientProperty: null,
};
const PAGING = ['pageNumber', 'pageSize', 'isExport', 'sortField', 'sortOrder'];

/** The JSON bodies the app posts to a path of the product service, in order. */
function bodiesPostedTo(path: string): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) void request.clone().json().then((body) => bodies.push(body));
  });
  return bodies;
}
const withoutPaging = (body: unknown) => Object.fromEntries(Object.entries(body as object).filter(([key]) => !PAGING.includes(key)));

/** A component installed at a client's location whose whole serial number matches it alone. */
function installedAlone() {
  const all = [...inventoryOf(sandbox.store).ledger.components.values()];
  return all.find((c) => c.place.type === 'Location' && filterComponents(sandbox.store, { ...NO_FILTER, serialNumber: c.serialNumber }).length === 1)!;
}

const open = (route: string, language: 'es' | 'en' = 'es') => renderScreen({ route, language, as: { sandbox, role: 'ADM' } });

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

describe('the components map (/configurationComponent/Map)', () => {
  it('asks for the points with the body the grid sends for the same filter, carried from the grid and back', async () => {
    const searches = bodiesPostedTo('/Products/GeneralSearch');
    const mapReads = bodiesPostedTo('/Products/MapPoints');
    open('/configurationComponent?clientIds=3&isClientProperty=false&placeType=Location');
    await gridRows('Componentes de configuración', 20_000);
    await userEvent.click(screen.getByRole('link', { name: 'Ver en mapa' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa de componentes' })).toBeInTheDocument();
    const expected = filterComponents(sandbox.store, { ...NO_FILTER, clientIds: [3], isClientProperty: false, placeType: 'Location' }).length;
    expect(await screen.findByText(`${expected.toLocaleString('es-MX')} componentes en el mapa`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(mapReads).toHaveLength(1);
    expect(mapReads[0]).toEqual(withoutPaging(searches.at(-1)));
    expect(mapReads[0]).toMatchObject({ clientIds: [3], isClientProperty: false, placeType: 'Location' });
    expect(screen.getByRole('link', { name: 'Ver en tabla' })).toHaveAttribute('href', '/configurationComponent?clientIds=3&placeType=Location&isClientProperty=false');
  }, 60_000);

  it('searches from its own filter bar, keeping the filter in the address for the grid', async () => {
    const target = installedAlone();
    const { router } = open('/configurationComponent/Map');
    const form = await screen.findByRole('search', { name: 'Buscar componentes' });
    await userEvent.type(within(form).getByLabelText(/^Número de serie/), target.serialNumber);
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 componente en el mapa', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?serialNumber=${target.serialNumber}`));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ver en tabla' })).toHaveAttribute('href', `/configurationComponent?serialNumber=${target.serialNumber}`));
  }, 30_000);

  it('opens from the menu on the grid’s last filter, and puts it in the address', async () => {
    window.localStorage.setItem('configurationComponent', JSON.stringify({ serialNumber: 'NO-EXISTE' }));
    const { router } = open('/configurationComponent/Map');
    expect(await screen.findByText('Ningún componente coincide con el filtro.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?serialNumber=NO-EXISTE'));
  }, 30_000);

  it('says when no component matches the filter', async () => {
    open('/configurationComponent/Map?serialNumber=NO-EXISTE');
    expect(await screen.findByText('Ningún componente coincide con el filtro.', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);

  it('shows a failed read with a retry that reads again', async () => {
    // Every read fails (the app retries once by itself) until the service is back.
    sandbox.server.use(http.post('*/product/api/v1/Products/MapPoints', () => HttpResponse.json({ success: false, message: 'Servicio no disponible', detail: null }, { status: 503 })));
    open('/configurationComponent/Map?serialNumber=NO-EXISTE');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Servicio no disponible');
    sandbox.server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ningún componente coincide con el filtro.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('opens a component’s popup from the keyboard, whose link opens the grid filtered to it', async () => {
    const target = installedAlone();
    const user = userEvent.setup();
    open(`/configurationComponent/Map?serialNumber=${target.serialNumber}`);
    const markerName = new RegExp(`^${target.serialNumber}, `);
    await screen.findByRole('button', { name: markerName }, { timeout: 10_000 });
    // A marker may be drawn again once the map settles (its first view): the one in the page takes the Enter.
    await waitFor(async () => {
      screen.getByRole('button', { name: markerName }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('link', { name: `Abrir ${target.serialNumber} en la tabla` }, { timeout: 2_000 })).toBeInTheDocument();
    }, { timeout: 15_000 });
    const link = screen.getByRole('link', { name: `Abrir ${target.serialNumber} en la tabla` });
    expect(link).toHaveAttribute('href', `/configurationComponent?serialNumber=${target.serialNumber}`);
    expect(screen.getAllByText(target.brandName, { exact: false }).length).toBeGreaterThan(0);
    await user.click(link);
    const rows = await gridRows('Componentes de configuración', 20_000);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(target.serialNumber);
  }, 60_000);

  it('speaks English', async () => {
    open('/configurationComponent/Map?serialNumber=NO-EXISTE', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Component map' })).toBeInTheDocument();
    expect(await screen.findByText('No component matches the filter.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in table' })).toBeInTheDocument();
  }, 30_000);
});
