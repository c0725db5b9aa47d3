import type { BodyName } from '../catalogueTypes';

/**
 * A catalogue whose whole list is replaced from a file (fuel and expense codes): the file's columns are
 * the description's fields named here, in this order; each row is checked with the fields' own rules and
 * no value of a `unique` column may repeat. The operation receives `{ [bodyName]: { [listName]: rows } }`
 * and answers how many rows it removed and created.
 */
export interface BulkReplaceOption<Arg = any> {
  endpoint: ReplaceEndpoint<Arg>;
  bodyName: BodyName<Arg>;
  listName: string;
  columns: readonly string[];
  unique: readonly string[];
  maxRows: number;
}

/** The replace operation: it answers how many rows it removed and created, and says while it is sending. */
export interface ReplaceEndpoint<Arg> {
  useMutation: () => readonly [(arg: Arg) => { unwrap: () => Promise<{ data: { removed: number; created: number } }> }, { isLoading: boolean }];
}
