/** Deterministic seed of the security state from the store's users, clients and services. */
import { allPermissions, permissionsForRole } from '../auth/rolePermissions';
import { Random, utc } from '../store/random';
import type { RoleCode, SandboxStore, UserRecord } from '../store/types';
import { accessElementIdsOf } from './accessElements';
import { seededPlaceOf } from './hierarchySeed';
import { CLIENT_ROLES, POSITIONS, SECURITY_SEED, TICKET_COMMENT_TYPES, WEB_TOKEN_TYPE } from './constants';
import type { AccessProfileRecord, SecurityState, SystemGroupRecord, UserAssignations, UserExtra } from './state';

export function emptyAssignations(): UserAssignations {
  return { workForces: new Set(), services: new Set(), commentTypes: new Set(), generalPermissions: new Set(), accessElements: new Set(), stages: new Set() };
}

const PROFILES: [name: string, description: string, codes: () => string[], enabled: boolean][] = [
  ['Perfil estándar', 'Consulta básica de tickets', () => permissionsForRole('CRE'), true],
  ['Administración total', 'Todos los permisos del sistema', allPermissions, true],
  ['Mesa de servicio', 'Operación de tickets y consulta de catálogos', () => permissionsForRole('DIS'), true],
  ['Supervisión', 'Operación de tickets y estructura jerárquica', () => permissionsForRole('SUP'), true],
  ['Ingeniería de campo', 'Atención de tickets asignados', () => permissionsForRole('ENG'), true],
  ['Almacén', 'Revisiones de almacén y consulta de tickets', () => permissionsForRole('WAD'), true],
  ['Laboratorio', 'Revisiones por serie y asignación', () => permissionsForRole('LAD'), true],
  ['Clientes escritores', 'Alta y seguimiento de tickets del cliente', () => permissionsForRole('CWR'), true],
  ['Perfil anterior 2025', 'Perfil en desuso', () => permissionsForRole('DIS'), false],
];

const ENGINEER_GROUPS = ['Cuadrilla Centro', 'Cuadrilla Occidente', 'Cuadrilla Norte', 'Cuadrilla Sureste', 'Cuadrilla Bajío'];

const GENERAL_BY_ROLE: Record<RoleCode, number[]> = {
  ADM: [1, 2, 3, 4, 5, 6], SUP: [1, 3, 4], DIS: [3, 4], ENG: [3, 6], WAD: [2, 3], CWR: [3], CRE: [3], LAT: [3], LAD: [3, 4],
};
const DIRECT_ELEMENTS: Partial<Record<RoleCode, string[]>> = {
  SUP: ['HierarchicalLevelManagement', 'UsersViewTrackingLog'],
  LAD: ['TicketReassign'],
};

export function seedSecurityState(store: SandboxStore): SecurityState {
  const rnd = new Random(SECURITY_SEED);
  const counters = new Map<string, number>();
  const state: SecurityState = {
    extras: new Map(), assignations: new Map(), profiles: new Map(), groups: new Map(),
    logins: [], hierarchyLog: [], elementTracking: [],
    nextId(kind) {
      const next = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, next);
      return next;
    },
  };
  const daysAgo = (days: number, hours = 0) => utc(new Date(store.now.getTime() - days * 86_400_000 - hours * 3_600_000));
  const users = [...store.users.values()].sort((a, b) => a.userId - b.userId);
  const adminName = store.users.get(1)?.fullName ?? null;

  PROFILES.forEach(([name, description, codes, enabled]) => {
    const profile: AccessProfileRecord = {
      id: state.nextId('profiles'), name, description, enabled, accessElementIds: accessElementIdsOf(codes()),
      createdDate: daysAgo(rnd.int(400, 900)), modifiedDate: rnd.chance(0.5) ? daysAgo(rnd.int(10, 300)) : null,
    };
    state.profiles.set(profile.id, profile);
  });

  seedGroups(store, state, users, () => daysAgo(rnd.int(100, 600)));

  const engineers = users.filter((u) => u.roleCode === 'ENG');
  const partnerIds = [...store.partners.keys()].sort((a, b) => a - b);
  for (const user of users) {
    const extra: UserExtra = {
      credential: CLIENT_ROLES.includes(user.roleCode) ? null : `EMP-${String(user.userId).padStart(5, '0')}`,
      position: seededPlaceOf(store, user.userId)?.position ?? POSITIONS[user.roleCode] ?? null,
      isVacant: seededPlaceOf(store, user.userId)?.isVacant ?? false,
      partnerIds: user.roleCode === 'ENG' || user.roleCode === 'WAD' ? [rnd.pick(partnerIds)] : [],
      countryId: 1, createdDate: daysAgo(rnd.int(60, 900)),
      contractFileUrl: user.roleCode === 'ENG' && rnd.chance(0.5) ? `https://sandbox.blob.local/contracts/user-${user.userId}.pdf` : null,
      passwordChangedDate: null,
    };
    state.extras.set(user.userId, extra);
    state.assignations.set(user.userId, seedAssignations(store, user, engineers, rnd));

    for (const accessElementId of state.assignations.get(user.userId)!.accessElements) {
      state.elementTracking.push({
        id: 0, userId: user.userId, userFullName: user.fullName, accessElementId, action: 'Assigned', changedByFullName: adminName,
        changeDate: daysAgo(rnd.int(1, 40)),
      });
    }
    if (!user.nonOperational) {
      state.hierarchyLog.push({
        id: 0, userId: user.userId, fullName: user.fullName, previousLevel: null, newLevel: user.level, previousSuperiorFullName: null,
        newSuperiorFullName: user.superiorId ? (store.users.get(user.superiorId)?.fullName ?? null) : null,
        previousPosition: null, newPosition: extra.position, changedByFullName: user.userId === 1 ? null : adminName, changeDate: extra.createdDate,
      });
    }
    seedLogins(state, user, rnd);
  }
  // Ids follow time, as an append-only log would have them.
  for (const [kind, list] of [['logins', state.logins], ['hierarchyLog', state.hierarchyLog], ['elementTracking', state.elementTracking]] as const) {
    const dateOf = (e: (typeof list)[number]) => ('accessDate' in e ? e.accessDate : e.changeDate);
    list.sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
    for (const entry of list) entry.id = state.nextId(kind);
  }
  return state;
}

