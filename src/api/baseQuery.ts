import { fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getRuntimeConfig, SERVICE_NAMES, type ServiceName } from '../core/config/runtimeConfig';
import { connectionLost } from '../core/store/connectionSlice';
import { acquireToken, NoActiveAccountError } from '../auth/tokenProvider';
import { publicOperations } from './generated/publicOperations';
import { toApiError, type ApiError } from '../core/errors/apiError';
import { serializeQueryParams } from './queryParams';

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
  const headers = new Headers(given as HeadersInit);
  if (!publicOperations.has(api.endpoint)) {
    try {
      headers.set('Authorization', `Bearer ${await acquireToken(scope)}`);
    } catch (error) {
      if (error instanceof NoActiveAccountError) {
        return { error: { status: 'NO_ACCOUNT', message: null, messageKey: 'errors.noActiveAccount' } };
      }
      return { error: { status: 'CUSTOM_ERROR', message: null, messageKey: 'errors.unexpected' } };
    }
  }
  const result = await rawQueryFor(baseUrl)({ ...request, headers }, api, extraOptions as object);
  if (result.error) return { error: toApiError(result.error as FetchBaseQueryError), meta: result.meta };
  return { data: result.data, meta: result.meta };
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
