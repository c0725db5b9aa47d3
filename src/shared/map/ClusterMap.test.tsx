import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { getRuntimeConfig, setRuntimeConfig } from '../../core/config/runtimeConfig';
import ClusterMap, { type ClusterMapProps } from './ClusterMap';

interface Component {
  serial: string;
  latitude: number;
  longitude: number;
  status: string;
}

const STATUSES = [
  { key: 'installed', label: 'Instalado', color: '#15803d' },
  { key: 'damaged', label: 'Dañado', color: '#b91c1c' },
];

const at = (serial: string, latitude: number, longitude: number, status = 'installed'): Component => ({ serial, latitude, longitude, status });
/** Three near Monterrey (one cluster at the country's zoom, three points close up), seven at one place in Guadalajara, one in Mérida. */
const POINTS: Component[] = [
  at('MTY-1', 25.67, -100.31),
  at('MTY-2', 25.72, -100.36, 'damaged'),
  at('MTY-3', 25.64, -100.26),
  ...Array.from({ length: 7 }, (_, i) => at(`GDL-${i + 1}`, 20.67, -103.35, i === 0 ? 'damaged' : 'installed')),
  at('MID-1', 20.97, -89.62, 'retired'),
];

function renderMap(props: Partial<ClusterMapProps<Component>> = {}, language: 'es' | 'en' = 'es') {
  return renderWithApp(
    <ClusterMap
      points={POINTS}
      statuses={STATUSES}
      label="Mapa de componentes"
      pointLabel={(point) => `Componente ${point.serial}`}
      renderPopup={(point) => <a href={`/components/${point.serial}`}>Detalle de {point.serial}</a>}
      {...props}
    />,
    { language },
  );
}

// jsdom lays nothing out: Leaflet reads the map's size from clientWidth and clientHeight.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterAll(() => jest.restoreAllMocks());

