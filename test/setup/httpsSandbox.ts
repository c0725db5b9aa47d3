import https from 'node:https';
import path from 'node:path';
import { HttpClient, HttpError, HttpResponse, type HttpRequest } from '@microsoft/signalr';
import WebSocket from 'ws';
import type { ServiceName } from '../../src/core/config/runtimeConfig';
import { issueAccessToken } from '../sandbox/auth/tokens';
import { localCertificate } from '../sandbox/server/certificate';
import { freePort } from '../sandbox/server/freePort';
import { sandboxRuntimeConfig, sandboxServiceScope } from '../sandbox/server/sandboxConfig';
import { startSandboxServer } from '../sandbox/server/startServer';

/** A request the SignalR client sent, with the bearer token it carried. */
interface SentRequest {
  url: string;
  token: string | null;
}

/**
 * The https sandbox server (services, sign-in and the notifications hub on one origin) for a test file,
 * and the real SignalR client's HTTP and WebSocket to reach it. Run under jsdom, the client takes its
 * browser path, so the token travels as access_token in the WebSocket URL as in the app. Jest hands
 * tests a copy of process.env, so NODE_TLS_REJECT_UNAUTHORIZED cannot reach Node's TLS from here: the
 * client's HTTP and WebSocket trust the sandbox's certificate instead.
 */
export function setupHttpsSandbox(options: { tickets?: number } = {}) {
  let certificate = '';
  let server: Awaited<ReturnType<typeof startSandboxServer>> | null = null;
  let origin = '';
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    const port = await freePort();
    server = await startSandboxServer({ port, app: 'none', tickets: options.tickets ?? 300 });
    origin = new URL(server.url).origin;
    ({ cert: certificate } = await localCertificate(path.resolve(__dirname, '../../.sandbox')));
  });
  afterAll(() => server?.close());

  /** One https exchange with the server, its self-signed certificate trusted. */
  const exchange = (method: string, url: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; statusText: string; text: string }>((resolve, reject) => {
      const req = https.request(url, { method, headers, ca: certificate }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, statusText: res.statusMessage ?? '', text }));
      });
      req.on('error', reject);
      req.end(body);
    });

  /** The client's HTTP (negotiate), as its fetch client behaves: an HttpError for a status other than 2xx. */
  class TrustingHttpClient extends HttpClient {
    readonly sent: SentRequest[] = [];

    async send(request: HttpRequest): Promise<HttpResponse> {
      const headers = request.headers ?? {};
      this.sent.push({ url: request.url!, token: headers.Authorization?.replace(/^Bearer /, '') ?? null });
      const body = typeof request.content === 'string' && request.content ? request.content : undefined;
      const answer = await exchange(request.method!, request.url!, headers, body);
      if (answer.status < 200 || answer.status > 299) throw new HttpError(answer.statusText, answer.status);
      return new HttpResponse(answer.status, answer.statusText, answer.text);
    }
  }

  /** The client's WebSocket, trusting the sandbox's certificate. */
  class TrustingWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[], socketOptions?: WebSocket.ClientOptions) {
      super(address, protocols, { ...socketOptions, ca: certificate });
      sockets.push(this);
    }
  }

  return {
    get sandbox() {
      return server!.sandbox;
    },
    get origin() {
      return origin;
    },
    get hubUrl() {
      return sandboxRuntimeConfig(origin).notificationsHubUrl;
    },
    httpClient: () => new TrustingHttpClient(),
    WebSocket: TrustingWebSocket,
    /** Drops the clients' sockets as a lost network does (no Close message): SignalR's automatic reconnect begins. */
    dropSockets() {
      for (const socket of sockets.splice(0)) socket.terminate();
    },
    /** An access token of the user for the service, as the sandbox's sign-in issues it. */
    tokenOf(userId: number, ttlSeconds?: number, service: ServiceName = 'message') {
      const user = server!.sandbox.store.users.get(userId)!;
      return issueAccessToken(
        { extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope(service) },
        undefined, ttlSeconds,
      );
    },
    /** A JSON request to the server. */
    async request(method: string, pathname: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      const answer = await exchange(method, new URL(pathname, origin).href, headers, body === undefined ? undefined : JSON.stringify(body));
      return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null };
    },
  };
}
