import { catalogueOperations } from '../../../src/core/routes/catalogueTable';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { DOWNLOAD_PATH } from '../filestorage/state';
import { byId, found } from './common';
import { crudCatalogue, usedMessage, type SpanishNoun } from './crudCatalogue';
import { brandClients, brands, currencies, equipmentTypes, productModelLogos, productModels, reparationTypes, type ProductModelRecord, type TypeRecord } from './richState';

/** The rich catalogues (openapi/catalog.yaml), one crudCatalogue each, plus a brand's models and clients. */

const typed = {
  toRecord: (body: any): Omit<TypeRecord, 'id'> => ({ name: body.name, description: body.description, enabled: body.enabled }),
  toRow: (r: TypeRecord) => ({ id: r.id, name: r.name, description: r.description, enabled: r.enabled }),
  searchFields: (r: TypeRecord) => [r.description],
};

const clientsOf = (store: SandboxStore, brandId: number) => brandClients(store).get(brandId) ?? [];
const BRAND: SpanishNoun = { singular: 'marca', gender: 'f' };
const brandNotFound = (id: number) => `La marca ${id} no existe`;

export function toProductModel(store: SandboxStore, r: ProductModelRecord) {
  const logo = productModelLogos(store).get(r.id);
  return {
    id: r.id, name: r.name, value: r.value, brandId: r.brandId, brandName: brands(store).get(r.brandId)?.name ?? null,
    logoFileName: logo?.fileName ?? null, logoUrl: logo ? `${DOWNLOAD_PATH}${logo.fileId}` : null, enabled: r.enabled,
  };
}

export const richCatalogueHandlers: OperationHandlers = {
  ...crudCatalogue({
    collection: currencies,
    operations: { ...catalogueOperations('currency'), get: 'getCatalogCurrencyById' },
    noun: { singular: 'moneda', gender: 'f' },
    toRecord: (body) => ({ name: body.name, isoCode: body.isoCode.toUpperCase(), enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name, isoCode: r.isoCode, enabled: r.enabled }),
    searchFields: (r) => [r.isoCode],
    validate: (body, store) => {
      const code = body.isoCode.toUpperCase();
      if ([...currencies(store).values()].some((c) => c.id !== body.id && c.isoCode === code)) {
        throw new SandboxError(409, `Ya existe una moneda con el código ISO ${code}`);
      }
    },
  }),
  ...crudCatalogue({ collection: equipmentTypes, operations: catalogueOperations('equipmentType'), noun: { singular: 'tipo de equipo', gender: 'm' }, ...typed }),
  ...crudCatalogue({ collection: reparationTypes, operations: catalogueOperations('reparationType'), noun: { singular: 'tipo de reparación', gender: 'm' }, ...typed }),
  ...crudCatalogue({
    collection: brands, operations: catalogueOperations('brand'), noun: BRAND,
    toRecord: (body) => ({ name: body.name, enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name, enabled: r.enabled }),
    inUse: (record, store) => {
      const models = [...productModels(store).values()].filter((m) => m.brandId === record.id).length;
      return models ? usedMessage(BRAND, record.name, models, 'modelos') : null;
    },
  }),
  ...crudCatalogue({
    collection: productModels, operations: catalogueOperations('model'), noun: { singular: 'modelo', gender: 'm' },
    duplicateMessage: 'Ya existe un modelo con ese nombre para la marca',
    sameScope: (other, candidate) => other.brandId === candidate.brandId,
    validate: (body, store) => {
      if (!brands(store).get(body.brandId)?.enabled) throw new SandboxError(422, `La marca ${body.brandId} no existe o está deshabilitada`);
    },
    toRecord: (body) => ({ name: body.name, value: body.value, brandId: body.brandId, enabled: body.enabled }),
    toRow: (r, store) => toProductModel(store, r),
    listed: (r, query) => !query.brandIds?.length || query.brandIds.includes(r.brandId),
    searchFields: (r, store) => [r.value, brands(store).get(r.brandId)?.name ?? null],
  }),

  getCatalogBrandProductModels: ({ store, params, query }) => {
    const brand = found(brands(store).get(params.id), brandNotFound(params.id));
    if (query.clientId && !clientsOf(store, brand.id).includes(query.clientId)) return [];
    return [...productModels(store).values()].filter((m) => m.brandId === brand.id).sort(byId).map((m) => rowVersions('catalog', productModels.key).stamp(store, m.id, toProductModel(store, m)));
  },
  getCatalogBrandClients: ({ store, params }) => {
    const brand = found(brands(store).get(params.id), brandNotFound(params.id));
    return clientsOf(store, brand.id)
      .map((id) => store.clients.get(id))
      .filter((c) => c !== undefined)
      .map((c) => ({ id: c.id, number: c.number, name: c.name, enabled: c.enabled }));
  },
};
