/**
 * Access elements: one per permission name of allPermissions() (id = position in that sorted list + 1),
 * grouped in modules by area prefix (Ticket*, Users*, Catalog*...). Catalogue permissions get a child
 * module per catalogue and TicketODT* a child module of Tickets.
 */
import { allPermissions } from '../auth/rolePermissions';

export type AccessElementType = 'Operational' | 'Additional';

export interface AccessElementDef {
  accessElementId: number;
  code: string;
  name: string;
  description: string | null;
  accessElementType: AccessElementType;
  moduleId: number;
  moduleName: string;
}

export interface AccessModuleDef {
  moduleId: number;
  name: string;
  parentModuleId: number | null;
}

const AREAS: [prefix: string, name: string][] = [
  ['Catalog', 'Catálogos'], ['Groups', 'Grupos'], ['HierarchicalLevel', 'Niveles jerárquicos'], ['Location', 'Ubicaciones'],
  ['Notification', 'Notificaciones'], ['Profiles', 'Perfiles'], ['Ticket', 'Tickets'], ['Users', 'Usuarios'],
];
const CATALOGS: Record<string, string> = {
  Priority: 'Prioridades', Project: 'Proyectos', ServiceClass: 'Clases de servicio', ServiceType: 'Tipos de servicio',
  TicketDelayClassification: 'Clasificaciones de retraso', TicketStatus: 'Estatus de ticket',
};
const VERBS: Record<string, string> = { Create: 'Crear', Search: 'Consultar', Update: 'Editar', Delete: 'Eliminar' };
const ADDITIONAL = new Set([
  'TicketCreateWithPreviousDate', 'TicketSetDelayClassification', 'TicketSaveMultiTicket', 'TicketRemoteAssignation',
  'UsersExportLog', 'UsersViewTrackingLog', 'HierarchicalLevelGlobalView', 'HierarchicalLevelBulkUpdate',
]);

const words = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');

/** [area module name, child module name or null] of a permission code. */
function placeOf(code: string): [string, string | null] {
  const [prefix, area] = AREAS.find(([p]) => code.startsWith(p)) ?? [code.match(/^[A-Z][a-z0-9]*/)?.[0] ?? code, ''];
  const areaName = area || prefix;
  const rest = code.slice(prefix.length).replace(/(Create|Search|Update|Delete)$/, '');
  if (prefix === 'Catalog') return [areaName, CATALOGS[rest] ?? words(rest)];
  if (code.startsWith('TicketODT')) return [areaName, 'Órdenes de trabajo (ODT)'];
  return [areaName, null];
}

function nameOf(code: string, moduleName: string): string {
  const verb = code.match(/(Create|Search|Update|Delete)$/)?.[1];
  return verb ? `${VERBS[verb]} - ${moduleName}` : words(code);
}

let catalog: { modules: AccessModuleDef[]; elements: AccessElementDef[] } | null = null;

export function accessCatalog(): { modules: AccessModuleDef[]; elements: AccessElementDef[] } {
  if (catalog) return catalog;
  const modules: AccessModuleDef[] = [];
  const moduleId = (name: string, parentModuleId: number | null) => {
    let found = modules.find((m) => m.name === name && m.parentModuleId === parentModuleId);
    if (!found) modules.push((found = { moduleId: modules.length + 1, name, parentModuleId }));
    return found;
  };
  const elements = allPermissions().map((code, i): AccessElementDef => {
    const [area, child] = placeOf(code);
    const root = moduleId(area, null);
    const mod = child ? moduleId(child, root.moduleId) : root;
    return {
      accessElementId: i + 1, code, name: nameOf(code, mod.name), description: `Permiso ${code} del módulo ${root.name}`,
      accessElementType: ADDITIONAL.has(code) ? 'Additional' : 'Operational', moduleId: mod.moduleId, moduleName: mod.name,
    };
  });
  catalog = { modules, elements };
  return catalog;
}

export function accessElementById(id: number): AccessElementDef | undefined {
  return accessCatalog().elements[id - 1];
}

export function accessElementIdsOf(codes: readonly string[]): number[] {
  const { elements } = accessCatalog();
  return elements.filter((e) => codes.includes(e.code)).map((e) => e.accessElementId);
}

interface AccessModuleView {
  moduleId: number;
  name: string;
  parentModuleId: number | null;
  modules: AccessModuleView[];
  accessElements: { accessElementId: number; code: string; name: string; description: string | null; accessElementType: AccessElementType }[];
}

/** Root modules with their child modules; leaves are the access elements. */
export function moduleTree(): AccessModuleView[] {
  const { modules, elements } = accessCatalog();
  const build = (m: AccessModuleDef): AccessModuleView => ({
    moduleId: m.moduleId, name: m.name, parentModuleId: m.parentModuleId,
    modules: modules.filter((c) => c.parentModuleId === m.moduleId).map(build),
    accessElements: elements
      .filter((e) => e.moduleId === m.moduleId)
      .map(({ accessElementId, code, name, description, accessElementType }) => ({ accessElementId, code, name, description, accessElementType })),
  });
  return modules.filter((m) => m.parentModuleId === null).map(build);
}
