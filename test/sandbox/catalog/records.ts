import { SandboxError, type OperationHandlers } from '../runtime';
import { priorityFor } from '../store/catalogSeed';
import type { NamedRecord, SandboxStore } from '../store/types';
import { assertUniqueName, byId, found, matchesEnabled, matchesText, newId, paginate } from './common';

/** Delay classifications, priorities (with priority types and the urgency/impact matrix), impact, urgency, service classes, partners. */

const delay = (d: NamedRecord) => ({ id: d.id, name: d.name, description: d.description, enabled: d.enabled });
const short = (r: NamedRecord) => ({ id: r.id, name: r.name, enabled: r.enabled });
const sorted = (rows: Map<number, NamedRecord>) => [...rows.values()].sort(byId);
const enabledOnly = (rows: NamedRecord[], onlyEnabled: boolean | undefined) => (onlyEnabled ? rows.filter((r) => r.enabled) : rows);
const ticketsUsing = (store: SandboxStore, test: (t: { priorityId: number; delayClassificationId: number | null }) => boolean) =>
  [...store.tickets.values()].filter(test).length;

const delayNotFound = (id: number) => `La clasificación de retraso ${id} no existe`;
const priorityNotFound = (id: number) => `La prioridad ${id} no existe`;

/** Priority types: 1 the attention priorities (every enabled priority), 2 those the urgency/impact matrix assigns. */
function prioritiesOfType(store: SandboxStore, typeId: number): NamedRecord[] {
  if (typeId === 1) return sorted(store.priorities).filter((p) => p.enabled);
  if (typeId === 2) {
    const ids = new Set<number>();
    for (const u of store.urgencies.keys()) for (const i of store.impacts.keys()) ids.add(priorityFor(u, i));
    return sorted(store.priorities).filter((p) => ids.has(p.id));
  }
  throw new SandboxError(404, `El tipo de prioridad ${typeId} no existe`);
}

export const recordHandlers: OperationHandlers = {
  getCatalogTicketDelayClassifications: ({ store, query }) => enabledOnly(sorted(store.delayClassifications), query.onlyEnabled).map(delay),
  getCatalogTicketDelayClassificationById: ({ store, params }) => delay(found(store.delayClassifications.get(params.id), delayNotFound(params.id))),
  searchCatalogTicketDelayClassifications: ({ store, body }) => {
    const rows = sorted(store.delayClassifications).filter((d) => matchesText(body.text, d.name) && matchesEnabled(body.enabled, d.enabled));
    return paginate(rows.map(delay), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  createCatalogTicketDelayClassification: ({ store, body }) => {
    assertUniqueName(store.delayClassifications.values(), body.name, null, 'Ya existe una clasificación con ese nombre');
    const record: NamedRecord = { id: newId(store, 'delayClassifications', store.delayClassifications), name: body.name, description: body.description, enabled: body.enabled };
    store.delayClassifications.set(record.id, record);
    return delay(record);
  },
  updateCatalogTicketDelayClassification: ({ store, body }) => {
    const record = found(store.delayClassifications.get(body.id), delayNotFound(body.id));
    assertUniqueName(store.delayClassifications.values(), body.name, record.id, 'Ya existe una clasificación con ese nombre');
    Object.assign(record, { name: body.name, description: body.description, enabled: body.enabled });
    return delay(record);
  },
  deleteCatalogTicketDelayClassification: ({ store, params }) => {
    const record = found(store.delayClassifications.get(params.id), delayNotFound(params.id));
    const used = ticketsUsing(store, (t) => t.delayClassificationId === record.id);
    if (used) throw new SandboxError(409, `La clasificación ${record.name} está asignada a ${used} tickets y no se puede eliminar`);
    store.delayClassifications.delete(record.id);
    return true;
  },

  getCatalogPriorities: ({ store }) => sorted(store.priorities).map(short),
  searchCatalogPriorities: ({ store, body }) => {
    const rows = sorted(store.priorities).filter((p) => matchesText(body.text, p.name) && matchesEnabled(body.enabled, p.enabled));
    return paginate(rows.map(short), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  createCatalogPriority: ({ store, body }) => {
    assertUniqueName(store.priorities.values(), body.name, null, 'Ya existe una prioridad con ese nombre');
    const record: NamedRecord = { id: newId(store, 'priorities', store.priorities), name: body.name, description: body.name, enabled: true };
    store.priorities.set(record.id, record);
    return short(record);
  },
  updateCatalogPriority: ({ store, body }) => {
    const record = found(store.priorities.get(body.id), priorityNotFound(body.id));
    assertUniqueName(store.priorities.values(), body.name, record.id, 'Ya existe una prioridad con ese nombre');
    Object.assign(record, { name: body.name, enabled: body.enabled });
    return short(record);
  },
  deleteCatalogPriority: ({ store, params }) => {
    const record = found(store.priorities.get(params.id), priorityNotFound(params.id));
    const used = ticketsUsing(store, (t) => t.priorityId === record.id);
    if (used) throw new SandboxError(409, `La prioridad ${record.name} está asignada a ${used} tickets y no se puede eliminar`);
    if (prioritiesOfType(store, 2).some((p) => p.id === record.id)) {
      throw new SandboxError(409, `La prioridad ${record.name} está en la matriz de urgencia e impacto y no se puede eliminar`);
    }
    store.priorities.delete(record.id);
    return true;
  },
  getCatalogPrioritiesByPriorityType: ({ store, params }) => prioritiesOfType(store, params.id).map(short),
  getCatalogPriorityByUrgencyAndImpact: ({ store, query }) => {
    found(store.urgencies.get(query.urgencyId), `La urgencia ${query.urgencyId} no existe`);
    found(store.impacts.get(query.impactId), `El impacto ${query.impactId} no existe`);
    const id = priorityFor(query.urgencyId, query.impactId);
    return short(found(store.priorities.get(id), priorityNotFound(id)));
  },

  getCatalogImpacts: ({ store }) => sorted(store.impacts).map(short),
  getCatalogUrgencies: ({ store }) => sorted(store.urgencies).map(short),

  getCatalogServiceClasses: ({ store, query }) => enabledOnly(sorted(store.serviceClasses), query.onlyEnabled).map(short),
  searchCatalogServiceClasses: ({ store, body }) => {
    const rows = sorted(store.serviceClasses).filter((c) => matchesEnabled(body.enabled, c.enabled));
    return paginate(rows.map(short), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },

  getCatalogPartners: ({ store, query }) => enabledOnly(sorted(store.partners), query.onlyEnabled).map(short),
  /** Internal users work with every enabled partner; client users (CWR, CRE) are assigned none. */
  getCatalogPartnersByUser: ({ store, user }) => (user!.clientIds.length ? [] : sorted(store.partners).filter((p) => p.enabled).map(short)),
};
