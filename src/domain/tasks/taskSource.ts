import type { TaskFields, TaskRow } from './taskForm';

/**
 * Where a tasks panel's tasks come from and go to: a change's (useChangeTasks) or, later, a problem's. The panel knows
 * no parent; a source adds its own to what it sends. Writes reject with the request's error, which the panel shows.
 */
export interface TaskSource {
  list: { items: TaskRow[] | undefined; isLoading: boolean; isFetching: boolean; error: unknown; retry: () => void };
  create: (fields: TaskFields) => Promise<unknown>;
  /** Sends the version the form was read at: a stale one is refused with the task as it is now (a conflict). */
  update: (task: TaskRow, fields: TaskFields, rowVersion: number) => Promise<unknown>;
  remove: (task: TaskRow) => Promise<unknown>;
}
