import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../test/setup/renderWithApp';
import { authUnavailable } from '../../auth/sessionSlice';

describe('when MSAL fails to load', () => {
  it.each(['/', '/signin'])('%s says the sign-in could not be prepared and offers a retry instead of a loader that never ends', async (route) => {
    const { store } = renderApp({ route });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    act(() => void store.dispatch(authUnavailable()));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo preparar el inicio de sesión');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
