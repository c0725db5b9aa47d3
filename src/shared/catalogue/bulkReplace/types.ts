import type { MutationEndpoint } from '../catalogueTypes';

/**
 * A catalogue whose whole list is replaced from a file (fuel and expense codes): the file's columns are
 * the description's fields named here, in this order; each row is checked with the fields' own rules and
 * no value of a `unique` column may repeat. The operation receives `{ [bodyName]: { [listName]: rows } }`
 * and answers how many rows it removed and created.
 */
export interface BulkReplaceOption {
  endpoint: MutationEndpoint<any>;
  bodyName: string;
  listName: string;
  columns: readonly string[];
  unique: readonly string[];
  maxRows: number;
}
