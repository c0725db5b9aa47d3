import { SandboxError } from '../runtime';

/** The refusal's message, as a client that shows only the message reads it. */
export const STALE_LIST_MESSAGE = 'Otra persona cambió esta lista mientras usted la editaba; revise la lista actual y vuelva a guardar';

/**
 * Optimistic concurrency for a replaced list (openapi/CONVENTIONS.md, "Replaced lists"): the replacement says which
 * ids it read as assigned, and is refused with 409, `detail: 'readIds'` and the ids assigned now when the list is no
 * longer that, so a second administrator's save never silently drops what the first one added. `refusalData` answers
 * a record that holds several lists (a warehouse's destinations) instead of the ids.
 */
export function assertReadAsIs(current: Iterable<number>, readIds: readonly number[], refusalData?: () => unknown): void {
  const now = [...new Set(current)].sort((a, b) => a - b);
  const read = new Set(readIds);
  if (read.size !== now.length || now.some((id) => !read.has(id))) throw new SandboxError(409, STALE_LIST_MESSAGE, 'readIds', refusalData ? refusalData() : now);
}
