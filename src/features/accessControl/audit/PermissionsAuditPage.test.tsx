import { screen, waitFor } from '@testing-library/react';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import { choose } from '../../../../test/setup/formActions';
import { callApi } from '../../../../test/setup/callApi';
import { PROFILE_OF_ROLE } from '../../../../test/sandbox/security/constants';
import userEvent from '@testing-library/user-event';

const sandbox = setupSandbox();

/** A profile update removes one permission from every dispatcher: a change nobody made by hand. */
async function removeOnePermissionFromDispatchers() {
  const path = `/security/api/v1/AccessProfiles`;
  const { data } = (await callApi(sandbox, 'GET', `${path}/${PROFILE_OF_ROLE.DIS}`)).body;
  const { id, name, description, enabled, accessElementIds, rowVersion } = data;
  await callApi(sandbox, 'PUT', path, { body: { id, name, description, enabled, accessElementIds: accessElementIds.slice(1), rowVersion } });
}

describe('permissions audit', () => {
  it("shows one user's changes, a profile's as made by the system", async () => {
    await removeOnePermissionFromDispatchers();
    const dispatcher = [...sandbox.store.users.values()].find((u) => u.roleCode === 'DIS')!;
    renderScreen({ route: '/permissionsAudit', as: { sandbox, role: 'ADM' } });
    await gridRows('Auditoría de permisos');
    await choose(/^Usuario/, `${dispatcher.fullName} (${dispatcher.email})`);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => {
      const rows = await gridRows('Auditoría de permisos');
      expect(rows.every((row) => row.textContent?.includes(dispatcher.fullName))).toBe(true);
      expect(rows[0]).toHaveTextContent('Retirado');
      expect(rows[0]).toHaveTextContent('Sistema (perfil o copia)');
    });
  });

  it('is closed to a role without UsersChangePermissions', async () => {
    renderScreen({ route: '/permissionsAudit', as: { sandbox, role: 'SUP' } });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' }, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await removeOnePermissionFromDispatchers();
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: '/permissionsAudit', language: 'en', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows('Permission audit');
    expect(rows.some((row) => row.textContent?.includes('System (profile or copy)'))).toBe(true);
  });
});
