import type { SandboxStore, UserRecord } from '../store/types';
import { accountDetail } from './userViews';

/** For tests: the UpdateAccount body that keeps the user as they are, but for the change given. */
export function accountUpdateOf(store: SandboxStore, user: UserRecord, change: Record<string, unknown>) {
  const { userId, fullName, email, userName, mobileNumber, credential, roleCode, accessProfileId, langId, level, regionId, areaId, countryId, position,
    superiorId, isVacant, nonOperational, enabled, partnerIds, systemGroupIds, rowVersion } = accountDetail(store, user);
  return { id: userId, fullName, email, userName, mobileNumber, credential, roleCode, accessProfileId, langId, level, regionId, areaId, countryId, position,
    superiorId, isVacant, nonOperational, enabled, partnerIds, systemGroupIds, rowVersion, ...change };
}
