import { screen, within } from '@testing-library/react';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import es from '../../../shared/i18n/es.json';
import { STATUS } from '../../../domain/tickets/status/statusOperations';

const sandbox = setupSandbox();

describe('logbook tab in English', () => {
  it('names a known status in English and shows an unknown one as the server sent it', async () => {
    const ticket = [...sandbox.store.tickets.values()].find((t) => t.statusId === STATUS.closed)!;
    sandbox.store.statuses.set(99, { ...sandbox.store.statuses.get(STATUS.closed)!, id: 99, key: 'New', name: 'Estatus nuevo del servidor' });
    sandbox.store.logbook.push({
      id: sandbox.store.nextId('logbook'), ticketId: ticket.ticketId, statusId: 99, previousStatusId: STATUS.closed, comment: null,
      createdUserId: 1, createdDateTime: '2099-01-01T00:00:00Z',
    });
    // The account's language decides the interface's once signed in.
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: `/requirement/detail/${ticket.ticketId}/logbook`, language: 'en', as: { sandbox, role: 'DIS' } });
    const logbook = await screen.findByRole('list', { name: 'Logbook' }, { timeout: 45_000 });
    const [newest, ...older] = within(logbook).getAllByRole('listitem');
    expect(within(newest!).getByText('Estatus nuevo del servidor')).toBeInTheDocument();
    expect(older.some((entry) => within(entry).queryByText('Closed'))).toBe(true);
    expect(within(logbook).queryByText(es.status.names.closed)).not.toBeInTheDocument();
  });
});
