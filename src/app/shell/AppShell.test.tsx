import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import { connectionLost, connectionRestored } from '../../core/store/connectionSlice';
import { act } from 'react';
import * as idleWatcher from '../../auth/idleWatcher';

const sandbox = setupSandbox();

describe('route guard', () => {
  it('sends a visitor who is not signed in to the sign-in page', async () => {
    renderApp({ route: '/requirement/find', as: null });
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('sends a user without the route permission to /forbidden', async () => {
    const { router } = renderApp({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ENG' } });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forbidden');
  });

  it('opens a route the user may see (a coming-soon screen until its issue lands)', async () => {
    renderApp({ route: '/reportCatalogue', as: { sandbox, role: 'ADM' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo de reportes' })).toBeInTheDocument();
    expect(screen.getByText(/llega en una próxima versión/)).toBeInTheDocument();
  });

  it('keeps the screen while offline under the connection banner, which closes when the connection returns', async () => {
    const { store } = renderApp({ route: '/requirement/find', as: { sandbox, role: 'ENG' } });
    const heading = await screen.findByRole('heading', { name: 'Búsqueda de tickets' });
    act(() => {
      store.dispatch(connectionLost());
    });
    expect(await screen.findByText(/^Sin conexión a internet/)).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sin conexión' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(connectionRestored());
    });
    await waitFor(() => expect(screen.queryByText(/^Sin conexión a internet/)).not.toBeInTheDocument());
    expect(heading).toBeInTheDocument();
  });

  it('shows not found for an unknown address', async () => {
    renderApp({ route: '/no/such/page', as: { sandbox, role: 'ADM' } });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

describe('side menu', () => {
  it('differs by role: the administrator sees users, the engineer does not', async () => {
    renderApp({ route: '/forbidden', as: { sandbox, role: 'ADM' } });
    const adminMenu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(await within(adminMenu).findByRole('button', { name: 'Administración' }));
    await userEvent.click(within(adminMenu).getByRole('button', { name: 'Tickets' }));
    expect(await within(adminMenu).findByRole('link', { name: 'Usuarios' })).toBeInTheDocument();
    expect(within(adminMenu).getByRole('link', { name: 'Nueva orden de trabajo' })).toBeInTheDocument();
  });

  it('gives the engineer ticket search but no administration and no work orders', async () => {
    renderApp({ route: '/forbidden', as: { sandbox, role: 'ENG' } });
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Tickets' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Ayuda' }));
    expect(await within(menu).findByRole('link', { name: 'Búsqueda de tickets' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Administración' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Nueva orden de trabajo' })).not.toBeInTheDocument();
    // No permission gate: informative module and help show for everybody.
    expect(within(menu).getByRole('link', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
  });

  it('sorts items of a group by their translated title', async () => {
    renderApp({ route: '/forbidden', as: { sandbox, role: 'ADM' } });
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Reportes' }));
    const group = await within(menu).findByRole('list', { name: 'Reportes' });
    const titles = within(group).getAllByRole('link').map((a) => a.textContent);
    expect(titles).toEqual([...titles].sort((a, b) => a!.localeCompare(b!, 'es', { sensitivity: 'base' })));
    expect(titles.length).toBeGreaterThan(3);
  });

  it('marks only the link of the screen shown as current, not the link of a route its address starts with', async () => {
    renderApp({ route: '/ubications/map', as: { sandbox, role: 'ADM' } });
    const group = await within(await screen.findByRole('navigation', { name: 'Menú principal' })).findByRole('list', { name: 'Ubicaciones' });
    expect(within(group).getByRole('link', { name: 'Mapa de ubicaciones' })).toHaveAttribute('aria-current', 'page');
    expect(within(group).getByRole('link', { name: 'Ubicaciones' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to icons and opens again', async () => {
    renderApp({ route: '/forbidden', as: { sandbox, role: 'ADM' } });
    const toggle = await screen.findByRole('button', { name: /^(Abrir|Cerrar) el menú$/ });
    const before = toggle.getAttribute('aria-expanded');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).not.toBe(before));
  });
});

describe('idle sign-out', () => {
  it('signs out after the 15 minutes without activity of the spec (000 section 2), the value the shell passes', async () => {
    const watch = jest.spyOn(idleWatcher, 'watchIdle');
    const { auth } = renderApp({ route: '/forbidden', as: { sandbox, role: 'ADM' } });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    const options = watch.mock.calls.at(-1)![0];
    expect(options.timeoutMs).toBe(15 * 60_000);
    expect(auth.signOut).not.toHaveBeenCalled();
    options.onIdle();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    watch.mockRestore();
  });
});