describe('ClusterMap', () => {
  it('draws near points as one group named by its statuses, and far points as their own markers', async () => {
    renderMap();
    expect(await screen.findByRole('button', { name: 'Grupo de 3 elementos (2 Instalado, 1 Dañado). Intro para abrirlo' })).toBeInTheDocument();
    // Markers are added in slices of a few milliseconds (markerLayer.ts): a busy machine may need more than one.
    expect(await screen.findByRole('button', { name: 'Grupo de 7 elementos (6 Instalado, 1 Dañado). Intro para abrirlo' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Componente MID-1, Otro estado' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mapa de componentes' })).toHaveAccessibleDescription(/Tab: recorrer los grupos y puntos/);
    expect(await screen.findByText('3 marcadores en vista')).toBeInTheDocument();
  });

  it('lists every status with its colour named in words, and how many points hold it', async () => {
    renderMap();
    const legend = await screen.findByRole('list', { name: 'Estados en el mapa' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Instalado: 8', 'Dañado: 2', 'Otro estado: 1']);
  });

  it('opens a point with the caller’s popup, and gives the focus back when Escape closes it', async () => {
    const user = userEvent.setup();
    renderMap();
    const point = await screen.findByRole('button', { name: 'Componente MID-1, Otro estado' });
    point.focus();
    await user.keyboard('{Enter}');
    const link = await screen.findByRole('link', { name: 'Detalle de MID-1' });
    expect(link).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Detalle de MID-1' })).not.toBeInTheDocument());
    expect(point).toHaveFocus();
  });

  it('opens a group on Enter by zooming in to where it splits, and moves the focus to one of its points', async () => {
    const user = userEvent.setup();
    renderMap();
    const group = await screen.findByRole('button', { name: /^Grupo de 3 elementos/ });
    group.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Componente MTY-2, Dañado' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Componente MTY-1, Instalado' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Componente MTY-\d, /));
    expect(screen.queryByRole('button', { name: /^Grupo de 3 elementos/ })).not.toBeInTheDocument();
  });

  it('lists, page by page, a group that no zoom splits (one place), each point through the caller’s popup', async () => {
    const user = userEvent.setup();
    renderMap();
    // By keyboard: in jsdom a click carries no pointerType, so Leaflet would take two quick clicks for a double tap.
    (await screen.findByRole('button', { name: /^Grupo de 7 elementos/ })).focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('region', { name: '7 elementos en este lugar' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(5));
    expect(within(list).getByText('1–5 de 7')).toBeInTheDocument();
    const next = within(list).getByRole('button', { name: 'Siguientes' });
    await user.click(next);
    await waitFor(() => expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Detalle de GDL-6', 'Detalle de GDL-7']));
    // The popup fits itself to the new page without taking the focus from the button, now at the last page.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
  });

  it('tells where the map was clicked, not a marker, and says the caller’s words when it has no points', async () => {
    const onMapClick = jest.fn();
    renderMap({ points: [], onMapClick, emptyMessage: 'Haga clic en el mapa' });
    expect(await screen.findByText('Haga clic en el mapa')).toBeInTheDocument();
    // The middle of the 800 x 600 canvas, which opens on the whole country.
    fireEvent.click(screen.getByRole('region', { name: 'Mapa de componentes' }), { clientX: 400, clientY: 300 });
    expect(onMapClick).toHaveBeenCalledTimes(1);
    const [{ latitude, longitude }] = onMapClick.mock.calls[0]!;
    expect(latitude).toBeGreaterThan(14);
    expect(latitude).toBeLessThan(33);
    expect(longitude).toBeGreaterThan(-118);
    expect(longitude).toBeLessThan(-86);
  });

  it('hears no map click on a marker', async () => {
    const onMapClick = jest.fn();
    renderMap({ onMapClick });
    fireEvent.click(await screen.findByRole('button', { name: 'Componente MID-1, Otro estado' }), { clientX: 400, clientY: 300 });
    expect(await screen.findByRole('link', { name: 'Detalle de MID-1' })).toBeInTheDocument();
    expect(onMapClick).not.toHaveBeenCalled();
  });

  it('names its markers, legend and controls in English too', async () => {
    renderMap({}, 'en');
    expect(await screen.findByRole('button', { name: 'Group of 3 items (2 Instalado, 1 Dañado). Enter to open it' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Statuses on the map' })).toHaveTextContent('Other status: 1');
    expect(await screen.findByRole('button', { name: 'Componente MID-1, Other status' })).toBeInTheDocument();
  });

  it('says when there is nothing to show, while loading, and when the read failed', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderMap({ points: [], loading: true });
    expect(screen.getByText('Cargando el mapa…')).toBeInTheDocument();
    const props = { statuses: STATUSES, label: 'Mapa', pointLabel: (p: Component) => p.serial, renderPopup: () => null };
    rerender(<ClusterMap points={[]} {...props} />);
    expect(await screen.findByText('No hay nada que mostrar en el mapa con este filtro.')).toBeInTheDocument();
    rerender(<ClusterMap points={[]} {...props} failure={{ error: { status: 'FETCH_ERROR', error: 'down' }, onRetry }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('ClusterMap tiles', () => {
  const shipped = getRuntimeConfig();
  afterEach(() => setRuntimeConfig(shipped));

  it('draws only the shipped outline when config.json names no tile server', async () => {
    const { container } = renderMap();
    await screen.findByRole('button', { name: /^Grupo de 3/ });
    expect(container.querySelector('.leaflet-outline-pane path')).not.toBeNull();
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('Contorno: Natural Earth');
  });

  it('draws the configured tiles over the outline, with their attribution', async () => {
    setRuntimeConfig({ ...shipped, map: { tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' } });
    const { container } = renderMap();
    await screen.findByRole('button', { name: /^Grupo de 3/ });
    const tile = container.querySelector<HTMLImageElement>('.leaflet-tile-pane img');
    expect(tile?.src).toMatch(/^https:\/\/[abc]\.tiles\.example\.com\/\d+\/\d+\/\d+\.png$/);
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('© Example');
  });
});
