import { LIMITS } from '../../../src/shared/validation/limits';
import { SandboxError, type OperationHandlers } from '../runtime';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { recordCatalogChange } from './catalogAudit';
import { assertUniqueName, byId, found, matchesEnabled, matchesText, newId, paginate } from './common';

/**
 * Intervention codes (route interventionCodes): a tree by level. Level 1 are the roots; a child is one
 * level below its parent, at most LIMITS.codes.treeMaxLevel deep. Names are unique among siblings, codes
 * in the whole tree; a code with children cannot be deleted.
 */

export interface InterventionCodeRecord {
  id: number;
  code: string;
  name: string;
  level: number;
  parentId: number | null;
  rootId: number | null;
  enabled: boolean;
}

/** The code tree, a catalog piece seeded on first use: three roots, each with children and one grandchild. */
export const interventionCodes = serviceState('catalog', 'interventionCodes', () => {
  const map = new Map<number, InterventionCodeRecord>();
  const add = (code: string, name: string, parentId: number | null) => {
    const parent = parentId === null ? null : map.get(parentId)!;
    const id = map.size + 1;
    map.set(id, { id, code, name, level: parent ? parent.level + 1 : 1, parentId, rootId: parent ? (parent.rootId ?? parent.id) : null, enabled: true });
    return id;
  };
  const hardware = add('HW', 'Hardware', null);
  const software = add('SW', 'Software', null);
  add('RED', 'Red y comunicaciones', null);
  const board = add('HW-TAR', 'Tarjeta madre', hardware);
  add('HW-TAR-01', 'Reemplazo de tarjeta madre', board);
  add('HW-DIS', 'Disco duro', hardware);
  add('SW-SO', 'Sistema operativo', software);
  add('SW-APP', 'Aplicación de punto de venta', software);
  return map;
});

const versions = rowVersions('catalog', interventionCodes.key);
const toRow = (store: SandboxStore, r: InterventionCodeRecord) => versions.stamp(store, r.id, { ...r });
const all = (store: SandboxStore) => [...interventionCodes(store).values()].sort(byId);
const notFound = (id: number) => `El código de intervención ${id} no existe`;

function assertUniqueCode(store: SandboxStore, code: string, exceptId: number | null) {
  if (all(store).some((r) => r.id !== exceptId && r.code.toLowerCase() === code.toLowerCase())) {
    throw new SandboxError(409, `Ya existe un código de intervención con la clave ${code}`);
  }
}

/** The audit's name of the catalogue, its resource. */
const AUDIT_NAME = 'InterventionCodes';

export const interventionCodeHandlers: OperationHandlers = {
  getCatalogInterventionCodesByLevel: ({ store, query }) => {
    const rows = all(store).filter((r) => r.level === query.level && matchesEnabled(query.enabled, r.enabled) && matchesText(query.text, r.name, r.code));
    return paginate(rows.map((r) => toRow(store, r)), query.pageNumber, query.pageSize, { isExport: query.isExport });
  },
  /** Every descendant of a root, by level then id. */
  getCatalogInterventionCodeChildren: ({ store, params }) => {
    const root = found(interventionCodes(store).get(params.id), notFound(params.id));
    if (root.level !== 1) throw new SandboxError(422, `El código ${root.code} no es de primer nivel`);
    return all(store).filter((r) => r.rootId === root.id).sort((a, b) => a.level - b.level || a.id - b.id).map((r) => toRow(store, r));
  },
  createCatalogInterventionCode: ({ store, user, body }) => {
    const parent = body.parentId === null ? null : found(interventionCodes(store).get(body.parentId), notFound(body.parentId));
    const level = parent ? parent.level + 1 : 1;
    if (level > LIMITS.codes.treeMaxLevel) throw new SandboxError(422, `Un código de intervención admite como máximo ${LIMITS.codes.treeMaxLevel} niveles`);
    assertUniqueCode(store, body.code, null);
    assertAllowedText(body.name, TEXT_FIELDS.name);
    assertUniqueName(all(store).filter((r) => r.parentId === body.parentId), body.name, null, 'Ya existe un código con ese nombre en el mismo nivel');
    const record: InterventionCodeRecord = {
      id: newId(store, interventionCodes.key, interventionCodes(store)), code: body.code, name: body.name, level,
      parentId: parent?.id ?? null, rootId: parent ? (parent.rootId ?? parent.id) : null, enabled: body.enabled,
    };
    interventionCodes(store).set(record.id, record);
    recordCatalogChange(store, user, AUDIT_NAME, record, 'Create');
    return toRow(store, record);
  },
  updateCatalogInterventionCode: ({ store, user, body }) => {
    const record = found(interventionCodes(store).get(body.id), notFound(body.id));
    return versions.update(store, record.id, body.rowVersion, () => toRow(store, record), () => {
      assertUniqueCode(store, body.code, record.id);
      assertAllowedText(body.name, TEXT_FIELDS.name);
      assertUniqueName(all(store).filter((r) => r.parentId === record.parentId), body.name, record.id, 'Ya existe un código con ese nombre en el mismo nivel');
      Object.assign(record, { code: body.code, name: body.name, enabled: body.enabled });
      recordCatalogChange(store, user, AUDIT_NAME, record, 'Update');
      return toRow(store, record);
    });
  },
  deleteCatalogInterventionCode: ({ store, user, params }) => {
    const record = found(interventionCodes(store).get(params.id), notFound(params.id));
    const children = all(store).filter((r) => r.parentId === record.id).length;
    if (children) throw new SandboxError(409, `El código ${record.code} tiene ${children} códigos hijos y no se puede eliminar`);
    interventionCodes(store).delete(record.id);
    recordCatalogChange(store, user, AUDIT_NAME, record, 'Delete');
    return true;
  },
};
