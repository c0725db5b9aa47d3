import { catalogueOperations } from '../../../src/core/routes/catalogueTable';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { DescribedRecord } from '../store/types';
import { byId } from './common';
import { crudCatalogue, usedMessage, type SpanishNoun } from './crudCatalogue';
import { towerTypes } from './towerTypes';

/** Tower models (route towerModel, catalog.yaml TowerModels), each of one tower type, and tower properties (route towerProperty). */

export interface TowerModelRecord extends DescribedRecord {
  towerTypeId: number;
}

const TOWER_MODELS: readonly TowerModelRecord[] = [
  { id: 1, towerTypeId: 1, name: 'Autosoportada 30 m', description: 'Celosía cuadrada de 30 metros, cuatro secciones', enabled: true },
  { id: 2, towerTypeId: 1, name: 'Autosoportada 45 m', description: 'Celosía triangular de 45 metros para enlaces troncales', enabled: true },
  { id: 3, towerTypeId: 2, name: 'Arriostrada 60 m', description: 'Mástil de 60 metros con tres niveles de retenidas', enabled: true },
  { id: 4, towerTypeId: 2, name: 'Arriostrada ligera 24 m', description: null, enabled: false },
  { id: 5, towerTypeId: 3, name: 'Monopolo 18 m', description: 'Poste tubular de acero galvanizado', enabled: true },
  { id: 6, towerTypeId: 3, name: 'Monopolo 25 m', description: 'Poste tubular con plataforma para tres sectores', enabled: true },
  { id: 7, towerTypeId: 4, name: 'Mástil de azotea 6 m', description: 'Mástil anclado a losa con contrapesos', enabled: true },
  { id: 8, towerTypeId: 5, name: 'Palmera camuflada 20 m', description: 'Monopolo con follaje sintético de palmera', enabled: true },
  { id: 9, towerTypeId: 6, name: 'Remolque telescópico 15 m', description: 'Mástil telescópico sobre remolque', enabled: false },
];

const TOWER_PROPERTIES: readonly DescribedRecord[] = [
  { id: 1, name: 'Propia', description: 'Terreno o inmueble propiedad de la empresa', enabled: true },
  { id: 2, name: 'Arrendada', description: 'Terreno o azotea rentada a un particular', enabled: true },
  { id: 3, name: 'Compartida', description: 'Torre de un tercero con espacio compartido entre operadores', enabled: true },
  { id: 4, name: 'Comodato', description: 'Uso cedido sin renta por convenio', enabled: true },
  { id: 5, name: 'Ejidal', description: 'Terreno ejidal con contrato de ocupación', enabled: false },
];

const copies = <T extends { id: number }>(rows: readonly T[]) => () => new Map(rows.map((row) => [row.id, { ...row }]));
export const towerModels = serviceState('catalog', 'towerModels', copies(TOWER_MODELS));
export const towerProperties = serviceState('catalog', 'towerProperties', copies(TOWER_PROPERTIES));

const modelVersions = rowVersions('catalog', towerModels.key);
const TOWER_MODEL: SpanishNoun = { singular: 'modelo de torre', gender: 'm' };
const typeName = (store: Parameters<typeof towerTypes>[0], id: number) => towerTypes(store).get(id)?.name ?? '';
const toModelRow = (r: TowerModelRecord, store: Parameters<typeof towerTypes>[0]) => ({
  id: r.id, name: r.name, description: r.description, towerTypeId: r.towerTypeId, towerTypeName: typeName(store, r.towerTypeId), enabled: r.enabled,
});
const modelCatalogue = crudCatalogue({
  collection: towerModels,
  operations: catalogueOperations('towerModel'),
  noun: TOWER_MODEL,
  duplicateMessage: 'Ya existe un modelo de torre con ese nombre para el tipo de torre',
  validate: (body, store) => {
    if (!towerTypes(store).get(body.towerTypeId)?.enabled) {
      throw new SandboxError(422, `El tipo de torre ${body.towerTypeId} no existe o está deshabilitado`, 'towerTypeId');
    }
  },
  sameScope: (other, candidate) => other.towerTypeId === candidate.towerTypeId,
  toRecord: (body) => ({ towerTypeId: body.towerTypeId, name: body.name, description: body.description || null, enabled: body.enabled }),
  toRow: toModelRow,
  searchFields: (r, store) => [r.description, typeName(store, r.towerTypeId)],
});

/** The 409 of a tower type its models still name. */
export const towerTypeInUse = (record: { id: number; name: string }, store: Parameters<typeof towerTypes>[0]) => {
  const count = [...towerModels(store).values()].filter((m) => m.towerTypeId === record.id).length;
  return count ? usedMessage({ singular: 'tipo de torre', gender: 'm' }, record.name, count, 'modelos de torre') : null;
};

export const towerCatalogueHandlers: OperationHandlers = {
  ...modelCatalogue,
  // The enabled models of a type, by name, versioned as the catalogue's own reads version them.
  getCatalogTowerModelsByTowerType: ({ store, params }) =>
    [...towerModels(store).values()]
      .filter((m) => m.enabled && m.towerTypeId === params.id)
      .sort((a, b) => a.name.localeCompare(b.name, 'es') || byId(a, b))
      .map((m) => modelVersions.stamp(store, m.id, toModelRow(m, store))),
  ...crudCatalogue({
    collection: towerProperties, operations: catalogueOperations('towerProperty'), noun: { singular: 'propiedad de torre', gender: 'f' },
    toRecord: (body) => ({ name: body.name, description: body.description || null, enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name, description: r.description, enabled: r.enabled }),
    searchFields: (r) => [r.description],
  }),
};

export const towerCatalogueState = [towerModels, towerProperties];
