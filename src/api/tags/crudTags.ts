import { versionConflict } from '../../core/errors/versionConflict';

/** The operations of one CRUD family, by operationId. */
export interface CrudOperations {
  /** Lists, searches and gets: they provide the family's list tag and one tag per row id. */
  reads: readonly string[];
  create?: readonly string[];
  /** Updates and deletes name their row: the id in the path or in the one request body. */
  update?: readonly string[];
  remove?: readonly string[];
}

const LIST = 'LIST';

/** The tag of a family's lists: a read that answers rows of the family outside crudTags provides it to go stale with them. */
export const listTag = (type: string) => ({ type, id: LIST });

/** Row ids of a read's answer: a list (`data: T[]`), a page (`data: { items }`) or one row (`data: T`). */
function rowIds(result: unknown): number[] {
  const data = (result as { data?: unknown } | undefined)?.data;
  const rows = Array.isArray(data) ? data : Array.isArray((data as { items?: unknown } | undefined)?.items) ? (data as { items: unknown[] }).items : [data];
  return rows.map((row) => (row as { id?: unknown } | null)?.id).filter((id): id is number => typeof id === 'number');
}

/** The row a mutation names: `{ id }` in its path, or the id of its one request body. */
function argId(arg: unknown): number | null {
  if (typeof arg !== 'object' || arg === null) return null;
  const { id } = arg as { id?: unknown };
  if (typeof id === 'number') return id;
  const body = Object.values(arg)[0] as { id?: unknown } | undefined;
  return typeof body?.id === 'number' ? body.id : null;
}

/**
 * Cache tags for a CRUD family, for `enhanceEndpoints({ addTagTypes: [type], endpoints: crudTags(...) })`:
 * a create makes the family's lists stale, an update or delete the lists and that row, so a grid
 * refetches after any change without code in the screen. A refused change makes nothing stale, but for a
 * stale update (a version conflict): someone else changed the row, which the cache then learns.
 */
export function crudTags(type: string, operations: CrudOperations) {
  const endpoints: Record<string, { providesTags?: unknown; invalidatesTags?: unknown }> = {};
  for (const name of operations.reads) {
    endpoints[name] = { providesTags: (result: unknown) => [{ type, id: LIST }, ...rowIds(result).map((id) => ({ type, id }))] };
  }
  for (const name of operations.create ?? []) {
    endpoints[name] = { invalidatesTags: (_result: unknown, error: unknown) => (error ? [] : [{ type, id: LIST }]) };
  }
  for (const name of [...(operations.update ?? []), ...(operations.remove ?? [])]) {
    endpoints[name] = {
      invalidatesTags: (_result: unknown, error: unknown, arg: unknown) => {
        if (error && !versionConflict(error)) return [];
        const id = argId(arg);
        return id === null ? [{ type, id: LIST }] : [{ type, id: LIST }, { type, id }];
      },
    };
  }
  return endpoints;
}
