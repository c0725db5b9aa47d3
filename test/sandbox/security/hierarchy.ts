/** Hierarchical structure: the structure's users, the change log and the bulk update from the .xlsx template. */
import { LIMITS } from '../../../src/shared/validation/limits';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { guardedSheet } from '../guards/bulkGuard';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';
import { descendantsOf, hierarchyPoint, logHierarchyChange, validateHierarchy } from './accountRules';
import { byFullName, dateFilter, daysSince, normalize, page, requireUser } from './common';
import { AREAS, COUNTRIES, REGIONS } from './constants';
import { extraOf, securityState } from './state';
import { accountVersions } from './userViews';

/** Nearest superior with a real holder (vacant positions are skipped). */
function directManager(store: SandboxStore, user: UserRecord): UserRecord | null {
  const seen = new Set<number>();
  let current = user.superiorId ? store.users.get(user.superiorId) : undefined;
  while (current && extraOf(store, current).isVacant && !seen.has(current.userId)) {
    seen.add(current.userId);
    current = current.superiorId ? store.users.get(current.superiorId) : undefined;
  }
  return current ?? null;
}

function structureUser(store: SandboxStore, user: UserRecord) {
  const extra = extraOf(store, user);
  const superior = user.superiorId ? store.users.get(user.superiorId) : undefined;
  const manager = directManager(store, user);
  return accountVersions.stamp(store, user.userId, {
    userId: user.userId, fullName: user.fullName, username: user.userName, email: user.email, level: user.level,
    supervisorId: superior?.userId ?? null, supervisor: superior?.fullName ?? null, directManagerId: manager?.userId ?? null,
    directManager: manager?.fullName ?? null, daysSinceLastAccess: daysSince(store, user.lastAccessDate), lastAccessDate: user.lastAccessDate,
    phone: user.mobileNumber || null, position: extra.position, region: user.region || null, area: user.area || null,
    country: COUNTRIES.find((c) => c.id === extra.countryId)?.name ?? null, isVacant: extra.isVacant,
  });
}

/** Whole structure with the global view; otherwise the caller and the people below them. */
function visibleTo(ctx: OperationContext): (u: UserRecord) => boolean {
  const caller = ctx.user!;
  if (ctx.store.permissionsOf(caller).has('HierarchicalLevelGlobalView')) return () => true;
  const below = descendantsOf(ctx.store, caller.userId);
  return (u) => u.userId === caller.userId || below.has(u.userId);
}

/**
 * A level above 0 needs a level 0 position (held or vacant: a vacant one keeps the region's structure)
 * in the user's region, other than the user's own (so the last level 0 cannot step down either).
 */
export function requireRegionTop(store: SandboxStore, user: UserRecord, level: number) {
  if (level === 0) return;
  const hasTop = [...store.users.values()].some(
    (u) => u.userId !== user.userId && u.level === 0 && u.region === user.region && u.enabled && !u.nonOperational,
  );
  if (!hasTop) throw new SandboxError(422, `La región ${user.region || 'sin región'} necesita un usuario de nivel 0 antes de continuar`);
}

/** A position of at most 150 characters, without outer spaces, of the allowed characters (spec 001 and 002 section 5). */
function checkPosition(position: string | null) {
  if (position === null) return;
  if (position.length > LIMITS.hierarchy.positionMax) throw new SandboxError(422, `El puesto admite como máximo ${LIMITS.hierarchy.positionMax} caracteres`, 'position');
  if (position.trim() !== position) throw new SandboxError(422, 'El puesto no puede iniciar ni terminar con espacios', 'position');
  assertAllowedText(position, TEXT_FIELDS.position);
}

/** Level, superior and position of one user (UpdateHierarchy and each bulk row); logs the change. The caller counts the user's version. */
function placeUser(store: SandboxStore, user: UserRecord, level: number, superiorId: number | null, position: string | null, changedBy: string | null) {
  checkPosition(position);
  if (user.nonOperational) throw new SandboxError(422, `El usuario ${user.userName} es no operativo`);
  validateHierarchy(store, user.userId, level, superiorId);
  requireRegionTop(store, user, level);
  const before = hierarchyPoint(store, user);
  Object.assign(user, { level, superiorId });
  extraOf(store, user).position = position;
  logHierarchyChange(store, user, before, changedBy);
}

type BulkRow = { rowNumber: number; userName: string | null; success: boolean; message: string | null };

