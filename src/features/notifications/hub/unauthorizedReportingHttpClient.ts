import { HttpClient, HttpError, type HttpRequest, type HttpResponse } from '@microsoft/signalr';

/**
 * The SignalR client's HTTP (with WebSockets only, that is negotiate alone), telling of every 401.
 * Watching here rather than at start(): start() rejects with a FailedToNegotiateWithServerError that
 * keeps the status only inside its message text, and SignalR's automatic reconnect negotiates again
 * through the token factory without telling us anything; both go through this client, whose inner
 * client rejects with an HttpError carrying the status.
 */
export class UnauthorizedReportingHttpClient extends HttpClient {
  constructor(
    private readonly inner: HttpClient,
    private readonly onUnauthorized: () => void,
  ) {
    super();
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    try {
      return await this.inner.send(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) this.onUnauthorized();
      throw error;
    }
  }

  override getCookieString(url: string): string {
    return this.inner.getCookieString(url);
  }
}
