/** Read models of users (AccountOption, AccountListItem, AccountDetail, AccountMe) from the store and the state. */
import { rowVersions } from '../guards/rowVersion';
import type { SandboxStore, UserRecord } from '../store/types';
import { AREAS, COUNTRIES, REGIONS, ROLE_NAMES, TOKEN_TYPES } from './constants';
import { daysSince } from './common';
import { extraOf, securityState } from './state';

export const regionIdOf = (user: UserRecord) => REGIONS.find((r) => r.name === user.region)?.id ?? null;
export const areaIdOf = (user: UserRecord) => AREAS.find((a) => a.name === user.area)?.id ?? null;
export const levelOf = (user: UserRecord) => (user.nonOperational ? null : user.level);

export function groupsOf(store: SandboxStore, userId: number) {
  return [...securityState(store).groups.values()].filter((g) => g.userIds.includes(userId));
}

function profileOf(store: SandboxStore, user: UserRecord) {
  return securityState(store).profiles.get(user.accessProfileId) ?? null;
}

function lastSignIn(store: SandboxStore, userId: number) {
  const { logins } = securityState(store);
  for (let i = logins.length - 1; i >= 0; i--) if (logins[i]!.userLoggedId === userId && logins[i]!.isLogin) return logins[i]!;
  return null;
}

export function accountOption(user: UserRecord) {
  return { userId: user.userId, fullName: user.fullName, email: user.email, roleCode: user.roleCode, level: levelOf(user), enabled: user.enabled };
}

export function accountMe(user: UserRecord) {
  const owner = user.roleCode === 'WAD' || user.roleCode === 'ENG';
  return {
    userId: user.userId, fullName: user.fullName, email: user.email, userName: user.userName,
    systemRoleName: user.langId === 2 ? ROLE_NAMES[user.roleCode].en : user.systemRoleName, roleCode: user.roleCode, langId: user.langId,
    blobStorageUrlPath: user.blobStorageUrlPath, responsibleId: owner ? user.userId : null, level: levelOf(user),
  };
}

export function accountListItem(store: SandboxStore, user: UserRecord) {
  const extra = extraOf(store, user);
  const login = lastSignIn(store, user.userId);
  return {
    userId: user.userId, fullName: user.fullName, email: user.email, userName: user.userName, mobileNumber: user.mobileNumber || null,
    credential: extra.credential, roleCode: user.roleCode, systemRoleName: user.systemRoleName,
    accessProfileName: profileOf(store, user)?.name ?? null, level: levelOf(user), regionName: user.region || null,
    areaName: user.area || null, superiorFullName: user.superiorId ? (store.users.get(user.superiorId)?.fullName ?? null) : null,
    nonOperational: user.nonOperational, enabled: user.enabled, lastAccessDate: user.lastAccessDate,
    daysSinceLastAccess: daysSince(store, user.lastAccessDate),
    tokenTypeName: login ? (TOKEN_TYPES.find((t) => t.id === login.tokenTypeId)?.name ?? null) : null,
    apkversion: login?.apkversion ?? null,
    systemGroupNames: groupsOf(store, user.userId).map((g) => g.name),
    partnerNames: extra.partnerIds.map((id) => store.partners.get(id)?.name).filter((n): n is string => !!n),
    hasLinkedContract: extra.contractFileUrl !== null,
  };
}

/** A user's version: UpdateAccount checks it; the other writes to what it edits count it up. */
export const accountVersions = rowVersions('security', 'users');

export function accountDetail(store: SandboxStore, user: UserRecord) {
  const extra = extraOf(store, user);
  const profile = profileOf(store, user);
  const superior = user.superiorId ? store.users.get(user.superiorId) : undefined;
  const country = COUNTRIES.find((c) => c.id === extra.countryId) ?? null;
  return accountVersions.stamp(store, user.userId, {
    userId: user.userId, fullName: user.fullName, email: user.email, userName: user.userName, mobileNumber: user.mobileNumber || null,
    credential: extra.credential, roleCode: user.roleCode, systemRoleName: user.systemRoleName,
    accessProfileId: profile?.id ?? null, accessProfileName: profile?.name ?? null, langId: user.langId, level: levelOf(user),
    regionId: regionIdOf(user), regionName: user.region || null, areaId: areaIdOf(user), areaName: user.area || null,
    countryId: country?.id ?? null, countryName: country?.name ?? null, position: extra.position,
    superiorId: superior?.userId ?? null, superiorFullName: superior?.fullName ?? null, isVacant: extra.isVacant,
    nonOperational: user.nonOperational, enabled: user.enabled, partnerIds: [...extra.partnerIds],
    systemGroupIds: groupsOf(store, user.userId).map((g) => g.id), blobStorageUrlPath: user.blobStorageUrlPath,
    contractFileUrl: extra.contractFileUrl, lastAccessDate: user.lastAccessDate, daysSinceLastAccess: daysSince(store, user.lastAccessDate),
    createdDate: extra.createdDate,
  });
}
