import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows, topDialog } from '../../../../test/setup/gridActions';
import { issueAccessToken } from '../../../../test/sandbox/auth/tokens';
import { sandboxServiceScope } from '../../../../test/sandbox/server/sandboxConfig';
import { permissionsForRole } from '../../../../test/sandbox/auth/rolePermissions';
import { PROFILE_OF_ROLE } from '../../../../test/sandbox/security/constants';
import { securityState } from '../../../../test/sandbox/security/state';
import { LIMITS } from '../../../shared/validation/limits';
import { profileSchema } from './profileForm';

const sandbox = setupSandbox();

const openedDialog = () => screen.findByRole('dialog', {}, { timeout: 10_000 });
/** The permission tree of the dialog, once the profile and the permissions have loaded. */
const permissionTree = async () => within(await openedDialog()).findByRole('group', { name: 'Permisos del perfil' }, { timeout: 10_000 });

/** The dispatcher may read profiles but not change them (the demo roles give profiles to the administrator only). */
function dispatcherMayOnlyReadProfiles() {
  const own = sandbox.store.permissionsOf.bind(sandbox.store);
  jest.spyOn(sandbox.store, 'permissionsOf').mockImplementation((user) => (user.roleCode === 'DIS' ? new Set([...permissionsForRole('DIS'), 'ProfilesSearch']) : own(user)));
}