/** Applies one template row (Usuario, Nivel, Superior, Puesto); returns the failure reason or null. */
function applyRow(store: SandboxStore, byName: (name: string) => UserRecord | undefined, cells: readonly string[]): string | null {
  const [userName = '', levelText = '', superiorName = '', position = ''] = cells.map((cell) => cell.trim());
  const user = byName(userName);
  if (!user) return `El usuario ${userName} no existe`;
  const level = Number(levelText);
  if (!Number.isInteger(level) || level < 0 || level > 5 || levelText === '') return 'El nivel debe ser un número entero de 0 a 5';
  const superior = superiorName ? byName(superiorName) : undefined;
  if (superiorName && !superior) return `El superior ${superiorName} no existe`;
  try {
    placeUser(store, user, level, superior?.userId ?? null, position || null, null);
    accountVersions.touch(store, user.userId);
  } catch (error) {
    if (error instanceof SandboxError) return error.message;
    throw error;
  }
  return null;
}

export const hierarchyHandlers: OperationHandlers = {
  getAccountOrganizationalStructure: (ctx) => {
    const { store, query } = ctx;
    const region = REGIONS.find((r) => r.id === query.regionId)?.name;
    const area = AREAS.find((a) => a.id === query.areaId)?.name;
    const visible = visibleTo(ctx);
    return [...store.users.values()]
      .filter((u) => u.enabled && !u.nonOperational && visible(u))
      .filter((u) => (!query.regionId || u.region === region) && (!query.areaId || u.area === area))
      .filter((u) => query.level === undefined || u.level === query.level)
      .sort((a, b) => a.level - b.level || byFullName(a, b))
      .map((u) => structureUser(store, u));
  },

  exportAccountOrganizationalStructure: (ctx) =>
    [...ctx.store.users.values()]
      .filter((u) => u.enabled && !u.nonOperational && visibleTo(ctx)(u))
      .sort((a, b) => a.level - b.level || byFullName(a, b))
      .map((u) => structureUser(ctx.store, u)),

  /** A boss more than one level up is accepted (the app warns); a missing one above level 0 is not. */
  updateAccountHierarchy: ({ store, body, user: caller }) => {
    const user = requireUser(store, body.userId);
    if (!user.enabled) throw new SandboxError(422, `El usuario ${user.userName} está inactivo`);
    if (body.level > 0 && body.supervisorId === null) throw new SandboxError(422, `Un usuario de nivel ${body.level} necesita un superior`);
    const position: string | null = body.position === null ? null : String(body.position);
    if (position !== null && position.trim() !== position) throw new SandboxError(422, 'El puesto no puede iniciar ni terminar con espacios');
    return accountVersions.update(store, user.userId, body.rowVersion, () => structureUser(store, user), () => {
      placeUser(store, user, body.level, body.supervisorId, position || null, caller!.fullName);
      extraOf(store, user).isVacant = body.isVacant;
      return structureUser(store, user);
    });
  },

  getAccountHierarchicalTrackingLog: ({ store, query }) => {
    const inRange = dateFilter(query);
    const entries = securityState(store)
      .hierarchyLog.filter((e) => (!query.userId || e.userId === query.userId) && inRange(e.changeDate))
      .sort((a, b) => b.changeDate.localeCompare(a.changeDate) || b.id - a.id);
    return page(entries, query);
  },

  /**
   * Rows are applied in order (a later row sees earlier changes); the log records them as system changes.
   * The workbook reaches here read and checked by its guard (guards/bulkGuard.ts: the reader's caps, 413,
   * and the template's marker, 422).
   */
  bulkUpdateAccountHierarchy: ({ store, guarded }) => {
    const sheet = guardedSheet(guarded);
    // One look-up table for the whole file (user names do not change while it is applied); the first holder of a name wins.
    const users = new Map<string, UserRecord>();
    for (const u of store.users.values()) if (!users.has(normalize(u.userName))) users.set(normalize(u.userName), u);
    const byName = (name: string) => users.get(normalize(name));
    const rows: BulkRow[] = sheet.rows.slice(1).flatMap(({ rowNumber, cells }) => {
      if (cells.slice(0, 4).every((cell) => cell.trim() === '')) return [];
      const message = applyRow(store, byName, cells);
      return [{ rowNumber, userName: (cells[0] ?? '').trim().slice(0, 150) || null, success: message === null, message: message?.slice(0, 500) ?? null }];
    });
    const successRows = rows.filter((r) => r.success).length;
    return { totalRows: rows.length, successRows, failedRows: rows.length - successRows, rows };
  },
};
