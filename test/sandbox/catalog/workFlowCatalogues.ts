import { SandboxError, type OperationHandlers } from '../runtime';
import { workFlows, workFlowTypes } from '../workflow/state';
import { crudCatalogue, usedMessage, type SpanishNoun } from './crudCatalogue';
import { areaManagers } from './richState';

/** Workflow types (route workFlowType) and area managers (route headOfArea), openapi/catalog.yaml. */

const WORK_FLOW_TYPE: SpanishNoun = { singular: 'tipo de flujo', gender: 'm' };
const AREA_MANAGER: SpanishNoun = { singular: 'jefe de área', gender: 'm' };

export const workFlowCatalogueHandlers: OperationHandlers = {
  ...crudCatalogue({
    collection: workFlowTypes,
    operations: {
      list: 'getCatalogWorkFlowTypes', search: 'searchCatalogWorkFlowTypes', create: 'createCatalogWorkFlowType',
      update: 'updateCatalogWorkFlowType', delete: 'deleteCatalogWorkFlowType',
    },
    noun: WORK_FLOW_TYPE,
    duplicateMessage: 'Ya existe un tipo de flujo con ese nombre para el cliente',
    validate: (body, store) => {
      if (!store.clients.get(body.clientId)?.enabled) throw new SandboxError(422, `El cliente ${body.clientId} no existe o está deshabilitado`);
    },
    sameScope: (other, candidate) => other.clientId === candidate.clientId,
    toRecord: (body) => ({ clientId: body.clientId, name: body.name, description: body.description || null, enabled: body.enabled }),
    toRow: (r, store) => ({
      id: r.id, clientId: r.clientId, clientName: store.clients.get(r.clientId)?.name ?? '', name: r.name, description: r.description, enabled: r.enabled,
    }),
    searchFields: (r, store) => [r.description, store.clients.get(r.clientId)?.name ?? null],
    inUse: (record, store) => {
      const flows = [...workFlows(store).values()].filter((f) => f.workFlowTypeId === record.id).length;
      return flows ? usedMessage(WORK_FLOW_TYPE, record.name, flows, 'flujos') : null;
    },
  }),
  ...crudCatalogue({
    collection: areaManagers,
    operations: {
      list: 'getCatalogAreaManagers', search: 'searchCatalogAreaManagers', create: 'createCatalogAreaManager',
      update: 'updateCatalogAreaManager', delete: 'deleteCatalogAreaManager',
    },
    noun: AREA_MANAGER,
    duplicateMessage: 'Ya existe una jefatura de área con ese nombre',
    validate: (body, store) => {
      if (!store.areas.get(body.areaId)?.enabled) throw new SandboxError(422, `El área ${body.areaId} no existe o está deshabilitada`);
      if (!store.users.get(body.userId)?.enabled) throw new SandboxError(422, `El usuario ${body.userId} no existe o está deshabilitado`);
      const again = [...areaManagers(store).values()].some((m) => m.id !== body.id && m.areaId === body.areaId && m.userId === body.userId);
      if (again) throw new SandboxError(409, 'El usuario ya es jefe de esa área');
    },
    toRecord: (body) => ({ name: body.name, areaId: body.areaId, userId: body.userId, enabled: body.enabled }),
    toRow: (r, store) => ({
      id: r.id, name: r.name, areaId: r.areaId, areaName: store.areas.get(r.areaId)?.name ?? '',
      userId: r.userId, userFullName: store.users.get(r.userId)?.fullName ?? '', enabled: r.enabled,
    }),
    searchFields: (r, store) => [store.areas.get(r.areaId)?.name ?? null, store.users.get(r.userId)?.fullName ?? null],
  }),
};
