import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeCatalogs } from '../../../../test/sandbox/process/changeCatalogs';
import { processState, type ChangeRecord } from '../../../../test/sandbox/process/state';
import { changeVersions } from '../../../../test/sandbox/process/views';
import { choose, enter } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { topDialog } from '../../../../test/setup/gridActions';

const sandbox = setupSandbox();

const open = (change: ChangeRecord, role: 'DIS' | 'SUP', language: 'es' | 'en' = 'es') =>
  renderScreen({ route: `/change/detail/${change.changeId}`, language, as: { sandbox, role } });
const seeded = (pred: (c: ChangeRecord) => boolean) => {
  const found = [...processState(sandbox.store).changes.values()].find(pred);
  if (!found) throw new Error('no seeded change matches');
  return found;
};
const needsApproval = (c: ChangeRecord) => !changeCatalogs(sandbox.store).changeTypes.get(c.changeTypeId)!.preApproved;
const steps = () => within(screen.getByRole('group', { name: 'Pasos del cambio' })).getAllByRole('button').map((b) => b.textContent);

describe('change detail (change/detail/{id})', () => {
  it('offers only the legal steps, and takes a draft through its approvers to pending approval', async () => {
    const change = seeded((c) => c.state === 'Draft' && c.cabId === 1 && needsApproval(c));
    open(change, 'DIS');
    await screen.findByRole('heading', { name: `Cambio ${change.changeId}: ${change.name}` }, { timeout: 20_000 });
    await waitFor(() => expect(steps()).toEqual(['Listo para aprobación', 'Cancelar cambio']));
    await choose(/^Miembro del comité/, sandbox.store.users.get(3)!.fullName);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar aprobador' }));
    const table = await screen.findByRole('table', { name: 'Aprobaciones' });
    await within(table).findByText(sandbox.store.users.get(3)!.fullName);
    expect(within(table).getByText('Por enviar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Listo para aprobación' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar a aprobación' }));
    await waitFor(() => expect(processState(sandbox.store).changes.get(change.changeId)!.state).toBe('PendingApproval'));
    expect(await within(table).findByText('Pendiente de aprobación')).toBeInTheDocument();
  }, 60_000);

  it('lets the approver reject only with a reason, which the change then shows', async () => {
    const { approvals } = processState(sandbox.store);
    const change = seeded((c) => c.state === 'PendingApproval' && [...approvals.values()].some((a) => a.changeId === c.changeId && a.approverUserId === 3 && a.status === 'Pending'));
    open(change, 'SUP');
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }, { timeout: 20_000 }));
    const dialog = await topDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await enter(/^Motivo del rechazo/, 'Falta el plan de reversión');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Rechazado: Falta el plan de reversión')).toBeInTheDocument();
    expect(processState(sandbox.store).changes.get(change.changeId)).toMatchObject({ state: 'Rejected', rejectionReason: 'Falta el plan de reversión' });
  }, 60_000);

  it('says "error linking change" with the reason when the ticket does not exist, links one that does, and adds a comment', async () => {
    const change = seeded((c) => c.state === 'Scheduled');
    const ticketId = [...sandbox.store.tickets.values()][0]!.ticketId;
    open(change, 'DIS', 'en');
    const number = await screen.findByLabelText('Ticket number', undefined, { timeout: 20_000 });
    await userEvent.type(number, '9999999');
    await userEvent.click(screen.getByRole('button', { name: 'Link ticket' }));
    expect(await screen.findByText('Error linking change')).toBeInTheDocument();
    expect(screen.getByText('El ticket 9999999 no existe')).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, String(ticketId));
    await userEvent.click(screen.getByRole('button', { name: 'Link ticket' }));
    expect(await within(await screen.findByRole('list', { name: 'Linked tickets' })).findByRole('link', { name: String(ticketId) })).toBeInTheDocument();
    await enter(/^Comment( \*)?$/, 'Ventana confirmada con el cliente');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await within(await screen.findByRole('list', { name: 'Comments' })).findByText('Ventana confirmada con el cliente')).toBeInTheDocument();
  }, 60_000);

  it('asks before canceling, and a canceled change offers no step', async () => {
    const change = seeded((c) => c.state === 'Approved');
    open(change, 'DIS');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar cambio' }, { timeout: 20_000 }));
    await userEvent.click(within(await topDialog()).getByRole('button', { name: 'Conservar' }));
    expect(processState(sandbox.store).changes.get(change.changeId)!.state).toBe('Approved');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar cambio' }));
    await userEvent.click(within(await topDialog()).getByRole('button', { name: 'Cancelar cambio' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Pasos del cambio' })).not.toBeInTheDocument());
    expect(processState(sandbox.store).changes.get(change.changeId)!.state).toBe('Canceled');
  }, 60_000);

  it("saves an edit of a draft, and a save over someone else's opens the conflict to compare", async () => {
    const change = seeded((c) => c.state === 'Draft' && c.changeId !== 1);
    open(change, 'DIS');
    const name = await screen.findByLabelText(/^Nombre/, undefined, { timeout: 20_000 });
    await userEvent.clear(name);
    await userEvent.paste('Cambio renombrado');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambio' }));
    // Saved and read back: the form now holds the new version.
    await screen.findByRole('heading', { name: `Cambio ${change.changeId}: Cambio renombrado` });
    // Another person saves meanwhile: this form's version is now stale.
    changeVersions.touch(sandbox.store, change.changeId);
    await enter(/^Nombre/, ' otra vez');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambio' }));
    expect(await screen.findByRole('heading', { name: 'Otra persona guardó este registro' })).toBeInTheDocument();
  }, 60_000);
});
