import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/setup/renderWithApp';
import { loadMsalSession } from '../../auth/loadMsalSession';

jest.mock('../../auth/loadMsalSession', () => ({ loadMsalSession: jest.fn() }));

describe('the sign-in page', () => {
  it('fetches MSAL only once its button is on the page, so a cold browser shows the button without it', async () => {
    const load = jest.mocked(loadMsalSession);
    let buttonShown: boolean | null = null;
    load.mockImplementation(() => {
      buttonShown = screen.queryByRole('button', { name: 'Iniciar sesión' }) !== null;
      return new Promise(() => undefined);
    });
    renderApp({ route: '/signin', as: null });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(buttonShown).toBe(true);
  });
});
