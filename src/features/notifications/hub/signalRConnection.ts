import type { HttpClient } from '@microsoft/signalr';
import type { HubConnectionFactory } from './hubConnection';

/** What the real client's HTTP and WebSocket are; jest gives ones that trust the https sandbox's certificate. */
export interface SignalRTransport {
  httpClient?: HttpClient;
  /** The client's WebSocket class: an option of its constructor that its typings leave out. */
  WebSocket?: unknown;
}

/**
 * The real connection. WebSockets only (the token then travels as `access_token` in the query string,
 * so logging stays at Warning, which never prints URLs or tokens). withAutomaticReconnect retries after
 * 0, 2, 10 and 30 s; a failed first start() is retried by the hub session. Every 401 at negotiate, at
 * start or at an automatic reconnect, is reported (UnauthorizedReportingHttpClient) so that the token
 * factory's next call renews the token. The client library loads on first use, after sign-in, to keep it
 * out of the initial bundle.
 */
export function signalRConnectionFactory(transport: SignalRTransport = {}): HubConnectionFactory {
  return async ({ url, accessTokenFactory, onTokenRefused }) => {
    const [{ DefaultHttpClient, HubConnectionBuilder, HttpTransportType, LogLevel, NullLogger }, { UnauthorizedReportingHttpClient }] = await Promise.all([
      import(/* webpackChunkName: "signalr" */ '@microsoft/signalr'),
      import(/* webpackChunkName: "signalr" */ './unauthorizedReportingHttpClient'),
    ]);
    // The default client's own warnings repeat what the connection logs when negotiate fails.
    const inner = transport.httpClient ?? new DefaultHttpClient(NullLogger.instance);
    const httpClient = new UnauthorizedReportingHttpClient(inner, onTokenRefused);
    return new HubConnectionBuilder()
      .withUrl(url, { accessTokenFactory, transport: HttpTransportType.WebSockets, httpClient, ...(transport.WebSocket ? { WebSocket: transport.WebSocket } : {}) })
      .withAutomaticReconnect()
      .configureLogging(LogLevel.Warning)
      .build();
  };
}

export const createSignalRConnection = signalRConnectionFactory();
