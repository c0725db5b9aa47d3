import { isApiError } from './apiError';

/** A record as the service holds it now: its fields, read by name, and its version. */
export type CurrentRecord = Readonly<Record<string, unknown>> & { rowVersion: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The record as it is now when a save was refused for a stale rowVersion (409 with `detail: 'rowVersion'` and the
 * record as `data`: openapi/CONVENTIONS.md, "Row versions"); null for any other failure, a 409 for a duplicate
 * name among them.
 */
export function versionConflict(error: unknown): CurrentRecord | null {
  if (!isApiError(error) || error.status !== 409 || !isRecord(error.data)) return null;
  const { detail, data } = error.data;
  return detail === 'rowVersion' && isRecord(data) && typeof data.rowVersion === 'number' ? (data as CurrentRecord) : null;
}
