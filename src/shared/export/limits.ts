import { LIMITS } from '../validation/limits';

/** Global export record limit (spec 001 section 9, spec 000 sections 5 and 9). */
export const EXPORT_LIMIT = LIMITS.exportMaxRecords;

export type ExportCountCheck = 'ok' | 'limit' | 'noData';

/**
 * Whether `count` records may be exported: 0 is 'noData'; above 15,000 is 'limit' (the caller asks
 * the user to filter and clears the selection); anything else is 'ok'.
 */
export function checkExportCount(count: number, limit: number = EXPORT_LIMIT): ExportCountCheck {
  if (!Number.isFinite(count) || count <= 0) return 'noData';
  if (count > limit) return 'limit';
  return 'ok';
}
