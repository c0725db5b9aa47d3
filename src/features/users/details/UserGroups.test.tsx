import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { securityState } from '../../../../test/sandbox/security/state';
import type { UserRecord } from '../../../../test/sandbox/store/types';
import es from '../../../shared/i18n/es.json';

const sandbox = setupSandbox();
const groupsOf = (userId: number) => [...securityState(sandbox.store).groups.values()].filter((g) => g.userIds.includes(userId));

/** Opens the details of a user from the grid, as a dispatcher (search and groups reading only), on the groups tab. */
async function openGroupsTab(user: UserRecord) {
  renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'DIS' } });
  await userEvent.type(await screen.findByRole('textbox', { name: 'Nombre, usuario, correo o teléfono' }, { timeout: 30_000 }), user.fullName);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await userEvent.click(await screen.findByRole('button', { name: `Más acciones para ${user.fullName}` }, { timeout: 30_000 }));
  await userEvent.click(await screen.findByRole('menuitem', { name: es.users.actions.details, hidden: true }));
  const dialog = await screen.findByRole('dialog', { name: `Personal a cargo, grupos y jerarquía de ${user.fullName}` });
  await userEvent.click(within(dialog).getByRole('tab', { name: es.users.details.groups }));
  return dialog;
}

describe('the groups of a user in the user screen', () => {
  it('lists the system groups the user belongs to, marking the engineer-only ones, and no other', async () => {
    const engineer = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG' && groupsOf(u.userId).some((g) => g.engineerOnly))!;
    const mine = groupsOf(engineer.userId);
    const dialog = await openGroupsTab(engineer);

    const list = await within(dialog).findByRole('list', { name: es.users.details.groups }, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent!.replace(es.users.details.engineerOnly, '').trim()).sort()).toEqual(mine.map((g) => g.name).sort());
    const tagged = items.filter((li) => within(li).queryByText(es.users.details.engineerOnly));
    expect(tagged).toHaveLength(mine.filter((g) => g.engineerOnly).length);
  }, 60_000);

  it('says so when the user is in no group', async () => {
    const loner = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG' && groupsOf(u.userId).length > 0)!;
    for (const group of groupsOf(loner.userId)) group.userIds = group.userIds.filter((id) => id !== loner.userId);
    const dialog = await openGroupsTab(loner);
    await waitFor(() => expect(within(dialog).getByText(es.users.details.noGroups)).toBeInTheDocument(), { timeout: 10_000 });
  }, 60_000);
});
