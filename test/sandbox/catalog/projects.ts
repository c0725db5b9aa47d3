import { SandboxError, type OperationHandlers } from '../runtime';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import type { ProjectRecord, SandboxStore } from '../store/types';
import { recordCatalogChange } from './catalogAudit';
import { EXPORT_LIMIT, byId, fold, found, matchesText, newId, paginate } from './common';

const versions = rowVersions('catalog', 'projects');

function toProject(store: SandboxStore, p: ProjectRecord) {
  return versions.stamp(store, p.id, {
    id: p.id, name: p.name, description: p.description || null, companyName: p.companyName || null, clientId: p.clientId,
    clientName: store.clients.get(p.clientId)?.name ?? null, enabled: p.enabled,
  });
}

/** The audit's name of the catalogue, its resource (the other catalogues name theirs after their search). */
const AUDIT_NAME = 'Projects';

const projectNotFound = (id: number) => `El proyecto ${id} no existe`;

/** Project names are unique within a client. */
function assertFree(store: SandboxStore, clientId: number, name: string, exceptId: number | null): void {
  const clash = [...store.projects.values()].some((p) => p.clientId === clientId && p.id !== exceptId && fold(p.name) === fold(name));
  if (clash) throw new SandboxError(409, 'Ya existe un proyecto con ese nombre para el cliente');
}

function checkClient(store: SandboxStore, clientId: number): void {
  found(store.clients.get(clientId), `El cliente ${clientId} no existe`);
}

export const projectHandlers: OperationHandlers = {
  getCatalogProjects: ({ store, query }) => {
    const { text, enabled, isExport, clientId } = query as { text?: string; enabled?: boolean; isExport?: boolean; clientId?: number };
    if (clientId) checkClient(store, clientId);
    const rows = [...store.projects.values()]
      .filter((p) => (enabled === undefined || p.enabled === enabled) && (!clientId || p.clientId === clientId))
      .filter((p) => matchesText(text, p.name, p.companyName, store.clients.get(p.clientId)?.name))
      .sort(byId)
      .map((p) => toProject(store, p));
    const pageSize = query.pageSize ?? (isExport ? EXPORT_LIMIT : 25);
    return paginate(rows, query.pageNumber ?? 1, pageSize, { isExport });
  },
  createCatalogProject: ({ store, user, body }) => {
    checkClient(store, body.clientId);
    assertAllowedText(body.name, TEXT_FIELDS.name);
    assertFree(store, body.clientId, body.name, null);
    const project: ProjectRecord = {
      id: newId(store, 'projects', store.projects), name: body.name, description: body.description ?? '',
      companyName: body.companyName ?? '', clientId: body.clientId, enabled: body.enabled,
    };
    store.projects.set(project.id, project);
    recordCatalogChange(store, user, AUDIT_NAME, project, 'Create');
    return toProject(store, project);
  },
  updateCatalogProject: ({ store, user, body }) => {
    const project = found(store.projects.get(body.id), projectNotFound(body.id));
    return versions.update(store, project.id, body.rowVersion, () => toProject(store, project), () => {
      checkClient(store, body.clientId);
      assertAllowedText(body.name, TEXT_FIELDS.name);
      assertFree(store, body.clientId, body.name, project.id);
      if (body.clientId !== project.clientId && [...store.tickets.values()].some((t) => t.projectId === project.id)) {
        throw new SandboxError(409, `El proyecto ${project.name} tiene tickets y no se puede cambiar de cliente`);
      }
      Object.assign(project, { name: body.name, description: body.description ?? '', companyName: body.companyName ?? '', clientId: body.clientId, enabled: body.enabled });
      recordCatalogChange(store, user, AUDIT_NAME, project, 'Update');
      return toProject(store, project);
    });
  },
  deleteCatalogProject: ({ store, user, params }) => {
    const project = found(store.projects.get(params.id), projectNotFound(params.id));
    const inUse = [...store.services.values()].some((s) => s.projectId === project.id) || [...store.tickets.values()].some((t) => t.projectId === project.id);
    if (inUse) throw new SandboxError(409, `El proyecto ${project.name} tiene servicios o tickets y no se puede eliminar`);
    store.projects.delete(project.id);
    recordCatalogChange(store, user, AUDIT_NAME, project, 'Delete');
    return true;
  },
};
