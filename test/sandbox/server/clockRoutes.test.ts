/**
 * @jest-environment jest-fixed-jsdom
 */
// The browser suite's clock hook against the real https sandbox: moving the clock fires an escalation, and the
// level's user hears it live over the hub (jsdom, so the SignalR client takes its browser path).
import { HttpTransportType, HubConnectionBuilder, LogLevel, type IHttpConnectionOptions } from '@microsoft/signalr';
import { setupHttpsSandbox } from '../../setup/httpsSandbox';

const server = setupHttpsSandbox();
const DISPATCHER = 2;

async function listeningAs(userId: number) {
  const options: IHttpConnectionOptions & { WebSocket: unknown } = {
    transport: HttpTransportType.WebSockets, accessTokenFactory: () => server.tokenOf(userId), WebSocket: server.WebSocket, httpClient: server.httpClient(),
  };
  const connection = new HubConnectionBuilder().withUrl(server.hubUrl, options).configureLogging(LogLevel.None).build();
  const received: { notificationKey: string; ticketId: number | null }[] = [];
  connection.on('ReceiveNotification', (notification) => received.push(notification));
  await connection.start();
  await connection.invoke('JoinSession', 'WebNotifications');
  return { connection, received };
}

describe('the /__sandbox/clock hook', () => {
  it('reads the clock, refuses moving it back, and moves it forward by minutes', async () => {
    const { body: before } = await server.request('GET', '/__sandbox/clock');
    expect((await server.request('POST', '/__sandbox/clock', { minutes: -1 })).status).toBe(400);
    const moved = await server.request('POST', '/__sandbox/clock', { minutes: 30 });
    expect(Date.parse(moved.body.now) - Date.parse(before.now)).toBe(30 * 60_000);
  });

  it('fires an escalation whose threshold the move passes, pushed live to the level\'s user', async () => {
    const ticket = [...server.sandbox.store.tickets.values()].find((t) => t.clientId === 1 && t.statusId === 4)!;
    expect((await server.request('POST', `/__sandbox/tickets/${ticket.ticketId}`, { statusId: 2 })).status).toBe(200);
    const rule = {
      name: 'Sin asignar 30 minutos', clientId: 1, serviceId: ticket.serviceId, criticalityId: null, statusId: 2, measure: 'TimeInStatus', enabled: true,
      levels: [{ level: 1, threshold: 30, userIds: [DISPATCHER] }],
    };
    expect((await server.request('POST', '/ticket/api/v1/Escalations', rule, await server.tokenOf(1, undefined, 'ticket'))).status).toBe(200);
    const { connection, received } = await listeningAs(DISPATCHER);

    await server.request('POST', '/__sandbox/clock', { minutes: 30 });

    const deadline = Date.now() + 5000;
    while (!received.some((n) => n.ticketId === ticket.ticketId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(received).toContainEqual(expect.objectContaining({ notificationKey: 'Ticket.Escalation', ticketId: ticket.ticketId }));
    await connection.stop();
  });
});
