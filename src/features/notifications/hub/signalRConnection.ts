import type { HubConnectionFactory } from './hubConnection';

/**
 * The real connection. WebSockets only (the token then travels as `access_token` in the query string,
 * so logging stays at Warning, which never prints URLs or tokens). withAutomaticReconnect retries after
 * 0, 2, 10 and 30 s; a failed first start() is retried by the hub session. The client library loads on
 * first use, after sign-in, to keep it out of the initial bundle.
 */
export const createSignalRConnection: HubConnectionFactory = async ({ url, accessTokenFactory }) => {
  const { HubConnectionBuilder, HttpTransportType, LogLevel } = await import('@microsoft/signalr');
  return new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory, transport: HttpTransportType.WebSockets })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.Warning)
    .build();
};
