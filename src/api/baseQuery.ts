import { fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getRuntimeConfig, SERVICE_NAMES, type ServiceName } from '../core/config/runtimeConfig';
import { connectionLost } from '../core/store/connectionSlice';
import { acquireToken, NoActiveAccountError, renewToken, signInAgain } from '../auth/tokenProvider';
import { revocationReasonOf } from '../auth/sessionRevocation';
import { sessionRevoked } from '../auth/sessionSlice';
import { publicOperations } from './generated/publicOperations';
import { toApiError, type ApiError } from '../core/errors/apiError';
import { serializeQueryParams } from './queryParams';
import { SERVICE_HEADERS } from './serviceHeaders';

/** Generated paths carry the service prefix (/security/api/v1/...); its first segment names the service. */
export function serviceOfUrl(url: string): ServiceName {
  const segment = url.replace(/^\/+/, '').split('/')[0] ?? '';
  const service = SERVICE_NAMES.find((name) => name === segment);
  if (!service) throw new Error(`No service is configured for ${url}`);
  return service;
}

const rawQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function rawQueryFor(baseUrl: string): ReturnType<typeof fetchBaseQuery> {
  let raw = rawQueries.get(baseUrl);
  if (!raw) {
    // Relative base URLs resolve against the page, which also keeps jest (absolute URLs only) happy.
    const absolute = new URL(baseUrl || '/', window.location.origin).toString().replace(/\/$/, '');
    raw = fetchBaseQuery({ baseUrl: absolute, paramsSerializer: serializeQueryParams });
    rawQueries.set(baseUrl, raw);
  }
  return raw;
}

const tokenErrorOf = (error: unknown): ApiError =>
  error instanceof NoActiveAccountError
    ? { status: 'NO_ACCOUNT', message: null, messageKey: 'errors.noActiveAccount' }
    : { status: 'CUSTOM_ERROR', message: null, messageKey: 'errors.unexpected' };

/** The renewed token was refused too: the user is taken to sign in again and brought back here. */
function signInAgainError(scope: string): { error: ApiError } {
  // A prompt that cannot start (another tab's is under way) leaves the message on screen.
  signInAgain(scope).catch(() => undefined);
  return { error: { status: 401, message: null, messageKey: 'errors.noActiveAccount' } };
}

const sendOnce: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  if (!navigator.onLine) {
    api.dispatch(connectionLost());
    return { error: { status: 'OFFLINE', message: null, messageKey: 'errors.offline' } };
  }
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const service = serviceOfUrl(request.url);
  const { baseUrl, scope } = getRuntimeConfig().services[service];
  // An optional header parameter left out arrives as undefined; Headers would send the text 'undefined'.
  const raw = request.headers;
  const given = raw instanceof Headers || Array.isArray(raw) ? raw : Object.entries(raw ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const send = async (token: string | null) => {
    const headers = new Headers(given as HeadersInit);
    for (const [name, value] of Object.entries(SERVICE_HEADERS[service] ?? {})) headers.set(name, value);
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    return rawQueryFor(baseUrl)({ ...request, headers }, api, extraOptions as object);
  };
  const answer = (result: Awaited<ReturnType<typeof send>>) =>
    result.error ? { error: toApiError(result.error as FetchBaseQueryError), meta: result.meta } : { data: result.data, meta: result.meta };

  if (publicOperations.has(api.endpoint)) return answer(await send(null));
  let token: string;
  try {
    token = await acquireToken(scope);
  } catch (error) {
    return { error: tokenErrorOf(error) };
  }
  const first = await send(token);
  if (first.error?.status !== 401) return answer(first);
  // An administrator's change ended the session: a renewal would be refused too, the user must sign in.
  const revoked = revocationReasonOf(first.meta?.response?.headers.get('WWW-Authenticate'));
  if (revoked) {
    api.dispatch(sessionRevoked(revoked));
    return { error: { status: 401, message: null, messageKey: 'errors.sessionRevoked' } };
  }
  // Refused (expired or revoked): one silent renewal that skips the cache, one more try, then sign-in.
  let renewed: string;
  try {
    renewed = await renewToken(scope, token);
  } catch {
    return signInAgainError(scope);
  }
  const second = await send(renewed);
  return second.error?.status === 401 ? signInAgainError(scope) : answer(second);
};

/** One retry (spec: query cache 10 s with one retry), only for failures a second try can cure. */
export const baseQuery = retry(
  async (args: string | FetchArgs, api, extraOptions) => {
    const result = await sendOnce(args, api, extraOptions);
    const status = result.error?.status;
    const transient = status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500);
    if (result.error && (!transient || api.type === 'mutation')) retry.fail(result.error, result.meta);
    return result;
  },
  { maxRetries: 1 },
);
