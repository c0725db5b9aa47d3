import { act, screen, waitFor } from '@testing-library/react';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import { roleChanged } from '../../core/store/uiSlice';

// The dialog's chunk is lost once (a deploy replaced it, the network dropped): its first import throws.
let failNextLoad = true;
jest.mock('../../shared/ui/dialogs/ConfirmDialog', () => {
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error('ChunkLoadError: Loading chunk failed');
  }
  return jest.requireActual('../../shared/ui/dialogs/ConfirmDialog');
});

const sandbox = setupSandbox();

it('says the role changed even when the dialog cannot load, keeps the shell, and loads the dialog again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderApp({ route: '/forbidden', as: { sandbox, role: 'DIS' } });
  await screen.findByRole('heading', { name: 'Acceso denegado' });
  act(() => {
    store.dispatch(roleChanged());
  });
  await waitFor(() => expect(screen.getAllByText(/Un administrador cambió su rol/).some((el) => el.closest('.p-toast'))).toBe(true));
  expect(screen.getByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();

  expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
});
