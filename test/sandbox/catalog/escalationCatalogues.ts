import type { OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';

interface Entry {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
}

const entries = (rows: [string, string | null, boolean?][]): Entry[] =>
  rows.map(([name, description, enabled = true], i) => ({ id: i + 1, name, description, enabled }));

export const notificationPriorities = serviceState('catalog', 'notificationPriorities', (): Entry[] => entries([
  ['Alta', 'Se muestra primero'], ['Media', null], ['Baja', null], ['Informativa', 'Sin acción esperada', false],
]));

export const notificationTypes = serviceState('catalog', 'notificationTypes', (): Entry[] => entries([
  ['Mantenimiento', 'Ventanas de mantenimiento del sistema'], ['Operación', 'Cambios en la operación'], ['General', null],
]));

const list = (state: (store: SandboxStore) => Entry[]) => ({ store, query }: { store: SandboxStore; query: Record<string, unknown> }) =>
  state(store).filter((e) => !query.onlyEnabled || e.enabled).map((e) => ({ ...e, rowVersion: 1 }));

export const escalationCatalogueHandlers: OperationHandlers = {
  getCatalogNotificationPriorities: list(notificationPriorities),
  getCatalogNotificationTypes: list(notificationTypes),
};
