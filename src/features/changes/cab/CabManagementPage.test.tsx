import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { processState } from '../../../../test/sandbox/process/state';
import { enterInDialog, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { LIMITS } from '../../../shared/validation/limits';
import { boardSchema } from './cabSchema';

const sandbox = setupSandbox();
const { cabMembersMin, cabMembersMax } = LIMITS.changes;
const members = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const boardNamed = (name: string) => [...processState(sandbox.store).boards.values()].find((b) => b.name === name);

describe('CAB management (admin/CABManagement, CABManagement)', () => {
  it('takes from the minimum to the maximum of members, and refuses one fewer or one more', () => {
    const valid = (count: number) => boardSchema.isValidSync({ name: 'Comité', memberUserIds: members(count) });
    expect([valid(cabMembersMin - 1), valid(cabMembersMin), valid(cabMembersMax), valid(cabMembersMax + 1)]).toEqual([false, true, true, false]);
  });

  it('lists the boards on the bare route too, and adds one only with a member', async () => {
    renderScreen({ route: '/CABManagement', as: { sandbox, role: 'ADM' } });
    const table = await screen.findByRole('table', { name: 'Comité de cambios (CAB)' }, { timeout: 20_000 });
    expect(await within(table).findByText(processState(sandbox.store).boards.get(1)!.name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar comité' }));
    await enterInDialog(/^Nombre/, 'Comité de redes');
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(topDialog()).findByText(`Elija al menos ${cabMembersMin} miembro`)).toBeInTheDocument();
    expect(boardNamed('Comité de redes')).toBeUndefined();
    await userEvent.click(within(topDialog()).getByLabelText(/^Miembros/).closest('.p-multiselect')!);
    // The list holds every enabled user (about 400): opening it is most of this test's time.
    await userEvent.click(await screen.findByRole('option', { name: sandbox.store.users.get(3)!.fullName, hidden: true }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(boardNamed('Comité de redes')?.memberUserIds).toEqual([3]));
    expect(await within(table).findByText('Comité de redes')).toBeInTheDocument();
  }, 60_000);

  it('sends whom lacks the board permission to forbidden', async () => {
    const view = renderScreen({ route: '/admin/CABManagement', as: { sandbox, role: 'DIS' } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/forbidden'));
  }, 30_000);
});
