import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../../../test/setup/callApi';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { GENERAL_PERMISSIONS, TICKET_COMMENT_TYPES } from '../../../../test/sandbox/security/constants';
import { assignationsOf } from '../../../../test/sandbox/security/state';

const sandbox = setupSandbox();
const dialog = () => screen.getByRole('dialog');

async function openAssignments(name: string) {
  renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
  const table = await screen.findByRole('table', { name: 'Usuarios' }, { timeout: 30_000 });
  await userEvent.type(screen.getByRole('textbox', { name: 'Nombre, usuario, correo o teléfono' }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await userEvent.click(await within(table).findByRole('button', { name: `Más acciones para ${name}` }, { timeout: 10_000 }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Permisos y asignaciones', hidden: true }));
  await screen.findByRole('dialog');
}
const engineers = () => [...sandbox.store.users.values()].filter((u) => u.roleCode === 'ENG' && u.enabled && !u.nonOperational);

describe('user assignments', () => {
  it('saves each kind on its own with its success toast', async () => {
    const engineer = engineers()[0]!;
    await openAssignments(engineer.fullName);
    const client = [...sandbox.store.clients.values()].find((c) => !engineer.clientIds.includes(c.id))!;
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Clientes' }));
    await userEvent.click(await within(dialog()).findByRole('checkbox', { name: client.name }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar Clientes' }));
    expect(await screen.findByText('Clientes guardados')).toBeInTheDocument();
    expect(sandbox.store.users.get(engineer.userId)!.clientIds).toContain(client.id);

    const commentType = TICKET_COMMENT_TYPES.find((c) => !assignationsOf(sandbox.store, engineer.userId).commentTypes.has(c.id))!;
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Tipos de comentario' }));
    await userEvent.click(await within(dialog()).findByRole('checkbox', { name: commentType.name }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar Tipos de comentario' }));
    expect(await screen.findByText('Tipos de comentario guardados')).toBeInTheDocument();
    expect(assignationsOf(sandbox.store, engineer.userId).commentTypes.has(commentType.id)).toBe(true);
    // The clients saved before are untouched by the other kind's save.
    expect(sandbox.store.users.get(engineer.userId)!.clientIds).toContain(client.id);

    const permission = GENERAL_PERMISSIONS.find((p) => !assignationsOf(sandbox.store, engineer.userId).generalPermissions.has(p.id))!;
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Permisos generales' }));
    await userEvent.click(await within(dialog()).findByRole('checkbox', { name: permission.name }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar Permisos generales' }));
    expect(await screen.findByText('Permisos generales guardados')).toBeInTheDocument();
    expect(assignationsOf(sandbox.store, engineer.userId).generalPermissions.has(permission.id)).toBe(true);
  }, 90_000);

  it('changed by someone else meanwhile: the save is refused, their change joins the user’s checks, and saving again keeps both', async () => {
    const engineer = engineers()[1]!;
    await openAssignments(engineer.fullName);
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Clientes' }));
    const read = [...engineer.clientIds];
    const [theirs, mine] = [...sandbox.store.clients.values()].filter((c) => !read.includes(c.id));
    await within(dialog()).findByRole('checkbox', { name: mine!.name });
    const body = { userId: engineer.userId, clientIds: [...read, theirs!.id], readIds: read };
    expect((await callApi(sandbox, 'POST', '/security/api/v1/UserAssignations/AssignUserClients', { body })).status).toBe(200);

    await userEvent.click(within(dialog()).getByRole('checkbox', { name: mine!.name }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar Clientes' }));
    expect(await within(dialog()).findByText(/^Otra persona cambió esta lista/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog()).getByRole('checkbox', { name: theirs!.name })).toBeChecked());
    expect(within(dialog()).getByRole('checkbox', { name: mine!.name })).toBeChecked();
    expect(sandbox.store.users.get(engineer.userId)!.clientIds).not.toContain(mine!.id);

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar Clientes' }));
    expect(await screen.findByText('Clientes guardados')).toBeInTheDocument();
    expect(sandbox.store.users.get(engineer.userId)!.clientIds).toEqual(expect.arrayContaining([theirs!.id, mine!.id]));
  }, 90_000);

  it('copies permissions from another user in the background and says so', async () => {
    const [target, source] = engineers();
    await openAssignments(target!.fullName);
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Copiar permisos de otro usuario' }));
    const choice = await within(dialog()).findByLabelText('Copiar permisos de');
    await userEvent.click(choice.closest('.p-dropdown')!);
    const option = await waitFor(() => {
      const found = screen.getAllByRole('option', { hidden: true }).find((o) => o.tagName === 'LI' && o.getAttribute('aria-label') === source!.fullName);
      if (!found) throw new Error('no source option');
      return found;
    });
    await userEvent.click(option);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Copiar permisos' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Copia en proceso: recibirá una notificación cuando termine.');
    expect(await screen.findByText('Copia en proceso')).toBeInTheDocument();
    expect([...sandbox.store.notifications.values()].some((n) => n.receiverUserId === 1 && n.notificationKey === 'User.PermissionsCopied')).toBe(true);
  }, 90_000);
});
