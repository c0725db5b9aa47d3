import type { ServiceName } from '../../../src/core/config/runtimeConfig';
import { issueAccessToken } from '../auth/tokens';
import { sandboxServiceScope } from '../server/sandboxConfig';
import { sniffImage } from '../filestorage/bytes';
import { callApi, userFor } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';

const sandbox = setupSandbox();

async function download(path: string): Promise<Uint8Array> {
  const user = userFor(sandbox, 'CRE');
  const token = await issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope(path.split('/')[1] as ServiceName) });
  const response = await fetch(new URL(path, window.location.origin), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('sandbox: ticket PDF detail', () => {
  it('carries the client logo as a stored PNG any signed-in user may download, one per client', async () => {
    const tickets = [...sandbox.store.tickets.values()];
    const first = tickets[0]!;
    const sameClient = tickets.find((t) => t !== first && t.clientId === first.clientId)!;
    const other = tickets.find((t) => t.clientId !== first.clientId)!;
    const logoOf = async (ticketId: number) => {
      const { status, body } = await callApi(sandbox, 'GET', `/ticket/api/v1/Tickets/${ticketId}/PdfDetail`, { as: 'DIS' });
      expect(status).toBe(200);
      return body.data.clientActive.blobStorageUrlPath as string;
    };
    const logo = await logoOf(first.ticketId);
    expect(logo).toMatch(/^\/filestorage\/api\/v1\/FileStorage\/Download\/\d+$/);
    expect(await logoOf(sameClient.ticketId)).toBe(logo);
    expect(await logoOf(other.ticketId)).not.toBe(logo);
    expect(sniffImage(await download(logo))).toBe('png');
  });
});
