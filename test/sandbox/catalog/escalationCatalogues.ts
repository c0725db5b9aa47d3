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

/**
 * Ticket criticalities: a ticket's criticality is its priority (same ids, same names), so an escalation rule
 * set for "Crítica" watches the tickets of priority Crítica. Read-only here; the criticality screen owns its edits.
 */
export const criticalities = serviceState('catalog', 'criticalities', (): Entry[] => entries([
  ['Crítica', 'Servicio detenido'], ['Alta', 'Servicio degradado'], ['Media', 'Afectación parcial'], ['Baja', 'Sin afectación al servicio'],
]));
export const criticalityOf = (ticket: { priorityId: number }) => ticket.priorityId;

export const notificationPriorities = serviceState('catalog', 'notificationPriorities', (): Entry[] => entries([
  ['Alta', 'Se muestra primero'], ['Media', null], ['Baja', null], ['Informativa', 'Sin acción esperada', false],
]));

export const notificationTypes = serviceState('catalog', 'notificationTypes', (): Entry[] => entries([
  ['Mantenimiento', 'Ventanas de mantenimiento del sistema'], ['Operación', 'Cambios en la operación'], ['General', null],
]));

const list = (state: (store: SandboxStore) => Entry[]) => ({ store, query }: { store: SandboxStore; query: Record<string, unknown> }) =>
  state(store).filter((e) => !query.onlyEnabled || e.enabled).map((e) => ({ ...e, rowVersion: 1 }));

export const escalationCatalogueHandlers: OperationHandlers = {
  getCatalogCriticalities: list(criticalities),
  getCatalogNotificationPriorities: list(notificationPriorities),
  getCatalogNotificationTypes: list(notificationTypes),
};
