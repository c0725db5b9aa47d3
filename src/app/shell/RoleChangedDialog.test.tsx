import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import { roleChanged } from '../../core/store/uiSlice';

const sandbox = setupSandbox();

describe('role changed message', () => {
  it('accept signs out so the new role applies', async () => {
    const { store, auth } = renderApp({ route: '/forbidden', as: { sandbox, role: 'DIS' } });
    await screen.findByRole('heading', { name: 'Acceso denegado' });
    act(() => {
      store.dispatch(roleChanged());
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('cancel keeps the session', async () => {
    const { store, auth } = renderApp({ route: '/forbidden', as: { sandbox, role: 'DIS' } });
    await screen.findByRole('heading', { name: 'Acceso denegado' });
    act(() => {
      store.dispatch(roleChanged());
    });
    expect(await screen.findByText(/Un administrador cambió su rol/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(store.getState().ui.roleChangedNotice).toBe(false);
  });
});
