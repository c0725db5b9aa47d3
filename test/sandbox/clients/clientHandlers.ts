import { SandboxError, type OperationHandlers } from '../runtime';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import { utc } from '../store/random';
import type { ClientRecord, SandboxStore } from '../store/types';
import { allLocations } from '../geography/locationStore';
import { EXPORT_LIMIT, fold, found, matchesEnabled, matchesText, newId, paginate } from '../catalog/common';
import { DOWNLOAD_PATH } from '../filestorage/state';
import { clientClassifications, clientProfiles, type ClientProfileRecord } from './clientState';

const versions = rowVersions('catalog', 'clients');
const byName = (a: ClientRecord, b: ClientRecord) => a.name.localeCompare(b.name, 'es');

export const clientNotFound = (id: number) => `El cliente ${id} no existe`;

export function profileOf(store: SandboxStore, clientId: number): ClientProfileRecord {
  const profiles = clientProfiles(store);
  let profile = profiles.get(clientId);
  if (!profile) profiles.set(clientId, (profile = { clientClassificationId: null, logo: null }));
  return profile;
}

/** A client as the reads answer it (catalog.yaml ClientProfile). */
export function toClientProfile(store: SandboxStore, client: ClientRecord) {
  const { clientClassificationId, logo } = profileOf(store, client.id);
  return versions.stamp(store, client.id, {
    id: client.id, number: client.number, name: client.name, description: client.description || null, registeredDate: client.registeredDate,
    clientClassificationId, clientClassificationName: clientClassificationId ? (clientClassifications(store).get(clientClassificationId)?.name ?? null) : null,
    logoFileName: logo?.fileName ?? null, logoUrl: logo ? `${DOWNLOAD_PATH}${logo.fileId}` : null, enabled: client.enabled,
  });
}

interface ClientBody {
  number: string;
  name: string;
  description: string | null;
  clientClassificationId: number | null;
  enabled: boolean;
}

/** Number and name unique (case and accent blind); the classification must exist, and be enabled when newly chosen. */
function check(store: SandboxStore, body: ClientBody, current: ClientRecord | null): void {
  assertAllowedText(body.name, TEXT_FIELDS.name);
  for (const other of store.clients.values()) {
    if (other.id === current?.id) continue;
    if (fold(other.number) === fold(body.number)) throw new SandboxError(409, `Ya existe un cliente con el número ${body.number}`, 'number');
    if (fold(other.name) === fold(body.name)) throw new SandboxError(409, 'Ya existe un cliente con ese nombre', 'name');
  }
  const { clientClassificationId } = body;
  if (clientClassificationId === null) return;
  const classification = clientClassifications(store).get(clientClassificationId);
  const kept = current !== null && profileOf(store, current.id).clientClassificationId === clientClassificationId;
  if (!classification || (!classification.enabled && !kept)) {
    throw new SandboxError(400, `La clasificación ${clientClassificationId} no existe o está deshabilitada`, 'clientClassificationId');
  }
}

function write(store: SandboxStore, client: ClientRecord, body: ClientBody): void {
  Object.assign(client, { number: body.number, name: body.name, description: body.description ?? '', enabled: body.enabled });
  profileOf(store, client.id).clientClassificationId = body.clientClassificationId;
}

/** What uses a client: a client in use is disabled, never deleted. */
function inUse(store: SandboxStore, clientId: number): boolean {
  const owns = <T extends { clientId: number }>(rows: Iterable<T>) => [...rows].some((r) => r.clientId === clientId);
  return owns(store.projects.values()) || owns(store.services.values()) || owns(allLocations(store)) || owns(store.tickets.values());
}

/** clientsManagment's clients (catalog.yaml Clients, ClientClassification). */
export const clientProfileHandlers: OperationHandlers = {
  getCatalogClients: ({ store }) => [...store.clients.values()].sort(byName).map((c) => toClientProfile(store, c)),

  getCatalogClientById: ({ store, params }) => toClientProfile(store, found(store.clients.get(params.id), clientNotFound(params.id))),

  searchCatalogClients: ({ store, body }) => {
    const rows = [...store.clients.values()]
      .filter((c) => matchesEnabled(body.enabled, c.enabled) && matchesText(body.text, c.number, c.name, c.description))
      .filter((c) => !body.clientClassificationId || profileOf(store, c.id).clientClassificationId === body.clientClassificationId)
      .sort(byName)
      .map((c) => toClientProfile(store, c));
    return paginate(rows, body.pageNumber, Math.min(body.pageSize, EXPORT_LIMIT), { isExport: body.isExport });
  },

  createCatalogClient: ({ store, body }) => {
    check(store, body, null);
    const client: ClientRecord = {
      id: newId(store, 'clients', store.clients), number: body.number, name: body.name, description: body.description ?? '',
      enabled: body.enabled, registeredDate: utc(store.now), blobStorageUrlPath: null,
    };
    store.clients.set(client.id, client);
    write(store, client, body);
    return toClientProfile(store, client);
  },

  updateCatalogClient: ({ store, body }) => {
    const client = found(store.clients.get(body.id), clientNotFound(body.id));
    return versions.update(store, client.id, body.rowVersion, () => toClientProfile(store, client), () => {
      check(store, body, client);
      write(store, client, body);
      return toClientProfile(store, client);
    });
  },

  deleteCatalogClient: ({ store, params }) => {
    const client = found(store.clients.get(params.id), clientNotFound(params.id));
    if (inUse(store, client.id)) throw new SandboxError(409, `El cliente ${client.name} tiene proyectos, servicios, ubicaciones o tickets; deshabilítelo en lugar de eliminarlo`);
    store.clients.delete(client.id);
    clientProfiles(store).delete(client.id);
    return true;
  },

  getCatalogClientClassifications: ({ store }) => [...clientClassifications(store).values()].sort((a, b) => a.name.localeCompare(b.name, 'es')),
};
