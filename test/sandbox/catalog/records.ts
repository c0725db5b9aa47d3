import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { priorityFor } from '../store/catalogSeed';
import type { NamedRecord, SandboxStore } from '../store/types';
import { byId, found } from './common';

/**
 * Reads beside the admin catalogues' CRUD (adminCatalogues.ts): one delay classification, priority types,
 * the urgency/impact matrix and partners.
 */

const short = (r: NamedRecord) => ({ id: r.id, name: r.name, enabled: r.enabled });
/** A priority or a delay classification as its catalogue answers it, with its version (crudCatalogue counts it under the collection). */
const priorityRow = (store: SandboxStore, r: NamedRecord) => rowVersions('catalog', 'priorities').stamp(store, r.id, short(r));
const sorted = (rows: Map<number, NamedRecord>) => [...rows.values()].sort(byId);
const enabledOnly = (rows: NamedRecord[], onlyEnabled: boolean | undefined) => (onlyEnabled ? rows.filter((r) => r.enabled) : rows);
const priorityNotFound = (id: number) => `La prioridad ${id} no existe`;

/** Priority types: 1 the attention priorities (every enabled priority), 2 those the urgency/impact matrix assigns. */
export function prioritiesOfType(store: SandboxStore, typeId: number): NamedRecord[] {
  if (typeId === 1) return sorted(store.priorities).filter((p) => p.enabled);
  if (typeId === 2) {
    const ids = new Set<number>();
    for (const u of store.urgencies.keys()) for (const i of store.impacts.keys()) ids.add(priorityFor(u, i));
    return sorted(store.priorities).filter((p) => ids.has(p.id));
  }
  throw new SandboxError(404, `El tipo de prioridad ${typeId} no existe`);
}

export const recordHandlers: OperationHandlers = {
  getCatalogTicketDelayClassificationById: ({ store, params }) => {
    const d = found(store.delayClassifications.get(params.id), `La clasificación de retraso ${params.id} no existe`);
    return rowVersions('catalog', 'delayClassifications').stamp(store, d.id, { id: d.id, name: d.name, description: d.description, enabled: d.enabled });
  },
  getCatalogPrioritiesByPriorityType: ({ store, params }) => prioritiesOfType(store, params.id).map((p) => priorityRow(store, p)),
  getCatalogPriorityByUrgencyAndImpact: ({ store, query }) => {
    found(store.urgencies.get(query.urgencyId), `La urgencia ${query.urgencyId} no existe`);
    found(store.impacts.get(query.impactId), `El impacto ${query.impactId} no existe`);
    const id = priorityFor(query.urgencyId, query.impactId);
    return priorityRow(store, found(store.priorities.get(id), priorityNotFound(id)));
  },

  getCatalogPartners: ({ store, query }) => enabledOnly(sorted(store.partners), query.onlyEnabled).map(short),
  /** Internal users work with every enabled partner; client users (CWR, CRE) are assigned none. */
  getCatalogPartnersByUser: ({ store, user }) => (user!.clientIds.length ? [] : sorted(store.partners).filter((p) => p.enabled).map(short)),
};
