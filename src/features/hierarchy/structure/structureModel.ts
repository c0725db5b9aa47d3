import type { HierarchicalStructureUserRead } from '../../../api/tags/security';
import { LIMITS } from '../../../shared/validation/limits';

export type StructureUser = HierarchicalStructureUserRead;

export interface StructureFilter {
  text: string;
  region: string | null;
  area: string | null;
  level: number | null;
  vacantOnly: boolean;
}

export const EMPTY_STRUCTURE_FILTER: StructureFilter = { text: '', region: null, area: null, level: null, vacantOnly: false };

/** A person of the tree with the people below them. */
export interface StructureNode {
  user: StructureUser;
  children: StructureNode[];
  /** The boss is more than one level up (allowed, with a warning). */
  skipsLevel: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const byName = (a: StructureUser, b: StructureUser) => a.level - b.level || a.fullName.localeCompare(b.fullName, 'es');

/** True when the boss is set and sits more than one level above (the spec's "non-consecutive boss"). */
export function skipsLevel(level: number, bossLevel: number | null | undefined): boolean {
  return bossLevel !== null && bossLevel !== undefined && level - bossLevel > 1;
}

function matches(user: StructureUser, filter: StructureFilter): boolean {
  const text = fold(filter.text.trim());
  if (text && ![user.fullName, user.username, user.email, user.position ?? ''].some((f) => fold(f).includes(text))) return false;
  if (filter.region !== null && user.region !== filter.region) return false;
  if (filter.area !== null && user.area !== filter.area) return false;
  if (filter.level !== null && user.level !== filter.level) return false;
  return !filter.vacantOnly || user.isVacant;
}

export function isFiltered(filter: StructureFilter): boolean {
  return filter.text.trim() !== '' || filter.region !== null || filter.area !== null || filter.level !== null || filter.vacantOnly;
}

/** The people a filter picks (the export's rows), in level and name order. */
export function filterUsers(users: readonly StructureUser[], filter: StructureFilter): StructureUser[] {
  return users.filter((u) => matches(u, filter)).sort(byName);
}

/**
 * The tree: each person under their superior; people whose superior is not in the list (not visible
 * to the caller, or none at all above level 0) are roots. With a filter, the matches are kept with
 * their superiors up to the root, so each is read in its place.
 */
export function buildTree(users: readonly StructureUser[], filter: StructureFilter): StructureNode[] {
  const byId = new Map(users.map((u) => [u.userId, u]));
  const kept = new Set<number>();
  for (const user of users) {
    if (!matches(user, filter)) continue;
    const seen = new Set<number>();
    for (let current: StructureUser | undefined = user; current && !seen.has(current.userId); current = byId.get(current.supervisorId ?? 0)) {
      seen.add(current.userId);
      kept.add(current.userId);
    }
  }
  const nodes = new Map<number, StructureNode>();
  for (const user of [...users].sort(byName)) {
    if (!kept.has(user.userId)) continue;
    nodes.set(user.userId, { user, children: [], skipsLevel: skipsLevel(user.level, byId.get(user.supervisorId ?? 0)?.level) });
  }
  const roots: StructureNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.user.supervisorId === null ? undefined : nodes.get(node.user.supervisorId);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  return roots;
}

export interface StructureStats {
  total: number;
  byLevel: number[];
  vacant: number;
  withoutSuperior: number;
  skippedLevels: number;
  /** Regions of the structure without a level 0 user, by name. */
  regionsWithoutTop: string[];
}

export function structureStats(users: readonly StructureUser[]): StructureStats {
  const levelOf = new Map(users.map((u) => [u.userId, u.level]));
  const byLevel = Array.from({ length: LIMITS.hierarchy.levelMax + 1 }, (_, level) => users.filter((u) => u.level === level).length);
  return {
    total: users.length,
    byLevel,
    vacant: users.filter((u) => u.isVacant).length,
    withoutSuperior: users.filter((u) => u.level > 0 && u.supervisorId === null).length,
    skippedLevels: users.filter((u) => skipsLevel(u.level, levelOf.get(u.supervisorId ?? 0))).length,
    regionsWithoutTop: regionsWithoutTop(users),
  };
}

export function regionsWithoutTop(users: readonly StructureUser[]): string[] {
  const regions = new Set(users.map((u) => u.region).filter((r): r is string => r !== null));
  const withTop = new Set(users.filter((u) => u.level === 0).map((u) => u.region));
  return [...regions].filter((r) => !withTop.has(r)).sort((a, b) => a.localeCompare(b, 'es'));
}

/**
 * The "level 0 user per region" rule for placing `user` at `level`: above 0 it needs another level 0
 * user (held or vacant) in the user's region, so the last one cannot step down either.
 */
export function lacksRegionTop(users: readonly StructureUser[], user: StructureUser, level: number): boolean {
  return level > 0 && !users.some((u) => u.userId !== user.userId && u.level === 0 && u.region === user.region);
}

/** The distinct values of a field, for a filter's options. */
export function distinctValues(users: readonly StructureUser[], field: 'region' | 'area'): string[] {
  return [...new Set(users.map((u) => u[field]).filter((v): v is string => v !== null))].sort((a, b) => a.localeCompare(b, 'es'));
}
