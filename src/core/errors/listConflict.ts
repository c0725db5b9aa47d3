import { isApiError } from './apiError';

/**
 * The ids assigned now when a list's replacement was refused because someone else changed the list after it was
 * read (409 with `detail: 'readIds'` and the ids as `data`: openapi/CONVENTIONS.md, "Replaced lists"); null for any
 * other failure.
 */
export function listConflict(error: unknown): number[] | null {
  if (!isApiError(error) || error.status !== 409 || typeof error.data !== 'object' || error.data === null) return null;
  const { detail, data } = error.data as { detail?: unknown; data?: unknown };
  return detail === 'readIds' && Array.isArray(data) && data.every((id) => typeof id === 'number') ? data : null;
}
