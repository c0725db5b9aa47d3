import { LIMITS } from '../../../src/shared/validation/limits';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { assertUniqueName, byId, fold, found, matchesText, newId, paginate } from './common';
import type { FieldListRecord } from './richState';

const SELECTION_LIST = 5;

/**
 * A record's list of custom fields (a frequent failure's fields, a service type's closing fields), kept by
 * the custom form rules (spec 002 section 5): at most 20 fields (422), a name the list already has (409,
 * case and accent blind), a selection list without options or with repeated ones (422). The contract
 * refuses more than 10 options or a name over 150 characters (400).
 */
export interface FieldListDefinition {
  /** The store map of the fields. */
  collection: 'frequentFailureFields' | 'closingFields';
  /** The parent's id property in the bodies and rows (frequentFailureId, serviceTypeId). */
  parentKey: string;
  /** The parent's name, or undefined when there is no such parent. */
  parentName(store: SandboxStore, id: number): string | undefined;
  /** "La falla frecuente 9 no existe". */
  parentNotFound(id: number): string;
  operations: { list: string; create: string; update: string; delete: string; search?: string };
}

export function fieldListHandlers(def: FieldListDefinition): OperationHandlers {
  const fields = (store: SandboxStore) => store[def.collection];
  const of = (store: SandboxStore, parentId: number) => [...fields(store).values()].filter((f) => f.parentId === parentId).sort(byId);
  const toRow = ({ parentId, ...rest }: FieldListRecord) => ({ ...rest, [def.parentKey]: parentId });
  /** The parent's id once it exists (404 otherwise). */
  const parent = (store: SandboxStore, id: number) => {
    found(def.parentName(store, id), def.parentNotFound(id));
    return id;
  };
  const fieldNotFound = (id: number) => `El campo ${id} no existe`;

  /** The body's field once it keeps the list's rules (exceptId: the field being updated). */
  function checked(store: SandboxStore, parentId: number, body: any, exceptId: number | null): Omit<FieldListRecord, 'id'> {
    const siblings = of(store, parentId);
    if (exceptId === null && siblings.length >= LIMITS.customForms.maxFields) {
      throw new SandboxError(422, `Ya hay ${LIMITS.customForms.maxFields} campos, el máximo permitido`);
    }
    assertUniqueName(siblings, body.name, exceptId, 'Ya existe un campo con ese nombre');
    const options: string[] = body.typeId === SELECTION_LIST ? body.options : [];
    if (body.typeId === SELECTION_LIST && options.length === 0) throw new SandboxError(422, 'Una lista de selección necesita al menos una opción');
    if (new Set(options.map(fold)).size !== options.length) throw new SandboxError(422, 'Las opciones de una lista de selección no pueden repetirse');
    return { parentId, name: body.name, typeId: body.typeId, required: body.required, options };
  }

  const { list, create, update, delete: remove, search } = def.operations;
  return {
    [list]: ({ store, params }) => of(store, parent(store, params.id)).map(toRow),
    ...(search
      ? {
          [search]: ({ store, query }) => {
            const rows = of(store, parent(store, query[def.parentKey])).filter((f) => matchesText(query.text, f.name));
            const page = paginate(rows, query.pageNumber, query.pageSize, { isExport: query.isExport });
            return { ...page, items: page.items.map(toRow) };
          },
        }
      : {}),
    [create]: ({ store, body }) => {
      const parentId = parent(store, body[def.parentKey]);
      const field = { ...checked(store, parentId, body, null), id: newId(store, def.collection, fields(store)) };
      fields(store).set(field.id, field);
      return toRow(field);
    },
    [update]: ({ store, body }) => {
      const field = found(fields(store).get(body.id), fieldNotFound(body.id));
      Object.assign(field, checked(store, field.parentId, body, field.id));
      return toRow(field);
    },
    [remove]: ({ store, body }) => {
      found(fields(store).get(body.id), fieldNotFound(body.id));
      fields(store).delete(body.id);
      return true;
    },
  };
}

/** Removes a parent's fields with it. */
export function deleteFieldsOf(store: SandboxStore, collection: FieldListDefinition['collection'], parentId: number): void {
  for (const field of [...store[collection].values()]) if (field.parentId === parentId) store[collection].delete(field.id);
}
