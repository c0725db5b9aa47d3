import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../../test/setup/callApi';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import { dialogOpened, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';

const sandbox = setupSandbox();
const CONFLICT = 'Otra persona guardó este registro';

describe('editing a catalogue entry someone else saved meanwhile', () => {
  it('compares their description with the one typed, and keeps mine over their version', async () => {
    const category = sandbox.store.categories.get(2)!;
    renderApp({ route: '/category', as: { sandbox, role: 'ADM' } });
    await gridRows('Categorías');
    await userEvent.click(screen.getByRole('button', { name: `Editar ${category.name}` }));
    await dialogOpened();

    // Someone else saves the entry first, from the version the grid showed.
    const theirs = { id: category.id, name: category.name, description: 'Fallas de red reportadas por sucursales', enabled: true, rowVersion: 1 };
    expect((await callApi(sandbox, 'PUT', '/catalog/api/v1/Category', { body: theirs })).status).toBe(200);

    await enterInDialog(/^Descripción/, 'Incidentes de conectividad');
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    const conflict = await screen.findByRole('dialog', { name: CONFLICT }, { timeout: 10_000 });
    const row = within(conflict).getByRole('row', { name: /Descripción/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Fallas de red reportadas por sucursales', 'Incidentes de conectividad']);
    expect(within(conflict).queryByRole('row', { name: /Nombre/ })).not.toBeInTheDocument();

    await userEvent.click(within(conflict).getByRole('button', { name: 'Conservar lo mío' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Se guardaron los cambios de «${category.name}».`)).toBeInTheDocument();
    expect(sandbox.store.categories.get(category.id)!.description).toBe('Incidentes de conectividad');
    expect(await screen.findByRole('cell', { name: 'Incidentes de conectividad' })).toBeInTheDocument();
  }, 90_000);
});
