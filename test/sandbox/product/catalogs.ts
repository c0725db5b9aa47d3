import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { DescribedRecord, SandboxStore } from '../store/types';
import { componentOf } from './records';
import { nextStatuses, statusConfigurationOf, type StatusSetting } from './statusConfiguration';

/** The same versions the ResponsibleType catalogue's own reads answer (crudCatalogue.ts counts them by collection). */
const responsibleTypeVersions = rowVersions('catalog', 'responsibleTypes');

const responsibleType = (store: SandboxStore, r: DescribedRecord) =>
  responsibleTypeVersions.stamp(store, r.id, { id: r.id, name: r.name, description: r.description, enabled: r.enabled });

const entry = (s: StatusSetting) => ({ id: s.componentStatusId, name: s.nameEs, nameEn: s.nameEn, color: s.color, enabled: s.enabled });

/** The catalogue-service calls of the component screens (spec 001 and 002 section 7), over the product service's state. */
export const componentCatalogHandlers: OperationHandlers = {
  getAllResponsibleType: ({ store }) => [...store.responsibleTypes.values()].filter((r) => r.enabled).map((r) => responsibleType(store, r)),
  getResponsibleTypeById: ({ store, params }) => {
    const r = store.responsibleTypes.get(params.id);
    if (!r) throw new SandboxError(404, `El tipo de responsable ${params.id} no existe`);
    return responsibleType(store, r);
  },
  getAllProductStatus: ({ store }) => statusConfigurationOf(store).statuses.map(entry),
  getProductStatusForCreation: ({ store }) => statusConfigurationOf(store).statuses.filter((s) => s.enabled && s.forCreation).map(entry),
  getProductMovementStatus: ({ store, query }) => nextStatuses(store, componentOf(store, Number(query.productId)).componentStatusId).map(entry),
};
