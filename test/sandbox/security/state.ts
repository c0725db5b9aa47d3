/**
 * Security data the store does not hold, kept per store (a reset store gets a fresh, identically seeded
 * state). Users themselves, their clientIds and warehouseIds stay in store.users.
 */
import type { HierarchicalTrackingLogEntry } from '../../../src/api/tags/security';
import { serviceState } from '../store/serviceState';
import type { RoleCode, SandboxStore, UserRecord } from '../store/types';
import { POSITIONS, CLIENT_ROLES } from './constants';
import { emptyAssignations, seedSecurityState } from './seed';

export interface UserExtra {
  credential: string | null;
  position: string | null;
  isVacant: boolean;
  partnerIds: number[];
  countryId: number | null;
  createdDate: string;
  contractFileUrl: string | null;
  passwordChangedDate: string | null;
}

/** Per-user assignations other than clients and warehouses (those live on the UserRecord). */
export interface UserAssignations {
  workForces: Set<number>;
  services: Set<number>;
  commentTypes: Set<number>;
  generalPermissions: Set<number>;
  accessElements: Set<number>;
  stages: Set<number>;
}

export interface AccessProfileRecord {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
  accessElementIds: number[];
  createdDate: string;
  modifiedDate: string | null;
}

export interface SystemGroupRecord {
  id: number;
  name: string;
  engineerOnly: boolean;
  clientIds: number[];
  userIds: number[];
  accessElementIds: number[];
  createdDate: string;
}

/** Who a log entry is about, as they were then (entries outlive deleted users). */
export interface UserSnapshot {
  fullName: string;
  email: string;
  userName: string;
  roleCode: RoleCode;
}

export interface LoginEntry {
  id: number;
  userLoggedId: number;
  user: UserSnapshot;
  tokenTypeId: number;
  isLogin: boolean;
  apkversion: string | null;
  imei: string | null;
  accessDate: string;
}

/** A hierarchy change as the contract returns it (GetHierarchicalTrackingLog). */
export type HierarchyLogEntry = HierarchicalTrackingLogEntry;

export interface AccessElementTrackingRecord {
  id: number;
  userId: number;
  userFullName: string;
  accessElementId: number;
  action: 'Assigned' | 'Removed';
  changedByFullName: string | null;
  changeDate: string;
}

export interface SecurityState {
  extras: Map<number, UserExtra>;
  assignations: Map<number, UserAssignations>;
  profiles: Map<number, AccessProfileRecord>;
  groups: Map<number, SystemGroupRecord>;
  logins: LoginEntry[];
  hierarchyLog: HierarchyLogEntry[];
  elementTracking: AccessElementTrackingRecord[];
  nextId(kind: 'profiles' | 'groups' | 'logins' | 'hierarchyLog' | 'elementTracking'): number;
}

export const securityState = serviceState('security', 'state', (store): SecurityState => seedSecurityState(store));

/** Extra data of a user; users created elsewhere (not by the seed nor CreateAccount) get defaults. */
export function extraOf(store: SandboxStore, user: UserRecord): UserExtra {
  const { extras } = securityState(store);
  let extra = extras.get(user.userId);
  if (!extra) {
    extra = {
      credential: null, position: POSITIONS[user.roleCode] ?? null, isVacant: false, partnerIds: [], countryId: user.region ? 1 : null,
      createdDate: user.lastAccessDate ?? store.now.toISOString().slice(0, 19), contractFileUrl: null, passwordChangedDate: null,
    };
    extras.set(user.userId, extra);
  }
  return extra;
}

export function assignationsOf(store: SandboxStore, userId: number): UserAssignations {
  const { assignations } = securityState(store);
  let found = assignations.get(userId);
  if (!found) assignations.set(userId, (found = emptyAssignations()));
  return found;
}

export function snapshotOf(user: UserRecord): UserSnapshot {
  return { fullName: user.fullName, email: user.email, userName: user.userName, roleCode: user.roleCode };
}

export const isClientRole = (role: RoleCode) => CLIENT_ROLES.includes(role);
