import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import { choose } from '../../../../test/setup/formActions';
import { permissionsForRole } from '../../../../test/sandbox/auth/rolePermissions';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();

/** The dispatcher may read the access log, and export it only when `canExport`. */
function dispatcherReadsTheLog({ canExport }: { canExport: boolean }) {
  const own = sandbox.store.permissionsOf.bind(sandbox.store);
  const extra = ['UsersViewTrackingLog', ...(canExport ? ['UsersExportLog'] : [])];
  jest.spyOn(sandbox.store, 'permissionsOf').mockImplementation((user) => (user.roleCode === 'DIS' ? new Set([...permissionsForRole('DIS'), ...extra]) : own(user)));
}

describe('access log', () => {
  it('lists sign-ins and sign-outs, and filters to sign-outs', async () => {
    renderScreen({ route: '/AccessLogbook', as: { sandbox, role: 'ADM' } });
    expect((await gridRows('Bitácora de accesos')).length).toBeGreaterThan(0);
    await choose(/^Evento/, 'Cierre de sesión');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => {
      const rows = await gridRows('Bitácora de accesos');
      expect(rows.every((row) => row.textContent?.includes('Cierre de sesión'))).toBe(true);
    });
  });

  it('refuses a search text shorter than the minimum with its message', async () => {
    renderScreen({ route: '/AccessLogbook', as: { sandbox, role: 'ADM' } });
    await gridRows('Bitácora de accesos');
    await userEvent.type(screen.getByRole('textbox', { name: /^Usuario/ }), 'a'.repeat(LIMITS.accessControl.searchMinLength - 1));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Escriba al menos ${LIMITS.accessControl.searchMinLength} caracteres para buscar`);
  });

  it('offers the exports only with UsersExportLog', async () => {
    dispatcherReadsTheLog({ canExport: false });
    const { unmount } = renderScreen({ route: '/AccessLogbook', as: { sandbox, role: 'DIS' } });
    await gridRows('Bitácora de accesos');
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    unmount();

    dispatcherReadsTheLog({ canExport: true });
    renderScreen({ route: '/AccessLogbook', as: { sandbox, role: 'DIS' } });
    await gridRows('Bitácora de accesos');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });

  it('is closed to a role without UsersViewTrackingLog', async () => {
    renderScreen({ route: '/AccessLogbook', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' }, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: '/AccessLogbook', language: 'en', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows('Access log');
    expect(rows.some((row) => /Sign-in|Sign-out/.test(row.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
