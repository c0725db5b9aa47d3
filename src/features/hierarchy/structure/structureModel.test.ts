import { buildTree, EMPTY_STRUCTURE_FILTER, lacksRegionTop, regionsWithoutTop, skipsLevel, structureStats, type StructureUser } from './structureModel';

const person = (userId: number, level: number, supervisorId: number | null, region = 'Jalisco', extra: Partial<StructureUser> = {}): StructureUser => ({
  userId, fullName: `Persona ${userId}`, username: `p${userId}`, email: `p${userId}@x.mx`, level, supervisorId, supervisor: null, directManagerId: null,
  directManager: null, daysSinceLastAccess: null, lastAccessDate: null, phone: null, position: null, region, area: 'Campo', country: 'México', isVacant: false, rowVersion: 1,
  ...extra,
});

// Jalisco: 1 (0) > 2 (1) > 3 (2) > 4 (4, two levels below its boss); Sonora has only 5 (3), whose boss 9 is not visible.
const USERS = [person(1, 0, null), person(2, 1, 1), person(3, 2, 2, 'Jalisco', { isVacant: true }), person(4, 4, 3), person(5, 3, 9, 'Sonora')];

describe('structure model', () => {
  it('places each person under their superior and makes roots of those whose superior is not in the list', () => {
    const roots = buildTree(USERS, EMPTY_STRUCTURE_FILTER);
    expect(roots.map((r) => r.user.userId)).toEqual([1, 5]);
    expect(roots[0]!.children[0]!.children[0]!.children.map((c) => c.user.userId)).toEqual([4]);
  });

  it('keeps a filtered match with its superiors up to the root', () => {
    const roots = buildTree(USERS, { ...EMPTY_STRUCTURE_FILTER, text: 'p4' });
    expect(roots.map((r) => r.user.userId)).toEqual([1]);
    expect(roots[0]!.children[0]!.children[0]!.children[0]!.user.userId).toBe(4);
  });

  it('warns only when the boss is more than one level up', () => {
    expect(skipsLevel(3, 2)).toBe(false);
    expect(skipsLevel(3, 1)).toBe(true);
    expect(skipsLevel(3, null)).toBe(false);
    expect(buildTree(USERS, EMPTY_STRUCTURE_FILTER)[0]!.children[0]!.children[0]!.children[0]!.skipsLevel).toBe(true);
  });

  it('counts by level, vacant, skipped levels and the regions without a level 0', () => {
    expect(structureStats(USERS)).toEqual({
      total: 5, byLevel: [1, 1, 1, 1, 1, 0], vacant: 1, withoutSuperior: 0, skippedLevels: 1, regionsWithoutTop: ['Sonora'],
    });
    expect(regionsWithoutTop(USERS)).toEqual(['Sonora']);
  });

  it('needs another level 0 in the region for any level above 0, so the last one cannot step down', () => {
    expect(lacksRegionTop(USERS, USERS[4]!, 1)).toBe(true);
    expect(lacksRegionTop(USERS, USERS[4]!, 0)).toBe(false);
    expect(lacksRegionTop(USERS, USERS[1]!, 2)).toBe(false);
    expect(lacksRegionTop(USERS, USERS[0]!, 1)).toBe(true);
    expect(lacksRegionTop([...USERS, person(6, 0, null)], USERS[0]!, 1)).toBe(false);
  });
});