function seedGroups(store: SandboxStore, state: SecurityState, users: UserRecord[], created: () => string) {
  const clientIds = [...store.clients.keys()].sort((a, b) => a - b);
  const byRole = (...roles: RoleCode[]) => users.filter((u) => roles.includes(u.roleCode)).map((u) => u.userId);
  const engineers = byRole('ENG');
  const add = (name: string, engineerOnly: boolean, groupClients: number[], userIds: number[], codes: string[] = []) => {
    const group: SystemGroupRecord = {
      id: state.nextId('groups'), name, engineerOnly, clientIds: groupClients, userIds, accessElementIds: accessElementIdsOf(codes), createdDate: created(),
    };
    state.groups.set(group.id, group);
  };
  ENGINEER_GROUPS.forEach((name, i) => {
    const groupClients = clientIds.length ? [clientIds[i % clientIds.length]!] : [];
    add(name, true, groupClients, engineers.filter((_, e) => e % ENGINEER_GROUPS.length === i));
  });
  add('Mesa de servicio', false, clientIds, [...byRole('DIS'), 3].filter((id) => store.users.has(id)), ['TicketProgrammedSearch', 'TicketSaveMultiTicket']);
  add('Coordinación de almacenes', false, [], byRole('WAD'));
  add('Laboratorio central', false, clientIds.slice(0, 2), byRole('LAT', 'LAD'), ['TicketPendingBySerie']);
}

function seedAssignations(store: SandboxStore, user: UserRecord, engineers: UserRecord[], rnd: Random): UserAssignations {
  const a = emptyAssignations();
  const role = user.roleCode;
  const others = engineers.filter((e) => e.userId !== user.userId);
  // The demo dispatcher handles every engineer, other dispatchers about a third; a supervisor, their reports.
  if (role === 'DIS') others.filter(() => user.userId === 2 || rnd.chance(0.3)).forEach((e) => a.workForces.add(e.userId));
  if (role === 'SUP') others.filter((e) => e.superiorId === user.userId).forEach((e) => a.workForces.add(e.userId));
  for (const service of store.services.values()) {
    if (['ADM', 'DIS', 'SUP'].includes(role) || user.clientIds.includes(service.clientId)) a.services.add(service.id);
  }
  const commentTypes = CLIENT_ROLES.includes(role) ? [1, 4] : role === 'ADM' ? TICKET_COMMENT_TYPES.map((t) => t.id) : [1, 2, 3, 5];
  commentTypes.forEach((id) => a.commentTypes.add(id));
  GENERAL_BY_ROLE[role].forEach((id) => a.generalPermissions.add(id));
  accessElementIdsOf(DIRECT_ELEMENTS[role] ?? []).forEach((id) => a.accessElements.add(id));
  const stages = role === 'DIS' || role === 'SUP' ? [1, 2, 3] : role === 'ENG' && rnd.chance(0.3) ? [1, 2, 3, 4, 5] : [];
  stages.forEach((id) => a.stages.add(id));
  return a;
}

/** The last sign-in matches lastAccessDate; engineers sign in from the mobile app, everybody else from the web. */
function seedLogins(state: SecurityState, user: UserRecord, rnd: Random) {
  if (!user.lastAccessDate) return;
  const mobile = user.roleCode === 'ENG' ? rnd.pick([1, 2]) : null;
  const device = {
    tokenTypeId: mobile ?? WEB_TOKEN_TYPE, apkversion: mobile ? rnd.pick(['4.2.1', '4.1.0']) : null,
    imei: mobile === 1 ? `35${rnd.int(1_000_000_000_000, 9_999_999_999_999)}` : null,
  };
  const snapshot = { fullName: user.fullName, email: user.email, userName: user.userName, roleCode: user.roleCode };
  const last = new Date(`${user.lastAccessDate}Z`).getTime();
  const count = rnd.int(1, 3);
  let at = last;
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      at -= rnd.int(1, 5) * 86_400_000;
      state.logins.push({ id: 0, userLoggedId: user.userId, user: snapshot, ...device, isLogin: false, accessDate: utc(new Date(at + 8 * 3_600_000)) });
    }
    state.logins.push({ id: 0, userLoggedId: user.userId, user: snapshot, ...device, isLogin: true, accessDate: utc(new Date(at)) });
  }
}
