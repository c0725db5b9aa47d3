import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { gridRows } from '../../../../test/setup/gridActions';
import { securityState } from '../../../../test/sandbox/security/state';
import { accessCatalog } from '../../../../test/sandbox/security/accessElements';
import { callApi } from '../../../../test/setup/callApi';

const sandbox = setupSandbox();

const rowOf = async (name: string) => (await gridRows('Grupos')).find((row) => row.textContent?.includes(name))!;
const openedDialog = () => screen.findByRole('dialog');
const groupNamed = (name: string) => [...securityState(sandbox.store).groups.values()].find((g) => g.name === name)!;

describe('system groups', () => {
  it('creates an engineers-only group', async () => {
    renderScreen({ route: '/groups', as: { sandbox, role: 'ADM' } });
    await rowOf('Cuadrilla Centro');
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    const dialog = await openedDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Cuadrilla Express');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Solo ingenieros' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Grupo Cuadrilla Express creado')).toBeInTheDocument();
    expect(groupNamed('Cuadrilla Express').engineerOnly).toBe(true);
  });

  it("explains the service's refusal to make a group with other roles engineers-only, keeping what was typed", async () => {
    renderScreen({ route: '/groups', as: { sandbox, role: 'ADM' } });
    await userEvent.click(within(await rowOf('Coordinación de almacenes')).getByRole('button', { name: 'Editar Coordinación de almacenes' }));
    const dialog = await openedDialog();
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Solo ingenieros' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/El grupo solo admite ingenieros y .+ no lo es/)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Solo ingenieros' })).toBeChecked();
    expect(groupNamed('Coordinación de almacenes').engineerOnly).toBe(false);
  });

  it("saves a group's permissions chosen on the module tree", async () => {
    renderScreen({ route: '/groups', as: { sandbox, role: 'ADM' } });
    await userEvent.click(within(await rowOf('Coordinación de almacenes')).getByRole('button', { name: 'Permisos de Coordinación de almacenes' }));
    const tree = await within(await openedDialog()).findByRole('group', { name: 'Permisos del grupo' });
    await userEvent.type(within(tree).getByRole('searchbox'), 'Grupos');
    await userEvent.click(within(tree).getByRole('checkbox', { name: /^Grupos/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Permisos del grupo Coordinación de almacenes guardados')).toBeInTheDocument();
    expect(groupNamed('Coordinación de almacenes').accessElementIds.length).toBeGreaterThan(0);
  });

  it("changed by someone else meanwhile: the group's permissions keep their change and the user's once saved again", async () => {
    renderScreen({ route: '/groups', as: { sandbox, role: 'ADM' } });
    await userEvent.click(within(await rowOf('Coordinación de almacenes')).getByRole('button', { name: 'Permisos de Coordinación de almacenes' }));
    const tree = await within(await openedDialog()).findByRole('group', { name: 'Permisos del grupo' });
    const group = groupNamed('Coordinación de almacenes');
    const read = [...group.accessElementIds];
    const theirs = accessCatalog().elements.find((e) => !read.includes(e.accessElementId) && !e.name.startsWith('Grupos'))!;
    const body = { systemGroupId: group.id, accessElementIds: [...read, theirs.accessElementId], readIds: read };
    expect((await callApi(sandbox, 'POST', '/security/api/v1/SystemGroups/AssignSystemGroupAccessElements', { body })).status).toBe(200);

    await userEvent.type(within(tree).getByRole('searchbox'), 'Grupos');
    await userEvent.click(within(tree).getByRole('checkbox', { name: /^Grupos/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(await within(screen.getByRole('dialog')).findByText(/^Otra persona cambió esta lista/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Permisos del grupo Coordinación de almacenes guardados')).toBeInTheDocument();
    // What was there, theirs, and what the user checked: every element of the Grupos module and its children.
    const { modules, elements } = accessCatalog();
    const grupos = modules.find((m) => m.name === 'Grupos' && m.parentModuleId === null)!;
    const inGrupos = (moduleId: number) => moduleId === grupos.moduleId || modules.find((m) => m.moduleId === moduleId)?.parentModuleId === grupos.moduleId;
    const checked = elements.filter((e) => inGrupos(e.moduleId)).map((e) => e.accessElementId);
    expect(checked.filter((id) => !read.includes(id)).length).toBeGreaterThan(0);
    const ascending = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
    expect(ascending(groupNamed('Coordinación de almacenes').accessElementIds)).toEqual(ascending([...read, theirs.accessElementId, ...checked]));
  });

  it('deletes a group after confirmation', async () => {
    renderScreen({ route: '/groups', as: { sandbox, role: 'ADM' } });
    await userEvent.click(within(await rowOf('Laboratorio central')).getByRole('button', { name: 'Eliminar Laboratorio central' }));
    await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Grupo Laboratorio central eliminado')).toBeInTheDocument();
    expect(groupNamed('Laboratorio central')).toBeUndefined();
  });

  it('offers no change to a user who may only search groups', async () => {
    renderScreen({ route: '/groups', as: { sandbox, role: 'DIS' } });
    await rowOf('Cuadrilla Centro');
    expect(screen.queryByRole('button', { name: 'Nuevo grupo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Editar|Eliminar|Permisos de) / })).not.toBeInTheDocument();
  });

  it('shows the generic no-permission message when the service refuses a create (403)', async () => {
    sandbox.server.use(http.post('*/security/api/v1/SystemGroups', () => HttpResponse.json({ success: false, message: 'Forbidden', detail: null }, { status: 403 })));
    renderScreen({ route: '/groups', as: { sandbox, role: 'ADM' } });
    await rowOf('Cuadrilla Centro');
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    const dialog = await openedDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Cuadrilla Express');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/No tiene permiso para realizar esta acción/)).toBeInTheDocument();
  });

  it('speaks English', async () => {
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: '/groups', language: 'en', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows('Groups');
    expect(rows.some((row) => /Cuadrilla Centro.*Yes/.test(row.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('button', { name: 'New group' })).toBeInTheDocument();
  });
});
