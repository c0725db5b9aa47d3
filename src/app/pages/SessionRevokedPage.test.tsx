import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import { issueAccessToken } from '../../../test/sandbox/auth/tokens';
import { revokeSessions, type RevocationReason } from '../../../test/sandbox/auth/sessionRevocation';
import { signedIn } from '../../auth/sessionSlice';
import { setTokenProvider, type TokenProvider } from '../../auth/tokenProvider';
import type { Language } from '../../shared/i18n/i18n';
import { getRuntimeConfig, SERVICE_NAMES } from '../../core/config/runtimeConfig';

const sandbox = setupSandbox();

/**
 * The dispatcher signed in with tokens MSAL cached before an administrator's change; the change ends
 * their sessions, and the app's next request meets it.
 */
async function renderDispatcherWhoseSessionEnded(reason: RevocationReason, language: Language, provider: Partial<TokenProvider> = {}) {
  const user = [...sandbox.store.users.values()].find((u) => u.roleCode === 'DIS')!;
  const cached = new Map<string, string>();
  for (const service of SERVICE_NAMES) {
    const scope = getRuntimeConfig().services[service].scope;
    cached.set(scope, await issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: 'DIS', name: user.fullName, scp: scope }));
  }
  revokeSessions(user.userId, reason);
  setTokenProvider({ acquireToken: async (scope) => cached.get(scope)!, ...provider });
  const rendered = renderApp({ route: '/', language });
  act(() => {
    rendered.store.dispatch(signedIn({ userId: user.userId, email: user.email, name: user.fullName, role: 'DIS' }));
  });
  return rendered;
}

describe('a session ended by an administrator', () => {
  it('says why in Spanish and offers to sign in again, without renewing silently', async () => {
    const renewToken = jest.fn(async () => 'never asked');
    const { auth } = await renderDispatcherWhoseSessionEnded('profileChanged', 'es', { renewToken });
    expect(await screen.findByRole('heading', { name: 'Su acceso cambió' })).toBeInTheDocument();
    expect(screen.getByText(/Un administrador cambió los permisos de su perfil/)).toBeInTheDocument();
    expect(renewToken).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión de nuevo' }));
    expect(auth.signInAgain).toHaveBeenCalledTimes(1);
  });

  it('names a role change in English', async () => {
    await renderDispatcherWhoseSessionEnded('roleChanged', 'en');
    expect(await screen.findByRole('heading', { name: 'Your access changed' })).toBeInTheDocument();
    expect(screen.getByText(/An administrator changed your role/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeEnabled();
  });

  it.each([
    ['accountDeactivated', 'es', /Un administrador desactivó su cuenta/],
    ['accountDeleted', 'en', /An administrator deleted your account/],
  ] as const)('names %s (%s)', async (reason, language, text) => {
    await renderDispatcherWhoseSessionEnded(reason, language);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
