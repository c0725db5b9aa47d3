import type { ServiceName } from '../core/config/runtimeConfig';

/**
 * Headers a service wants on every request, which the base query adds so no screen passes them. The insight
 * service asks for `X-Requested-With: XMLHttpRequest` on every call (spec 002 section 7; insight.yaml declares
 * it on each operation, and the codegen leaves it out of the hooks' arguments).
 */
export const SERVICE_HEADERS: Readonly<Partial<Record<ServiceName, Readonly<Record<string, string>>>>> = {
  insight: { 'X-Requested-With': 'XMLHttpRequest' },
};

/** Header names the base query sends itself, lower case (the codegen drops them from the hooks' arguments). */
export const BASE_QUERY_HEADERS: ReadonlySet<string> = new Set(
  Object.values(SERVICE_HEADERS).flatMap((headers) => Object.keys(headers ?? {}).map((name) => name.toLowerCase())),
);