describe('access profiles', () => {
  it('lists the profiles and creates one with permissions chosen on the module tree', async () => {
    renderScreen({ route: '/profiles', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows('Perfiles');
    expect(rows.some((row) => row.textContent?.includes('Mesa de servicio'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Nuevo perfil' }));
    await userEvent.type(within(topDialog()).getByLabelText(/^Nombre/), 'Auditoría interna');
    const tree = await permissionTree();
    await userEvent.type(within(tree).getByRole('searchbox'), 'Perfiles');
    await userEvent.click(within(tree).getByRole('checkbox', { name: /^Perfiles/ }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Perfil Auditoría interna creado')).toBeInTheDocument();
    const created = [...securityState(sandbox.store).profiles.values()].find((p) => p.name === 'Auditoría interna')!;
    const profileCodes = [...sandbox.store.permissionsOf([...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!)].filter((c) => c.startsWith('Profiles'));
    expect(created.accessElementIds).toHaveLength(profileCodes.length);
  });

  it("signs the profile's users out at their next request when its permissions change, and warns before", async () => {
    const dispatcher = [...sandbox.store.users.values()].find((u) => u.roleCode === 'DIS')!;
    const before = await issueAccessToken({
      extension_GSerUserId: dispatcher.userId, extension_GSerUserEmail: dispatcher.email, role: 'DIS', name: dispatcher.fullName, scp: sandboxServiceScope('security'),
    });
    renderScreen({ route: '/profiles', as: { sandbox, role: 'ADM' } });
    const row = (await gridRows('Perfiles')).find((r) => r.textContent?.includes('Mesa de servicio'))!;
    await userEvent.click(within(row).getByRole('button', { name: 'Editar Mesa de servicio' }));
    expect(await within(await openedDialog()).findByText(/Si cambia sus permisos, su sesión se cerrará/)).toBeInTheDocument();
    const tree = await permissionTree();
    await userEvent.type(within(tree).getByRole('searchbox'), 'Tickets');
    await userEvent.click(within(tree).getAllByRole('checkbox', { checked: true })[0]!);
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil Mesa de servicio guardado')).toBeInTheDocument();

    const next = await fetch(new URL('/security/api/v1/Accounts/me', window.location.origin), { headers: { Authorization: `Bearer ${before}` } });
    expect(next.status).toBe(401);
    expect(next.headers.get('www-authenticate')).toContain('profileChanged');
    expect(securityState(sandbox.store).profiles.get(PROFILE_OF_ROLE.DIS)!.accessElementIds.length).toBeGreaterThan(0);
  });

  it('refuses to disable a profile its users hold, saying why, and enables a disabled one', async () => {
    renderScreen({ route: '/profiles', as: { sandbox, role: 'ADM' } });
    await userEvent.click(within((await gridRows('Perfiles')).find((r) => r.textContent?.includes('Mesa de servicio'))!).getByRole('button', { name: 'Desactivar Mesa de servicio' }));
    await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Desactivar' }));
    expect(await within(topDialog()).findByText(/tiene \d+ usuarios asignados y no puede desactivarse/)).toBeInTheDocument();
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Cancelar' }));

    const disabled = [...securityState(sandbox.store).profiles.values()].find((p) => !p.enabled)!;
    await userEvent.click(within((await gridRows('Perfiles')).find((r) => r.textContent?.includes(disabled.name))!).getByRole('button', { name: `Activar ${disabled.name}` }));
    await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText(`Perfil ${disabled.name} activado`)).toBeInTheDocument();
    expect(disabled.enabled).toBe(true);
  });

  it('refuses a search text shorter than the minimum with its message, and searches from the minimum', async () => {
    renderScreen({ route: '/profiles', as: { sandbox, role: 'ADM' } });
    await gridRows('Perfiles');
    const text = screen.getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(text, 'M'.repeat(LIMITS.accessControl.searchMinLength - 1));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Escriba al menos ${LIMITS.accessControl.searchMinLength} caracteres para buscar`);

    await userEvent.clear(text);
    await userEvent.type(text, 'Mesa');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect(await gridRows('Perfiles')).toHaveLength(1));
    expect(screen.queryByText(/Escriba al menos/)).not.toBeInTheDocument();
  });

  it('accepts a name of the maximum length and refuses one past it', async () => {
    const values = { description: '', enabled: true, accessElementIds: [] };
    await expect(profileSchema.validate({ ...values, name: 'a'.repeat(LIMITS.accessControl.nameMax) })).resolves.toBeTruthy();
    await expect(profileSchema.validate({ ...values, name: 'a'.repeat(LIMITS.accessControl.nameMax + 1) })).rejects.toThrow();
  });

  it('refuses characters a name may not have, with the message', async () => {
    renderScreen({ route: '/profiles', as: { sandbox, role: 'ADM' } });
    await gridRows('Perfiles');
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo perfil' }));
    await userEvent.type(within(topDialog()).getByLabelText(/^Nombre/), 'Perfil #1');
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(topDialog()).findByText('Solo se permiten letras, números, espacios, guion y guion bajo')).toBeInTheDocument();
  });

  it('offers no create, edit or enable action to a user who may only read profiles', async () => {
    dispatcherMayOnlyReadProfiles();
    renderScreen({ route: '/profiles', as: { sandbox, role: 'DIS' } });
    await gridRows('Perfiles');
    expect(screen.queryByRole('button', { name: 'Nuevo perfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Desactivar / })).not.toBeInTheDocument();
  });

  it('shows the generic no-permission message when the service refuses a save (403)', async () => {
    sandbox.server.use(http.put('*/security/api/v1/AccessProfiles', () => HttpResponse.json({ success: false, message: 'Forbidden', detail: null }, { status: 403 })));
    renderScreen({ route: '/profiles', as: { sandbox, role: 'ADM' } });
    const row = (await gridRows('Perfiles')).find((r) => r.textContent?.includes('Supervisión'))!;
    await userEvent.click(within(row).getByRole('button', { name: 'Editar Supervisión' }));
    await openedDialog();
    await permissionTree();
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(topDialog()).findByText(/No tiene permiso para realizar esta acción/)).toBeInTheDocument();
  });

  it('speaks English', async () => {
    // The account's language decides the interface's once signed in.
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: '/profiles', language: 'en', as: { sandbox, role: 'ADM' } });
    await gridRows('Profiles');
    expect(screen.getByRole('button', { name: 'New profile' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Users/ })).toBeInTheDocument();
  });
});
