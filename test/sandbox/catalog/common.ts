import { SandboxError } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';

/** Rows an export may read at most (the contracts' 15,000-record export limit). */
export const EXPORT_LIMIT = 15_000;

/** Lower case without accents, for free-text filters and duplicate-name checks. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** True when `text` is empty/null or found (accent and case blind) in any of the values. */
export function matchesText(text: string | null | undefined, ...values: (string | null | undefined)[]): boolean {
  if (!text || !text.trim()) return true;
  const needle = fold(text);
  return values.some((v) => v != null && fold(v).includes(needle));
}

export function matchesEnabled(enabled: boolean | null | undefined, value: boolean): boolean {
  return enabled == null || enabled === value;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  hasNext: boolean;
}

/** One page of rows; `firstPage` is 1 for most searches and 0 where the contract counts from 0. */
export function paginate<T>(rows: T[], pageNumber: number, pageSize: number, options: { firstPage?: 0 | 1; isExport?: boolean | null } = {}): Page<T> {
  const first = options.firstPage ?? 1;
  if (options.isExport && rows.length > EXPORT_LIMIT) {
    throw new SandboxError(422, `La exportación excede el límite de ${EXPORT_LIMIT.toLocaleString('en-US')} registros; acote la búsqueda`);
  }
  const start = (pageNumber - first) * pageSize;
  return { items: rows.slice(start, start + pageSize), totalCount: rows.length, pageNumber, pageSize, hasNext: start + pageSize < rows.length };
}

/** The record or a 404 with the given Spanish message. */
export function found<T>(value: T | undefined | null, message: string): T {
  if (value == null) throw new SandboxError(404, message);
  return value;
}

/** 409 when another record of the map already carries the name (case and accent blind). */
export function assertUniqueName<T extends { id: number; name: string }>(rows: Iterable<T>, name: string, exceptId: number | null, message: string): void {
  for (const row of rows) {
    if (row.id !== exceptId && fold(row.name) === fold(name)) throw new SandboxError(409, message);
  }
}

export const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

/** Highest id each catalogue had when first touched: seeded rows are not counted by store.nextId. */
export const seededMax = serviceState('catalog', 'seededMax', () => new Map<string, number>());

/** A fresh id for a catalogue map: above every seeded id and never reused within the store's life. */
export function newId(store: SandboxStore, collection: string, rows: Map<number, unknown>): number {
  const floors = seededMax(store);
  if (!floors.has(collection)) floors.set(collection, Math.max(0, ...rows.keys()));
  const floor = floors.get(collection)!;
  let id = store.nextId(collection);
  while (id <= floor || rows.has(id)) id = store.nextId(collection);
  return id;
}
