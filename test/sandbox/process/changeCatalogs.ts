import { rowVersions } from '../guards/rowVersion';
import type { OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';

interface ChangeTypeRecord {
  id: number;
  name: string;
  description: string | null;
  preApproved: boolean;
  enabled: boolean;
}

interface EntryRecord {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
}

const entries = (names: [string, boolean][]) => new Map(names.map(([name, enabled], i): [number, EntryRecord] => [i + 1, { id: i + 1, name, description: null, enabled }]));

/**
 * The catalogues change management reads (002 section 7): change types (some pre-approved), task statuses and
 * types. Their admin screens (changeTypes, admin/statusesOfTasks) come with the engine's CRUD later.
 */
export const changeCatalogs = serviceState('catalog', 'changeCatalogs', () => ({
  changeTypes: new Map<number, ChangeTypeRecord>(
    ([
      ['Estándar', 'Cambio rutinario de bajo riesgo con procedimiento aprobado', true, true],
      ['Normal', 'Cambio que requiere la aprobación del comité', false, true],
      ['Emergencia', 'Cambio urgente para restablecer el servicio', false, true],
      ['Mantenimiento preventivo', 'Mantenimiento programado del equipo', true, true],
      ['Mayor', 'Cambio de alto impacto en la operación del cliente', false, true],
      ['Temporal', 'Cambio con reversión programada', false, false],
    ] as const).map(([name, description, preApproved, enabled], i) => [i + 1, { id: i + 1, name, description, preApproved, enabled }]),
  ),
  taskStatuses: entries([['Pendiente', true], ['En curso', true], ['Completada', true], ['Cancelada', true], ['En espera', false]]),
  taskTypes: entries([['Respaldo', true], ['Instalación', true], ['Configuración', true], ['Pruebas', true], ['Reversión', true]]),
}));

const versions = rowVersions('catalog', 'changeCatalogs');
const listed = <T extends { id: number; enabled: boolean }>(store: SandboxStore, rows: Map<number, T>, onlyEnabled: unknown) =>
  [...rows.values()].filter((r) => onlyEnabled !== true || r.enabled).map((r) => versions.stamp(store, r.id, r));

export const changeCatalogHandlers: OperationHandlers = {
  getCatalogChangeTypes: ({ store, query }) =>
    listed(store, changeCatalogs(store).changeTypes, query.onlyEnabled).sort((a, b) => a.name.localeCompare(b.name, 'es')),
  getCatalogTaskStatuses: ({ store, query }) => listed(store, changeCatalogs(store).taskStatuses, query.onlyEnabled),
  getCatalogTaskTypes: ({ store, query }) => listed(store, changeCatalogs(store).taskTypes, query.onlyEnabled),
  /** The client services a change may be planned for: the enabled services of the store. */
  getCatalogChangeServices: ({ store }) =>
    [...store.services.values()].filter((s) => s.enabled).map((s) => ({ id: s.id, name: s.name.slice(0, 150), description: null, enabled: true, rowVersion: 1 })),
};
