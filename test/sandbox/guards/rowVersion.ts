import { SandboxError } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';

/** The refusal's message, as a client that shows only the message reads it. */
export const STALE_VERSION_MESSAGE = 'Otra persona guardó cambios en este registro mientras usted lo editaba; revise los valores actuales y vuelva a guardar';

/** Each versioning service's versions, by `<kind>:<id>` (a piece of its state, gone with the store); a record not yet updated has none and reads as 1. */
export const ROW_VERSION_TABLES = {
  catalog: serviceState('catalog', 'rowVersions', () => new Map<string, number>()),
  security: serviceState('security', 'rowVersions', () => new Map<string, number>()),
  inventory: serviceState('inventory', 'rowVersions', () => new Map<string, number>()),
  product: serviceState('product', 'rowVersions', () => new Map<string, number>()),
  ticket: serviceState('ticket', 'rowVersions', () => new Map<string, number>()),
  message: serviceState('message', 'rowVersions', () => new Map<string, number>()),
  geography: serviceState('geography', 'rowVersions', () => new Map<string, number>()),
  process: serviceState('process', 'rowVersions', () => new Map<string, number>()),
};

export interface RowVersions {
  /** The record's version: 1 until its first update, one more after each. */
  of(store: SandboxStore, id: number): number;
  /** The row as the reads answer it: with the record's `rowVersion`. */
  stamp<Row extends object>(store: SandboxStore, id: number, row: Row): Row & { rowVersion: number };
  /**
   * Runs an update only when `sent` is the record's version: a stale or missing one is refused with 409, `detail`
   * naming rowVersion and `data` the record as it is now (`current`). The version counts up before `write` builds
   * its answer, so the answer carries the new one; a write that throws leaves it as it was.
   */
  update<T>(store: SandboxStore, id: number, sent: unknown, current: () => unknown, write: () => T): T;
  /** Counts a change another operation made to what the update writes (an e-mail, a place in the hierarchy): a form read before it is stale. */
  touch(store: SandboxStore, id: number): void;
}

/**
 * Optimistic concurrency (openapi/CONVENTIONS.md, "Row versions") for one kind of record, named as its ids are
 * counted (`newId`'s key: a store collection or a serviceState key). Every handler that answers or updates such a
 * record goes through the same kind, so a read and an update agree on its version.
 */
export function rowVersions(service: keyof typeof ROW_VERSION_TABLES, kind: string): RowVersions {
  const tableOf = ROW_VERSION_TABLES[service];
  const key = (id: number) => `${kind}:${id}`;
  const of = (store: SandboxStore, id: number) => tableOf(store).get(key(id)) ?? 1;
  return {
    of,
    stamp: (store, id, row) => ({ ...row, rowVersion: of(store, id) }),
    update: (store, id, sent, current, write) => {
      const version = of(store, id);
      if (sent !== version) throw new SandboxError(409, STALE_VERSION_MESSAGE, 'rowVersion', current());
      tableOf(store).set(key(id), version + 1);
      try {
        return write();
      } catch (error) {
        tableOf(store).set(key(id), version);
        throw error;
      }
    },
    touch: (store, id) => void tableOf(store).set(key(id), of(store, id) + 1),
  };
}
