/**
 * The hierarchical level catalogue (catalogue service, HierarchicalLevel): six fixed levels, 0 to 5,
 * whose name and description an administrator edits. Kept per store, like the security state.
 */
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { normalize } from './common';

interface LevelRecord {
  level: number;
  name: string;
  description: string | null;
  modifiedDate: string | null;
}

const DEFAULT_LEVELS: [name: string, description: string][] = [
  ['Dirección regional', 'Responsable de una región'],
  ['Gerencia de zona', 'Zonas de una región'],
  ['Supervisión', 'Supervisores de campo y de mesa'],
  ['Coordinación', 'Coordinadores de cuadrilla'],
  ['Operación', 'Técnicos e ingenieros de campo'],
  ['Apoyo', 'Auxiliares'],
];

export const hierarchyLevels = serviceState('catalog', 'hierarchyLevels', (): LevelRecord[] =>
  DEFAULT_LEVELS.map(([name, description], level) => ({ level, name, description, modifiedDate: null })),
);

/** Versioned by level number (openapi/CONVENTIONS.md, "Row versions"). */
const versions = rowVersions('catalog', 'hierarchyLevels');

function toRow(store: SandboxStore, record: LevelRecord) {
  const usersCount = [...store.users.values()].filter((u) => u.enabled && !u.nonOperational && u.level === record.level).length;
  return versions.stamp(store, record.level, { ...record, usersCount });
}

export const hierarchyLevelHandlers: OperationHandlers = {
  getHierarchicalLevels: ({ store }) => hierarchyLevels(store).map((r) => toRow(store, r)),

  /** Names are unique case and accent blind; blanks around a name or description are refused. */
  updateHierarchicalLevel: ({ store, body }) => {
    const all = hierarchyLevels(store);
    const record = all.find((r) => r.level === body.level)!;
    const name = String(body.name);
    const description: string | null = body.description === null ? null : String(body.description);
    if (name.trim() === '' || name.trim() !== name) throw new SandboxError(422, 'El nombre no puede iniciar ni terminar con espacios');
    if (description !== null && description.trim() !== description) throw new SandboxError(422, 'La descripción no puede iniciar ni terminar con espacios');
    if (all.some((r) => r.level !== record.level && normalize(r.name) === normalize(name))) {
      throw new SandboxError(409, 'Ya existe un nivel jerárquico con ese nombre');
    }
    return versions.update(store, record.level, body.rowVersion, () => toRow(store, record), () => {
      Object.assign(record, { name, description: description || null, modifiedDate: utc(store.now) });
      return toRow(store, record);
    });
  },
};
