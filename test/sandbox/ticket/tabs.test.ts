import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';

const sandbox = setupSandbox();
const API = '/ticket/api/v1/Tickets';

const tickets = () => [...sandbox.store.tickets.values()];

describe('related services, location history and tasks', () => {
  it('answers the other tickets of the work order within the caller scope', async () => {
    const engineerTickets = tickets().filter((t) => t.assignedEngineerId === 4).slice(0, 2);
    const foreign = tickets().find((t) => t.assignedEngineerId !== 4)!;
    for (const t of [...engineerTickets, foreign]) t.ticketClientGroup = 77;
    const [own, sibling] = engineerTickets;
    const asDispatcher = await callApi(sandbox, 'GET', `${API}/${own!.ticketId}/RelatedServices`, { as: 'DIS' });
    expect(asDispatcher.body.data.map((r: { ticketId: number }) => r.ticketId).sort()).toEqual([sibling!.ticketId, foreign.ticketId].sort());
    const asEngineer = await callApi(sandbox, 'GET', `${API}/${own!.ticketId}/RelatedServices`, { as: 'ENG' });
    expect(asEngineer.body.data.map((r: { ticketId: number }) => r.ticketId)).toEqual([sibling!.ticketId]);
    const plain = tickets().find((t) => t.ticketClientGroup === null)!;
    expect((await callApi(sandbox, 'GET', `${API}/${plain.ticketId}/RelatedServices`, { as: 'DIS' })).body.data).toEqual([]);
  });

  it('answers the location history newest first, without the ticket itself', async () => {
    const ticket = tickets()[0]!;
    const history = (await callApi(sandbox, 'GET', `${API}/${ticket.ticketId}/LocationHistory`, { as: 'DIS' })).body.data as { ticketId: number; ticketCreationDateUTC: string }[];
    const expected = tickets().filter((t) => t.locationId === ticket.locationId && t.ticketId !== ticket.ticketId);
    expect(history).toHaveLength(expected.length);
    const dates = history.map((r) => r.ticketCreationDateUTC);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('derives tasks for some tickets, the same on every read, and follows the ticket status', async () => {
    const read = async (id: number) => (await callApi(sandbox, 'GET', `${API}/${id}/Tasks`, { as: 'DIS' })).body.data as { statusName: string; progressPercent: number }[];
    const answers = await Promise.all(tickets().slice(0, 40).map((t) => read(t.ticketId)));
    expect(answers.filter((a) => a.length > 0).length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.length === 0).length).toBeGreaterThan(0);
    let closedTasks: { statusName: string; progressPercent: number }[] = [];
    for (const t of tickets().filter((x) => x.statusId === 5)) {
      closedTasks = await read(t.ticketId);
      if (closedTasks.length) break;
    }
    expect(closedTasks.length).toBeGreaterThan(0);
    expect(closedTasks.every((task) => task.statusName === 'Terminada' && task.progressPercent === 100)).toBe(true);
    const first = tickets()[0]!;
    expect(await read(first.ticketId)).toEqual(await read(first.ticketId));
  });
});
