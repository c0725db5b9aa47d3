import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import { recordCatalogChange } from './catalogAudit';
import type { CatalogAuditRecord } from './richState';
import type { ServiceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import { assertUniqueName, byId, found, matchesEnabled, matchesText, newId, paginate } from './common';

/** What every admin catalogue record carries. */
export interface CatalogueRecord {
  id: number;
  name: string;
  enabled: boolean;
}

/** Store collections that hold catalogue records. */
type StoreCollection = {
  [K in keyof SandboxStore]: SandboxStore[K] extends Map<number, CatalogueRecord> ? K : never;
}[keyof SandboxStore];
/** Where a catalogue's records live: a store collection, or the catalogue service's own state (serviceState), as a new catalogue keeps them. */
export type CatalogueCollection = StoreCollection | ServiceState<Map<number, CatalogueRecord>>;
export type RecordOf<K extends CatalogueCollection> = K extends ServiceState<Map<number, infer R extends CatalogueRecord>>
  ? R
  : K extends StoreCollection
    ? SandboxStore[K] extends Map<number, infer R extends CatalogueRecord> ? R : never
    : never;

/** A catalogue's records in a store, and the name its ids are counted under. */
const recordsOf = (collection: CatalogueCollection) =>
  typeof collection === 'function'
    ? { rows: (store: SandboxStore) => collection(store), idKey: collection.key }
    : { rows: (store: SandboxStore) => store[collection] as Map<number, CatalogueRecord>, idKey: collection };

/** The noun a catalogue's Spanish messages use: "El impacto 9 no existe", "Ya existe una categoría con ese nombre". */
export interface SpanishNoun {
  singular: string;
  gender: 'm' | 'f';
}

export interface CatalogueDefinition<K extends CatalogueCollection> {
  collection: K;
  /** operationIds of the contract, one per handler; `list` and `get` (one row by id) where the contract has them. */
  operations: { list?: string; search: string; create: string; update: string; delete: string; get?: string };
  noun: SpanishNoun;
  /** The stored fields (all but id) of a create or update body. */
  toRecord(body: any): Omit<RecordOf<K>, 'id'>;
  /** The row the contract answers. */
  toRow(record: RecordOf<K>, store: SandboxStore): object;
  /** Whether the GET list keeps a record, beyond onlyEnabled (a query filter such as brandIds). */
  listed?(record: RecordOf<K>, query: Record<string, any>): boolean;
  /** Whether the search keeps a record, beyond text and enabled (a filter of the body such as serviceTypeId). */
  matches?(record: RecordOf<K>, filter: Record<string, any>): boolean;
  /** Text the search matches besides the name. */
  searchFields?(record: RecordOf<K>, store: SandboxStore): (string | null)[];
  /** Refuses a create or update body before any other check but the 404 (e.g. 422 for an unknown client). */
  validate?(body: any, store: SandboxStore): void;
  /**
   * Symbols the name allows besides the allowed characters (spec 002 section 5, the catalogue form's rule:
   * src/shared/validation/characters.ts), e.g. a unit of measure's °, % and /.
   */
  nameAlsoAllowed?: string;
  /** Records the name must be unique among (default: the whole catalogue). */
  sameScope?(other: RecordOf<K>, candidate: Omit<RecordOf<K>, 'id'>): boolean;
  /** Replaces the 409 message derived from the noun. */
  duplicateMessage?: string;
  /** The 409 message when the record may not be deleted (something uses it), else null. */
  inUse?(record: RecordOf<K>, store: SandboxStore): string | null;
  /** Removes what belongs to a deleted record (a frequent failure's fields). */
  deleted?(record: RecordOf<K>, store: SandboxStore): void;
}

/** Articles of a noun; a feminine noun starting with a stressed a takes el/un (el área, un área). */
function articles(noun: SpanishNoun): { the: string; a: string } {
  return noun.gender === 'm' || /^h?á/i.test(noun.singular) ? { the: 'El', a: 'un' } : { the: 'La', a: 'una' };
}

/** "La prioridad Alta está asignada a 12 tickets y no se puede eliminar". */
export function usedMessage(noun: SpanishNoun, name: string, count: number, what: string): string {
  return `${articles(noun).the} ${noun.singular} ${name} está ${noun.gender === 'f' ? 'asignada' : 'asignado'} a ${count} ${what} y no se puede eliminar`;
}

/** The five handlers (list, search, create, update, delete) of one admin catalogue; its rows carry their version and an update needs the current one. */
export function crudCatalogue<K extends CatalogueCollection>(def: CatalogueDefinition<K>): OperationHandlers {
  type R = RecordOf<K>;
  const { idKey, ...records } = recordsOf(def.collection);
  const rows = records.rows as (store: SandboxStore) => Map<number, R>;
  const versions = rowVersions('catalog', idKey);
  const row = (r: R, store: SandboxStore) => versions.stamp(store, r.id, def.toRow(r, store));
  const sorted = (store: SandboxStore) => [...rows(store).values()].sort(byId);
  const { the, a } = articles(def.noun);
  const notFound = (id: number) => `${the} ${def.noun.singular} ${id} no existe`;
  const duplicate = def.duplicateMessage ?? `Ya existe ${a} ${def.noun.singular} con ese nombre`;

  /** The body's fields once valid, of allowed characters and unique (exceptId: the record being updated). */
  const checked = (store: SandboxStore, body: any, exceptId: number | null): Omit<R, 'id'> => {
    def.validate?.(body, store);
    const fields = def.toRecord(body);
    assertAllowedText(fields.name, TEXT_FIELDS.name, def.nameAlsoAllowed);
    const scope = [...rows(store).values()].filter((r) => def.sameScope?.(r, fields) ?? true);
    assertUniqueName(scope, fields.name, exceptId, duplicate);
    return fields;
  };

  const { list, search, create, update, delete: remove, get } = def.operations;
  // The audit names a catalogue by its resource, as its search operation does (searchCatalogCurrencies: Currencies).
  const audited = (ctx: OperationContext, record: R, action: CatalogAuditRecord['action']) =>
    recordCatalogChange(ctx.store, ctx.user, search.replace(/^searchCatalog/, ''), record, action);
  return {
    ...(list
      ? {
          [list]: ({ store, query }: OperationContext) =>
            sorted(store)
              .filter((r) => (!query.onlyEnabled || r.enabled) && (def.listed?.(r, query) ?? true))
              .map((r) => row(r, store)),
        }
      : {}),
    ...(get ? { [get]: ({ store, params }) => row(found(rows(store).get(params.id), notFound(params.id)), store) } : {}),
    // A search is a POST with the filter as its body or, where the contract writes it so, a GET with it in the query.
    [search]: ({ store, body, query }) => {
      const filter = body ?? query;
      const matched = sorted(store).filter(
        (r) =>
          matchesEnabled(filter.enabled, r.enabled) &&
          (def.matches?.(r, filter) ?? true) &&
          matchesText(filter.text, r.name, ...(def.searchFields?.(r, store) ?? [])),
      );
      const page = paginate(matched, filter.pageNumber, filter.pageSize, { isExport: filter.isExport });
      return { ...page, items: page.items.map((r) => row(r, store)) };
    },
    [create]: (ctx) => {
      const { store, body } = ctx;
      const fields = checked(store, body, null);
      const record = { ...fields, id: newId(store, idKey, rows(store)) } as R;
      rows(store).set(record.id, record);
      audited(ctx, record, 'Create');
      return row(record, store);
    },
    [update]: (ctx) => {
      const { store, body } = ctx;
      const record = found(rows(store).get(body.id), notFound(body.id));
      return versions.update(store, record.id, body.rowVersion, () => row(record, store), () => {
        Object.assign(record, checked(store, body, record.id));
        audited(ctx, record, 'Update');
        return row(record, store);
      });
    },
    [remove]: (ctx) => {
      const { store, params } = ctx;
      const record = found(rows(store).get(params.id), notFound(params.id));
      const refusal = def.inUse?.(record, store);
      if (refusal) throw new SandboxError(409, refusal);
      rows(store).delete(record.id);
      def.deleted?.(record, store);
      audited(ctx, record, 'Delete');
      return true;
    },
  };
}
