import { SandboxError, type OperationHandlers } from '../runtime';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import { TICKET_STATUSES } from '../store/catalogSeed';
import type { SandboxStore, TicketStatusRecord } from '../store/types';
import { recordCatalogChange } from './catalogAudit';
import { assertUniqueName, byId, fold, found, matchesEnabled, matchesText, newId, paginate } from './common';
import { flowsUnion } from './flows';

/** Categories that group everything (Active, AllStates, Custom): a status's main category is a more specific one when it has one. */
const GENERAL_CATEGORIES = [-1, -5, -2];
const ALL_STATES = -5;
const SYSTEM_STATUS_IDS = new Set(TICKET_STATUSES.map((s) => s.id));

function mainCategory(s: TicketStatusRecord): number | null {
  return s.statusCategoryIds.find((id) => !GENERAL_CATEGORIES.includes(id)) ?? s.statusCategoryIds.find((id) => id === -1) ?? s.statusCategoryIds[0] ?? null;
}

const versions = rowVersions('catalog', 'statuses');

function toStatus(store: SandboxStore, s: TicketStatusRecord) {
  return versions.stamp(store, s.id, { id: s.id, name: s.name, hexColor: s.hexColor, description: s.description, statusCategoryId: mainCategory(s), enabled: s.enabled });
}

/** The audit names a catalogue by its resource, as the other catalogues' searches do (searchCatalogTicketStatuses). */
const AUDIT_NAME = 'TicketStatuses';

const statusNotFound = (id: number) => `El estatus ${id} no existe`;

/** Moves the status to another main category and keeps AllStates in step with `enabled`, on both sides. */
function setCategories(store: SandboxStore, status: TicketStatusRecord, main: number | null): void {
  const previous = mainCategory(status);
  let ids = status.statusCategoryIds.filter((id) => id !== previous && id !== ALL_STATES);
  if (main !== null) ids = [main, ...ids.filter((id) => id !== main)];
  if (status.enabled) ids.push(ALL_STATES);
  status.statusCategoryIds = [...new Set(ids)];
  for (const c of store.statusCategories.values()) {
    const member = status.statusCategoryIds.includes(c.id);
    c.statusIds = c.statusIds.filter((id) => id !== status.id);
    if (member) c.statusIds = [...c.statusIds, status.id].sort((a, b) => a - b);
  }
}

function checkCategory(store: SandboxStore, id: number | null): void {
  if (id !== null && !store.statusCategories.has(id)) throw new SandboxError(404, `La categoría de estatus ${id} no existe`);
}

const normalizeColor = (hex: string) => `#${hex.replace(/^#/, '').toUpperCase()}`;
const keyOf = (name: string) => fold(name).split(/[^a-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

export const statusHandlers: OperationHandlers = {
  getCatalogTicketStatuses: ({ store, query }) => {
    const { onlyEnabled, serviceTypeId, clientId, fromTicketFlow } = query as { onlyEnabled?: boolean; serviceTypeId?: number; clientId?: number; fromTicketFlow?: boolean };
    if (serviceTypeId) found(store.serviceTypes.get(serviceTypeId), `El tipo de servicio ${serviceTypeId} no existe`);
    if (clientId) found(store.clients.get(clientId), `El cliente ${clientId} no existe`);
    if (fromTicketFlow && (!serviceTypeId || !clientId)) {
      throw new SandboxError(422, 'Indique el tipo de servicio y el cliente para consultar los estatus del flujo');
    }
    let rows = [...store.statuses.values()].sort(byId);
    if (serviceTypeId || clientId) {
      const flow = flowsUnion(store, serviceTypeId, clientId);
      rows = rows.filter((s) => flow.has(s.id));
    }
    if (onlyEnabled) rows = rows.filter((s) => s.enabled);
    return rows.map((s) => toStatus(store, s));
  },

  searchCatalogTicketStatuses: ({ store, body }) => {
    const rows = [...store.statuses.values()]
      .filter((s) => matchesText(body.text, s.name) && matchesEnabled(body.enabled, s.enabled))
      .filter((s) => body.statusCategoryId == null || s.statusCategoryIds.includes(body.statusCategoryId))
      .sort(byId)
      .map((s) => toStatus(store, s));
    return paginate(rows, body.pageNumber, body.pageSize, { isExport: body.isExport });
  },

  getCatalogTicketStatusesByCategory: ({ store, params }) => {
    const category = found(store.statusCategories.get(params.categoryId), `La categoría de estatus ${params.categoryId} no existe`);
    return category.statusIds.map((id) => store.statuses.get(id)).filter((s) => s !== undefined).sort(byId).map((s) => toStatus(store, s));
  },

  getCatalogTicketStatusById: ({ store, params }) => toStatus(store, found(store.statuses.get(params.id), statusNotFound(params.id))),

  createCatalogTicketStatus: ({ store, user, body }) => {
    assertAllowedText(body.name, TEXT_FIELDS.name);
    assertUniqueName(store.statuses.values(), body.name, null, 'Ya existe un estatus con ese nombre');
    checkCategory(store, body.statusCategoryId);
    const status: TicketStatusRecord = {
      id: newId(store, 'statuses', store.statuses), key: keyOf(body.name), name: body.name, nameEn: body.name,
      hexColor: normalizeColor(body.hexColor), description: body.description ?? body.name, enabled: body.enabled, statusCategoryIds: [],
    };
    store.statuses.set(status.id, status);
    setCategories(store, status, body.statusCategoryId);
    recordCatalogChange(store, user, AUDIT_NAME, status, 'Create');
    return toStatus(store, status);
  },

  updateCatalogTicketStatus: ({ store, user, body }) => {
    const status = found(store.statuses.get(body.id), statusNotFound(body.id));
    return versions.update(store, status.id, body.rowVersion, () => toStatus(store, status), () => {
      assertAllowedText(body.name, TEXT_FIELDS.name);
      assertUniqueName(store.statuses.values(), body.name, status.id, 'Ya existe un estatus con ese nombre');
      checkCategory(store, body.statusCategoryId);
      Object.assign(status, { name: body.name, hexColor: normalizeColor(body.hexColor), description: body.description ?? body.name, enabled: body.enabled });
      setCategories(store, status, body.statusCategoryId);
      recordCatalogChange(store, user, AUDIT_NAME, status, 'Update');
      return toStatus(store, status);
    });
  },

  deleteCatalogTicketStatus: ({ store, user, params }) => {
    const status = found(store.statuses.get(params.id), statusNotFound(params.id));
    if (SYSTEM_STATUS_IDS.has(status.id)) throw new SandboxError(409, `El estatus ${status.name} es del sistema y no se puede eliminar`);
    if ([...store.tickets.values()].some((t) => t.statusId === status.id || t.previousStatusId === status.id)) {
      throw new SandboxError(409, `El estatus ${status.name} está en uso por tickets y no se puede eliminar`);
    }
    store.statuses.delete(status.id);
    for (const c of store.statusCategories.values()) c.statusIds = c.statusIds.filter((id) => id !== status.id);
    recordCatalogChange(store, user, AUDIT_NAME, status, 'Delete');
    return true;
  },

  getTicketStatusCategories: ({ store }) =>
    [...store.statusCategories.values()].map((c) => ({ id: c.id, name: c.name, statusIds: [...c.statusIds] })),
};
