import { LIMITS } from '../../../src/shared/validation/limits';
import { SandboxError, type OperationHandlers } from '../runtime';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import type { SandboxStore } from '../store/types';
import { assertUniqueName, byId, fold, found, matchesText, newId, paginate } from './common';
import type { ServiceState } from '../store/serviceState';
import type { FieldListRecord } from './richState';

const SELECTION_LIST = 5;

/** What a custom field holds, whatever it belongs to (a form, a frequent failure, a service type). */
export interface CustomFieldBody {
  name: string;
  typeId: number;
  required: boolean;
  options: string[];
}

/** How the owner names its refusals ("El formulario ya tiene 20 campos…", "Ya hay 20 campos…"). */
export interface CustomFieldRefusals {
  full: string;
  duplicateName: string;
}

/**
 * The body's field once it keeps the custom form rules (spec 002 section 5) among its siblings (exceptId: the field being
 * updated): at most 20 (422), a name and options of allowed characters (422, spec 002 section 5), a name not
 * yet taken (409, case and accent blind), a selection list with options, none repeated (422).
 */
export function checkedCustomField(siblings: { id: number; name: string }[], body: any, exceptId: number | null, refusals: CustomFieldRefusals): CustomFieldBody {
  if (exceptId === null && siblings.length >= LIMITS.customForms.maxFields) throw new SandboxError(422, refusals.full);
  assertAllowedText(body.name, TEXT_FIELDS.name);
  assertUniqueName(siblings, body.name, exceptId, refusals.duplicateName);
  const options: string[] = body.typeId === SELECTION_LIST ? body.options : [];
  options.forEach((option, index) => assertAllowedText(option, TEXT_FIELDS.option(index)));
  if (body.typeId === SELECTION_LIST && options.length === 0) throw new SandboxError(422, 'Una lista de selección necesita al menos una opción');
  if (new Set(options.map(fold)).size !== options.length) throw new SandboxError(422, 'Las opciones de una lista de selección no pueden repetirse');
  return { name: body.name, typeId: body.typeId, required: body.required, options };
}

/** A missing field's 404 message. */
export const fieldNotFound = (id: number) => `El campo ${id} no existe`;

const REFUSALS: CustomFieldRefusals = {
  full: `Ya hay ${LIMITS.customForms.maxFields} campos, el máximo permitido`,
  duplicateName: 'Ya existe un campo con ese nombre',
};

/**
 * A record's list of custom fields (a frequent failure's fields, a service type's closing fields), kept by
 * the custom form rules (spec 002 section 5, checkedCustomField above). The contract refuses more than 10
 * options or a name over 150 characters (400).
 */
export interface FieldListDefinition {
  /** The catalog piece holding the fields (richState.ts frequentFailureFields, closingFields). */
  collection: ServiceState<Map<number, FieldListRecord>>;
  /** The parent's id property in the bodies and rows (frequentFailureId, serviceTypeId). */
  parentKey: string;
  /** The parent's name, or undefined when there is no such parent. */
  parentName(store: SandboxStore, id: number): string | undefined;
  /** "La falla frecuente 9 no existe". */
  parentNotFound(id: number): string;
  operations: { list: string; create: string; update: string; delete: string; search?: string };
}

export function fieldListHandlers(def: FieldListDefinition): OperationHandlers {
  const fields = def.collection;
  const of = (store: SandboxStore, parentId: number) => [...fields(store).values()].filter((f) => f.parentId === parentId).sort(byId);
  // A field is edited on its own, so each carries its version (openapi/CONVENTIONS.md, "Row versions").
  const versions = rowVersions('catalog', def.collection.key);
  const toRow = (store: SandboxStore, { parentId, ...rest }: FieldListRecord) => versions.stamp(store, rest.id, { ...rest, [def.parentKey]: parentId });
  /** The parent's id once it exists (404 otherwise). */
  const parent = (store: SandboxStore, id: number) => {
    found(def.parentName(store, id), def.parentNotFound(id));
    return id;
  };
  const checked = (store: SandboxStore, parentId: number, body: any, exceptId: number | null): Omit<FieldListRecord, 'id'> => ({
    parentId,
    ...checkedCustomField(of(store, parentId), body, exceptId, REFUSALS),
  });

  const { list, create, update, delete: remove, search } = def.operations;
  return {
    [list]: ({ store, params }) => of(store, parent(store, params.id)).map((f) => toRow(store, f)),
    ...(search
      ? {
          [search]: ({ store, query }) => {
            const rows = of(store, parent(store, query[def.parentKey])).filter((f) => matchesText(query.text, f.name));
            const page = paginate(rows, query.pageNumber, query.pageSize, { isExport: query.isExport });
            return { ...page, items: page.items.map((f) => toRow(store, f)) };
          },
        }
      : {}),
    [create]: ({ store, body }) => {
      const parentId = parent(store, body[def.parentKey]);
      const field = { ...checked(store, parentId, body, null), id: newId(store, def.collection.key, fields(store)) };
      fields(store).set(field.id, field);
      return toRow(store, field);
    },
    [update]: ({ store, body }) => {
      const field = found(fields(store).get(body.id), fieldNotFound(body.id));
      return versions.update(store, field.id, body.rowVersion, () => toRow(store, field), () => {
        Object.assign(field, checked(store, field.parentId, body, field.id));
        return toRow(store, field);
      });
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
  const fields = collection(store);
  for (const field of [...fields.values()]) if (field.parentId === parentId) fields.delete(field.id);
}
