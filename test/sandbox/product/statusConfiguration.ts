import en from '../../../src/shared/i18n/en.json';
import es from '../../../src/shared/i18n/es.json';
import { COMPONENT_STATUS_IDS, COMPONENT_STATUS_KEYS } from '../../../src/domain/inventory/componentStatuses';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { interpolate } from './messages';

/**
 * statusCongurationComponents (spec 001 section 2 names the screen, not its purpose). Assumed reading: which of
 * the section 4 statuses are enabled, their names in Spanish and English, their colours, which a new component
 * may start in, and which transitions between statuses are allowed. Every status change of the product service
 * goes through `assertTransition`.
 */
export interface StatusSetting {
  componentStatusId: number;
  enabled: boolean;
  nameEs: string;
  nameEn: string;
  color: string;
  forCreation: boolean;
}

export interface StatusConfiguration {
  statuses: StatusSetting[];
  transitions: { fromStatusId: number; toStatusId: number }[];
}

const COLORS: Record<number, string> = {
  1: '#2E7D32', 8: '#F9A825', 27: '#1565C0', 31: '#EF6C00', 32: '#43A047', 33: '#6A1B9A', 34: '#6D4C41', 41: '#424242',
  42: '#1E88E5', 43: '#C62828', 44: '#0277BD', 45: '#FBC02D', 46: '#558B2F', 47: '#00838F', 48: '#AD1457',
};
const FOR_CREATION = new Set([1, 8, 47]);

/** The seeded lifecycle (assumed): review, laboratory and supplier loops back to Available; Scrap and 48 are final. */
const NEXT: Record<number, number[]> = {
  1: [8, 27, 33, 34, 41, 42, 47],
  8: [1, 27, 31, 33, 34, 41, 42, 48],
  27: [43, 44],
  42: [43, 44],
  44: [31, 32, 41, 43, 45, 48],
  45: [31, 32, 41, 43, 44, 48],
  31: [32, 44, 45],
  32: [1, 8],
  43: [8, 33, 34, 41, 48],
  33: [41, 46],
  46: [1, 8],
  47: [1, 8],
  34: [41],
  41: [],
  48: [],
};

function seededConfiguration(): StatusConfiguration {
  return {
    statuses: COMPONENT_STATUS_IDS.map((id) => {
      const key = COMPONENT_STATUS_KEYS[id] as keyof typeof es.inventory.componentStatuses;
      return {
        componentStatusId: id, enabled: true, nameEs: es.inventory.componentStatuses[key], nameEn: en.inventory.componentStatuses[key],
        color: COLORS[id]!, forCreation: FOR_CREATION.has(id),
      };
    }),
    transitions: COMPONENT_STATUS_IDS.flatMap((from) => NEXT[from]!.map((to) => ({ fromStatusId: from, toStatusId: to }))),
  };
}

export const statusConfigurationOf = serviceState('product', 'statusConfiguration', seededConfiguration);
const versions = rowVersions('product', 'statusConfiguration');
/** The configuration is one record. */
const CONFIGURATION_ID = 1;

export const statusSetting = (store: SandboxStore, id: number): StatusSetting | undefined =>
  statusConfigurationOf(store).statuses.find((s) => s.componentStatusId === id);

export const statusNameEs = (store: SandboxStore, id: number): string => statusSetting(store, id)?.nameEs ?? String(id);

/** Refuses (409, in the service's Spanish) a target status that is disabled or not an allowed transition from `from`. */
export function assertTransition(store: SandboxStore, from: number, to: number): void {
  const target = statusSetting(store, to);
  if (!target?.enabled) throw new SandboxError(409, interpolate(es.components.status.statusDisabled, { status: statusNameEs(store, to) }), 'componentStatusId');
  const allowed = statusConfigurationOf(store).transitions.some((t) => t.fromStatusId === from && t.toStatusId === to);
  if (!allowed) {
    throw new SandboxError(409, interpolate(es.components.status.transitionRefused, { from: statusNameEs(store, from), to: statusNameEs(store, to) }), 'componentStatusId');
  }
}

/** The enabled statuses a component may move to from `from`. */
export const nextStatuses = (store: SandboxStore, from: number): StatusSetting[] =>
  statusConfigurationOf(store)
    .transitions.filter((t) => t.fromStatusId === from)
    .map((t) => statusSetting(store, t.toStatusId)!)
    .filter((s) => s.enabled);

const answer = (store: SandboxStore) => versions.stamp(store, CONFIGURATION_ID, statusConfigurationOf(store));

/** The update: every status once, transitions between two different enabled statuses, no transition twice. */
function validated(body: StatusConfiguration): StatusConfiguration {
  const ids = body.statuses.map((s) => s.componentStatusId);
  if (new Set(ids).size !== COMPONENT_STATUS_IDS.length) throw new SandboxError(400, 'Cada estatus debe aparecer una sola vez', 'statuses');
  const enabled = new Set(body.statuses.filter((s) => s.enabled).map((s) => s.componentStatusId));
  const seen = new Set<string>();
  body.transitions.forEach((t, i) => {
    const key = `${t.fromStatusId}>${t.toStatusId}`;
    if (t.fromStatusId === t.toStatusId || seen.has(key)) throw new SandboxError(400, `La transición ${i + 1} se repite o no cambia de estatus`, `transitions[${i}]`);
    if (!enabled.has(t.fromStatusId) || !enabled.has(t.toStatusId)) throw new SandboxError(400, `La transición ${i + 1} usa un estatus deshabilitado`, `transitions[${i}]`);
    seen.add(key);
  });
  return { statuses: body.statuses.map((s) => ({ ...s })), transitions: body.transitions.map((t) => ({ ...t })) };
}

export const statusConfigurationHandlers: OperationHandlers = {
  getProductStatusConfiguration: ({ store }) => answer(store),
  updateProductStatusConfiguration: ({ store, body }) =>
    versions.update(store, CONFIGURATION_ID, body.rowVersion, () => answer(store), () => {
      Object.assign(statusConfigurationOf(store), validated(body));
      return answer(store);
    }),
};
