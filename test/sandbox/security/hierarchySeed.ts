/**
 * The organisation around the seeded users: a few hundred people in levels 0 to 5, added after every
 * other seed (tickets, workflows) so those stay as they were. Existing users keep their id, name, role,
 * level and region; those without a superior get one. Each region but the last has a level 0 director;
 * the last is left without one, so the "level 0 user per region" rule can be seen. A few positions are
 * vacant (kept with the people below them) and a few bosses skip a level (the structure's warning).
 */
import { FIRST_NAMES, LAST_NAMES, STATES } from '../store/places';
import { Random, utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { RoleCode, SandboxStore, UserRecord } from '../store/types';

export const HIERARCHY_SEED = 0x41e2_2026;

/** Positions by level of the people the seed adds. */
const TITLES = ['Director regional', 'Gerente de zona', 'Supervisor de campo', 'Coordinador de cuadrilla', 'Técnico de campo', 'Auxiliar técnico'];
/** People per level in each region with a director (level 0 is the director). */
const PER_REGION = [1, 2, 3, 5, 6, 1];

export interface SeededPlace {
  position: string;
  isVacant: boolean;
}

export const seededPlaces = serviceState('security', 'seededPlaces', () => new Map<number, SeededPlace>());

/** The position and vacancy the seed gave a user it placed (security/seed.ts reads it). */
export function seededPlaceOf(store: SandboxStore, userId: number): SeededPlace | undefined {
  return seededPlaces(store).get(userId);
}

/** The region left without a level 0 user. */
export const REGION_WITHOUT_TOP = STATES[STATES.length - 1]!.name;

const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');

export function seedHierarchy(store: SandboxStore): void {
  const rnd = new Random(HIERARCHY_SEED);
  const placed = seededPlaces(store);
  const daysAgo = (days: number) => utc(new Date(store.now.getTime() - days * 86_400_000));

  const add = (level: number, region: string, superiorId: number | null, vacant = false, position = TITLES[level]!): UserRecord => {
    const fullName = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
    const userId = store.nextId('users');
    const roleCode: RoleCode = level >= 4 ? 'ENG' : 'SUP';
    const userName = `${slug(fullName)}.h${userId}`;
    const user: UserRecord = {
      userId, userName, fullName, roleCode, systemRoleName: roleCode === 'ENG' ? 'Ingeniero' : 'Supervisor', email: `${userName}@mesadeservicio.mx`,
      langId: 1, mobileNumber: `33${String(rnd.int(10_000_000, 99_999_999))}`, level, region, area: level >= 3 ? 'Campo' : 'Operaciones',
      superiorId, enabled: true, nonOperational: false, blobStorageUrlPath: null,
      lastAccessDate: vacant ? daysAgo(rnd.int(60, 80)) : rnd.chance(0.9) ? daysAgo(rnd.int(0, 30)) : null,
      accessProfileId: roleCode === 'ENG' ? 5 : 4, clientIds: [], warehouseIds: [],
    };
    store.users.set(userId, user);
    placed.set(userId, { position, isVacant: vacant });
    return user;
  };

  // The central region: the administrator (level 0) heads operations; the seeded users without a superior go under it.
  const seeded = [...store.users.values()].sort((a, b) => a.userId - b.userId);
  const central = STATES[0]!.name;
  const operations = add(1, central, 1, false, 'Gerente de operaciones');
  const desk = add(2, central, operations.userId, false, 'Jefe de mesa de servicio');
  const deskCoordinator = add(3, central, desk.userId, false, 'Coordinador de mesa de servicio');
  const logistics = add(2, central, operations.userId, false, 'Jefe de logística');
  const warehouseCoordinator = add(3, central, logistics.userId, true, 'Coordinador de almacenes');
  const labCoordinator = add(3, central, logistics.userId, false, 'Coordinador de laboratorio');
  const bossOf: Partial<Record<RoleCode, number>> = {
    SUP: operations.userId, DIS: deskCoordinator.userId, WAD: warehouseCoordinator.userId, LAT: labCoordinator.userId, LAD: labCoordinator.userId,
  };
  for (const user of seeded) {
    const boss = bossOf[user.roleCode];
    if (user.superiorId === null && user.level > 0 && boss !== undefined && !user.nonOperational) user.superiorId = boss;
  }

  // The last region is being opened: a few technicians report to central operations until it has a director.
  for (let i = 0; i < 3; i++) add(4, REGION_WITHOUT_TOP, operations.userId);

  // Every other region but the last: a director and a tree below, each boss one level up,
  // except about one technician in eight who reports straight to a supervisor.
  for (const state of STATES.slice(1, -1)) {
    const byLevel: UserRecord[][] = [[add(0, state.name, null)]];
    for (let level = 1; level < PER_REGION.length; level++) {
      byLevel[level] = [];
      for (let i = 0; i < PER_REGION[level]!; i++) {
        const skip = level === 4 && rnd.chance(0.125);
        const bosses = byLevel[skip ? level - 2 : level - 1]!;
        const boss = bosses[i % bosses.length]!;
        byLevel[level]!.push(add(level, state.name, boss.userId, level > 0 && level < 4 && rnd.chance(0.08)));
      }
    }
  }
}
