import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import type { SandboxService } from '../runtime';
import { createdUsers } from '../security/accountRules';
import { accountReadHandlers } from '../security/accounts';
import { accountWriteHandlers } from '../security/accountWrite';
import { assignationHandlers } from '../security/assignations';
import { groupHandlers } from '../security/groups';
import { hierarchyHandlers } from '../security/hierarchy';
import { seededPlaces } from '../security/hierarchySeed';
import { loginHandlers } from '../security/login';
import { permissionHandlers } from '../security/permissions';
import { profileHandlers } from '../security/profiles';
import { securityState } from '../security/state';

/**
 * Security service: accounts, profiles, assignations, roles, login tracking, public parameters, groups.
 * The handlers live in test/sandbox/security/ by resource; the state the store lacks (profiles, groups,
 * assignations, logs) is kept per store there (security/state.ts).
 */
export const securityService: SandboxService = {
  handlers: {
    getPublicParams: ({ store }) => ({ GoogleChat: { Link: store.publicParams.chatLink } }),
    getAccessList: ({ store, user }) => ({ accessList: [...store.permissionsOf(user!)] }),
    ...accountReadHandlers,
    ...accountWriteHandlers,
    ...hierarchyHandlers,
    ...profileHandlers,
    ...assignationHandlers,
    ...permissionHandlers,
    ...loginHandlers,
    ...groupHandlers,
  },
  state: [securityState, createdUsers, seededPlaces, ROW_VERSION_TABLES.security],
};
