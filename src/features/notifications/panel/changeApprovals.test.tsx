import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeTypes } from '../../../../test/sandbox/process/changeCatalogs';
import { processState, type ChangeRecord } from '../../../../test/sandbox/process/state';
import { callApi } from '../../../../test/setup/callApi';
import { renderApp } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { setNotificationsHub } from '../hub/hubSettings';
import { fakeHubFactory } from '../testing/fakeHub';
import { demoUserId, replaceNotifications } from '../testing/sandboxNotifications';

const sandbox = setupSandbox();
const API = '/process/api/v1';

/** A change of the dispatcher's waiting to be sent, with the supervisor (a member of every seeded committee) as its one approver. */
async function readyToSend(): Promise<ChangeRecord> {
  const change = [...processState(sandbox.store).changes.values()].find((c) => c.state === 'Draft' && !changeTypes(sandbox.store).get(c.changeTypeId)!.preApproved)!;
  change.createdUserId = demoUserId(sandbox, 'DIS');
  expect((await callApi(sandbox, 'POST', `${API}/Approvals/AddMember`, { as: 'DIS', body: { changeId: change.changeId, userId: demoUserId(sandbox, 'SUP') } })).status).toBe(200);
  expect((await callApi(sandbox, 'POST', `${API}/Changes/ChangeState`, { as: 'DIS', body: { changeId: change.changeId, state: 'ToBeSent' } })).status).toBe(200);
  return change;
}
const latest = (userId: number, key: string) => [...sandbox.store.notifications.values()].filter((n) => n.receiverUserId === userId && n.notificationKey === key).at(-1)!;

function signIn(route: string, role: 'DIS' | 'SUP') {
  const hub = fakeHubFactory();
  setNotificationsHub({ factory: hub.factory });
  return { ...renderApp({ route, as: { sandbox, role } }), hub };
}

describe('live approvals', () => {
  it('tells the approver over the hub when a change awaits their approval, and the bell opens the change', async () => {
    const supervisor = demoUserId(sandbox, 'SUP');
    replaceNotifications(sandbox, supervisor, []);
    const change = await readyToSend();
    const { router, hub } = signIn('/forbidden', 'SUP');
    await waitFor(() => expect(hub.connections).toHaveLength(1));
    expect((await callApi(sandbox, 'POST', `${API}/Approvals/Send`, { as: 'DIS', body: { changeId: change.changeId } })).status).toBe(200);
    const told = latest(supervisor, 'Change.ApprovalPending');
    expect(told.message).toContain(`**${change.changeId}**`);
    act(() => hub.connections[0]!.push('ReceiveNotification', told));
    await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
    await userEvent.click(await within(screen.getByRole('dialog', { name: /^Notificaciones/ })).findByRole('button', { name: /^Cambio por aprobar/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/change/detail/${change.changeId}`));
  }, 60_000);

  it('updates an open change live when its approver decides', async () => {
    const change = await readyToSend();
    expect((await callApi(sandbox, 'POST', `${API}/Approvals/Send`, { as: 'DIS', body: { changeId: change.changeId } })).status).toBe(200);
    const { hub } = signIn(`/change/detail/${change.changeId}`, 'DIS');
    const table = await screen.findByRole('table', { name: 'Aprobaciones' }, { timeout: 20_000 });
    await within(table).findByText('Pendiente de aprobación');
    const approval = [...processState(sandbox.store).approvals.values()].find((a) => a.changeId === change.changeId)!;
    const decided = await callApi(sandbox, 'POST', `${API}/Approvals/Approve`, { as: 'SUP', body: { approvalId: approval.approvalId, approved: true, reason: null } });
    expect(decided.status).toBe(200);
    act(() => hub.connections[0]!.push('ReceiveNotification', latest(change.createdUserId, 'Change.ApprovalDecided')));
    expect(await within(table).findByText('Aprobado')).toBeInTheDocument();
  }, 60_000);
});
