import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { outsideStoreModule } from './outsideStore';

// RTK Query's own createApi plus `readOutsideStore` on every query endpoint (large one-off reads).
const createApi = buildCreateApi(coreModule(), reactHooksModule(), outsideStoreModule());

/**
 * The one RTK Query api. It declares no endpoints: every generated client in ./generated injects its
 * own, and ./tags/<service>.ts adds id tags. Screens import from ./tags only.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 10,
  endpoints: () => ({}),
});
