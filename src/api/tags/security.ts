import { securityGeneratedApi } from '../generated/security';
import { crudTags } from './crudTags';

/**
 * The security service as screens see it: the generated endpoints with id tags added. Screens
 * import hooks and types from here, never from ../generated.
 */
export const securityApi = securityGeneratedApi.enhanceEndpoints({
  addTagTypes: ['AccessProfile', 'SystemGroup'],
  endpoints: Object.assign(
    {},
    crudTags('AccessProfile', {
      reads: ['getAccessProfiles', 'getAccessProfileById', 'getAccessProfilesActive'],
      create: ['createAccessProfile'], update: ['updateAccessProfile'], remove: ['deleteAccessProfile'],
    }),
    crudTags('SystemGroup', {
      reads: ['searchSystemGroups', 'getSystemGroups', 'getSystemGroupById', 'getSystemGroupAccessElements', 'getSystemGroupUsers'],
      create: ['createSystemGroup'], update: ['updateSystemGroup', 'assignSystemGroupAccessElements'], remove: ['deleteSystemGroup'],
    }),
  ),
});

export * from '../generated/security';
