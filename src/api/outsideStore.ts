import type { BaseQueryFn, EndpointDefinitions, FetchBaseQueryError, Module, QueryArgFrom, QueryDefinition, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { toApiError } from '../core/errors/apiError';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** What a request made outside the store needs of the app: the base query dispatches session and connection news. */
export interface OutsideStoreApi {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
  /** Aborting it stops the request (and the base query's retry). */
  signal?: AbortSignal;
}

export const outsideStoreModuleName = Symbol('outsideStore');
type OutsideStoreModule = typeof outsideStoreModuleName;

/* eslint-disable @typescript-eslint/no-unused-vars -- a merged declaration repeats RTK's type parameters, used or not */
declare module '@reduxjs/toolkit/query' {
  // Every query endpoint (`someApi.endpoints.searchThings`) also reads outside the store.
  export interface ApiEndpointQuery<Definition extends QueryDefinition<any, any, any, any, any>, Definitions extends EndpointDefinitions> {
    /**
     * The endpoint's request through the app's base query (the same headers, token, renewal, retry and
     * errors), answered without the store: nothing cached, frozen or announced to subscribers. For
     * large one-off reads (export pages). Rejects with the base query's ApiError.
     */
    readOutsideStore: (arg: QueryArgFrom<Definition>, api: OutsideStoreApi) => Promise<ResultTypeFrom<Definition>>;
  }
  export interface ApiModules<
    in out BaseQuery extends BaseQueryFn,
    in out Definitions extends EndpointDefinitions,
    in out ReducerPath extends string,
    in out TagTypes extends string,
  > {
    [outsideStoreModuleName]: object;
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */

/** The RTK Query module (after the core one) that gives every query endpoint `readOutsideStore`. */
export const outsideStoreModule = (): Module<OutsideStoreModule> => ({
  name: outsideStoreModuleName,
  init(api, { baseQuery }) {
    return {
      injectEndpoint(endpointName, definition) {
        if ((definition.type as string) !== 'query') return;
        // Read at call time: enhanceEndpoints (./tags) changes the definition after injection.
        const current = definition as QueryDefinition<unknown, typeof baseQuery, string, unknown> & { query?: (arg: unknown) => unknown };
        const endpoints = api.endpoints as Record<string, object>;
        Object.assign((endpoints[endpointName] ??= {}), {
          readOutsideStore: async (arg: unknown, { dispatch, getState, signal }: OutsideStoreApi) => {
            if (!current.query) throw new Error(`${endpointName} has no request to make outside the store`);
            const controller = new AbortController();
            signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
            if (signal?.aborted) controller.abort(signal.reason);
            const result = await Promise.resolve(
              baseQuery(
                current.query(arg),
                {
                  signal: controller.signal,
                  abort: (reason) => controller.abort(reason),
                  dispatch,
                  getState,
                  extra: undefined,
                  endpoint: endpointName,
                  type: 'query',
                  forced: true,
                },
                current.extraOptions ?? {},
              ),
            ).catch((thrown: unknown) => {
              // RTK's retry throws its error (a HandledError) once the signal aborts; the store's thunk would unwrap it.
              const handled = (thrown as { value?: { error?: FetchBaseQueryError } } | null)?.value?.error;
              if (!handled) throw thrown;
              return {
                error: toApiError(handled),
                data: undefined,
                meta: undefined,
              };
            });
            if (result.error !== undefined) throw result.error;
            return current.transformResponse ? current.transformResponse(result.data as never, result.meta, arg) : result.data;
          },
        });
      },
    };
  },
});
