import { http, HttpResponse, type HttpHandler } from 'msw';
import { checkHar } from '../../scripts/fixtures/contract';
import { headerValue, responseBody, type Har, type HarEntry } from '../../scripts/fixtures/har';

/**
 * MSW handlers answering from a recorded HAR. A request matches an entry on method, path, query
 * (order aside) and JSON body (key order aside); several matching entries are served in the order
 * they were recorded, and the last one keeps answering once they are used up (a later refetch).
 * The origin is ignored, so a fixture recorded anywhere replays on jsdom's origin.
 */
export interface Replay {
  handlers: HttpHandler[];
  /** Unrecorded requests seen so far, each naming method, URL and body. */
  problems: string[];
  /** For setupServer's listen({ onUnhandledRequest }): records the request, then fails it. */
  onUnhandledRequest(request: Request, print: { error(): void }): void;
  /** Back to the first entries (between tests). */
  rewind(): void;
  /** Records a request no handler answers (a catch-all after `handlers`) and answers it as the options say. */
  refuse(request: Request): Promise<Response>;
}

export interface ReplayOptions {
  /**
   * The answer to an unrecorded request, given the problem's text. By default a network error: the
   * app's fetch fails and the jest test fails after it. The browser suite's server answers 500 instead.
   */
  answerUnrecorded?: (problem: string) => Response;
}

export class FixtureContractError extends Error {}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

function bodyKey(text: string): string {
  if (!text) return '';
  try {
    return JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    return text;
  }
}

function requestKey(method: string, url: URL, body: string): string {
  const query = [...url.searchParams.entries()].map(([k, v]) => `${k}=${v}`).sort().join('&');
  return `${method.toUpperCase()} ${url.pathname}?${query} ${bodyKey(body)}`;
}

const METHODS: Record<string, typeof http.get> = {
  GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete, HEAD: http.head, OPTIONS: http.options,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const unrecorded = (scenario: string, request: Request) => `Unrecorded request in fixture "${scenario}": ${request.method} ${request.url}`;
const withBody = (body: string) => (body ? ` with body ${body}` : '');

function toResponse(entry: HarEntry): Response {
  const { status, statusText, headers, content } = entry.response;
  const contentType = headerValue(headers, 'content-type') ?? content.mimeType;
  return new HttpResponse(status === 204 ? null : responseBody(entry.response), { status, statusText, headers: { 'Content-Type': contentType } });
}

/** Builds the replay; a fixture off the contract throws at once, naming scenario, entry, operation and field. */
export function createReplay(scenario: string, har: Har, options: ReplayOptions = {}): Replay {
  const answerUnrecorded = options.answerUnrecorded ?? (() => HttpResponse.error());
  const violations = checkHar(scenario, har);
  if (violations.length) throw new FixtureContractError(`Fixture "${scenario}" no longer matches openapi/:\n  ${violations.join('\n  ')}`);

  const queues = new Map<string, { entries: HarEntry[]; next: number }>();
  const paths = new Map<string, { method: string; pathname: string }>();
  for (const entry of har.log.entries) {
    const url = new URL(entry.request.url);
    const key = requestKey(entry.request.method, url, entry.request.postData?.text ?? '');
    const queue = queues.get(key) ?? { entries: [], next: 0 };
    queue.entries.push(entry);
    queues.set(key, queue);
    paths.set(`${entry.request.method.toUpperCase()} ${url.pathname}`, { method: entry.request.method.toUpperCase(), pathname: url.pathname });
  }
  const problems: string[] = [];

  // One handler per recorded method and path (any origin); a request the fixture lacks matches none and is unhandled.
  const handlers = [...paths.values()].map(({ method, pathname }) =>
    METHODS[method]!(new RegExp(`^https?://[^/]+${escapeRegExp(pathname)}$`), async ({ request }) => {
      const body = method === 'GET' || method === 'HEAD' ? '' : await request.clone().text();
      const queue = queues.get(requestKey(method, new URL(request.url), body));
      if (!queue) {
        // Same path, another query or body: as loud as an unhandled request.
        const problem = `${unrecorded(scenario, request)}${withBody(body)} (the fixture has this path, with another query or body)`;
        problems.push(problem);
        return answerUnrecorded(problem);
      }
      const entry = queue.entries[Math.min(queue.next, queue.entries.length - 1)]!;
      queue.next += 1;
      return toResponse(entry);
    }),
  );

  return {
    handlers,
    problems,
    onUnhandledRequest(request, print) {
      problems.push(unrecorded(scenario, request));
      print.error();
    },
    rewind() {
      for (const queue of queues.values()) queue.next = 0;
      problems.length = 0;
    },
    async refuse(request) {
      const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      const problem = `${unrecorded(scenario, request)}${withBody(body)}`;
      problems.push(problem);
      return answerUnrecorded(problem);
    },
  };
}
