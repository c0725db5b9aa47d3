import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { localGridViewStore } from '../../../shared/gridViews/gridViewStore';

const sandbox = setupSandbox();
const SCREEN = 'requirementfind';

type Body = Record<string, unknown>;
function searchBodies(): Body[] {
  const bodies: Body[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/Tickets/GeneralSearch')) bodies.push(await request.clone().json());
  });
  return bodies;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => sandbox.server.events.removeAllListeners());

const droppedNotice = async (title: RegExp) => (await screen.findByText(title, {}, { timeout: 30_000 })).closest('[role="status"]') as HTMLElement;

describe('ticket list links and views', () => {
  it('drops a status the user is not offered, says so, and never asks for it', async () => {
    const disabled = [...sandbox.store.statuses.values()].find((s) => !s.enabled)?.id ?? 9999;
    const bodies = searchBodies();
    const { router } = renderScreen({ route: `/requirement/find?ticketsStatusIds=7,${disabled}&hide=`, as: { sandbox, role: 'DIS' } });
    const box = await droppedNotice(/Parte de este enlace o vista no se aplicó/);
    expect(box).toHaveTextContent(`«Estatus: ${disabled}» no está disponible para usted`);
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.every((b) => JSON.stringify(b.ticketsStatusIds) === '[7]')).toBe(true);
    // The address says what applied.
    await waitFor(() => expect(router.state.location.search).toBe('?ticketsStatusIds=7&hide='));
  });

  it('opens a client reader on the active view when a link names the programmed one, which needs a permission they lack', async () => {
    const bodies = searchBodies();
    renderScreen({ route: '/requirement/find?statusCategoryId=5', as: { sandbox, role: 'CRE' } });
    const box = await droppedNotice(/Parte de este enlace o vista no se aplicó/);
    expect(box).toHaveTextContent('«Organizar por: 5» no está disponible para usted');
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.every((b) => b.statusCategoryId === -1)).toBe(true);
    await userEvent.click(within(box).getByRole('button', { name: 'Entendido' }));
    expect(box).not.toBeInTheDocument();
  });

  it('opens on the default view when the address says nothing, and the address wins over it', async () => {
    await localGridViewStore(2).save(SCREEN, { name: 'Los míos', query: 'statusCategoryId=-1&ticketsStatusIds=7&size=40&hide=' });
    const mine = (await localGridViewStore(2).list(SCREEN))[0]!;
    await localGridViewStore(2).setDefault(SCREEN, mine.id);
    const bodies = searchBodies();
    const first = renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    await waitFor(() => expect(first.router.state.location.search).toBe(`?${mine.query}`));
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    // The first request already carries the view: nothing is asked before the default is known.
    expect(bodies[0]).toMatchObject({ ticketsStatusIds: [7], pageSize: 40 });
    expect(await screen.findByRole('combobox', { name: 'Vista guardada' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vistas guardadas' })).toHaveTextContent('Los míos (predeterminada)');
    first.unmount();

    bodies.length = 0;
    renderScreen({ route: '/requirement/find?statusCategoryId=-9', as: { sandbox, role: 'DIS' } });
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies[0]).toMatchObject({ statusCategoryId: -9, ticketsStatusIds: null, pageSize: 25 });
  });

  it('goes back and forward between filters', async () => {
    const bodies = searchBodies();
    const { router } = renderScreen({ route: '/requirement/find?statusCategoryId=-1&hide=', as: { sandbox, role: 'DIS' } });
    await waitFor(() => expect(bodies.length).toBe(1));
    await act(() => router.navigate('/requirement/find?statusCategoryId=-1&ticketsStatusIds=7&hide='));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ ticketsStatusIds: [7] }));
    const filterButton = screen.getByRole('button', { name: /Filtro avanzado/ });
    await waitFor(() => expect(filterButton).toHaveTextContent(/1$/));
    // Back to the first page's filter (its rows come from the cache: the button says which filter applies).
    await act(() => router.navigate(-1));
    await waitFor(() => expect(filterButton).toHaveTextContent(/avanzado$/));
    await act(() => router.navigate(1));
    await waitFor(() => expect(filterButton).toHaveTextContent(/1$/));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ ticketsStatusIds: [7] }));
    expect(screen.queryByText(/no se aplicó/)).not.toBeInTheDocument();
  });

  it('saves the current state as a view, renames it, makes it the default and deletes it', async () => {
    const { router } = renderScreen({ route: '/requirement/find?statusCategoryId=-1&ticketsStatusIds=7&hide=', as: { sandbox, role: 'DIS' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar vista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' });
    await waitFor(() => expect(within(dialog).getByLabelText('Nombre de la vista')).toHaveFocus());
    const submit = within(dialog).getByRole('button', { name: 'Guardar' });
    await userEvent.click(submit);
    expect(within(dialog).getByText('Escriba un nombre para la vista')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nombre de la vista'), 'En sitio');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const views = screen.getByRole('group', { name: 'Vistas guardadas' });
    expect(views).toHaveTextContent('En sitio');
    expect(await localGridViewStore(2).list(SCREEN)).toEqual([expect.objectContaining({ name: 'En sitio', query: router.state.location.search.slice(1) })]);

    await userEvent.click(within(views).getByRole('button', { name: 'Renombrar la vista En sitio' }));
    const rename = await screen.findByRole('dialog', { name: 'Renombrar vista' });
    await userEvent.clear(within(rename).getByLabelText('Nombre de la vista'));
    await userEvent.type(within(rename).getByLabelText('Nombre de la vista'), 'En sitio hoy{Enter}');
    await waitFor(() => expect(views).toHaveTextContent('En sitio hoy'));

    const makeDefault = within(views).getByRole('button', { name: 'Vista predeterminada: En sitio hoy' });
    expect(makeDefault).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(makeDefault);
    await waitFor(() => expect(makeDefault).toHaveAttribute('aria-pressed', 'true'));
    expect(views).toHaveTextContent('En sitio hoy (predeterminada)');

    await userEvent.click(within(views).getByRole('button', { name: 'Eliminar la vista En sitio hoy' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Eliminar vista' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(views).toHaveTextContent('Sin vistas guardadas'));
    expect(await localGridViewStore(2).list(SCREEN)).toEqual([]);
  });
});
