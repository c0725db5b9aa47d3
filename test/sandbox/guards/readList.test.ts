import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { STALE_LIST_MESSAGE } from './readList';

const sandbox = setupSandbox({ tickets: 100 });
const assignClients = (userId: number, clientIds: number[], readIds: number[]) =>
  callApi(sandbox, 'POST', '/security/api/v1/UserAssignations/AssignUserClients', { body: { userId, clientIds, readIds } });

describe('a replaced list is refused once someone else changed it (the guard of every assignment)', () => {
  it('replaces the list read, then refuses a second replacement from the same reading with the ids assigned now', async () => {
    const engineer = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG' && u.enabled && !u.nonOperational)!;
    const read = [...engineer.clientIds];
    const [first, second] = [...sandbox.store.clients.keys()].filter((id) => !read.includes(id));

    expect((await assignClients(engineer.userId, [...read, first!], read)).status).toBe(200);
    const stale = await assignClients(engineer.userId, [...read, second!], read);
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_LIST_MESSAGE, detail: 'readIds', data: [...read, first!].sort((a, b) => a - b) } });
    expect(sandbox.store.users.get(engineer.userId)!.clientIds).not.toContain(second);

    // The same list in another order is the list read.
    expect((await assignClients(engineer.userId, [second!], [first!, ...read].reverse())).status).toBe(200);
    expect(sandbox.store.users.get(engineer.userId)!.clientIds).toEqual([second]);
  });
});
