import { securityGeneratedApi } from '../generated/security';

/**
 * The security service as screens see it: the generated endpoints with id tags added. Screens
 * import hooks and types from here, never from ../generated.
 */
export const securityApi = securityGeneratedApi.enhanceEndpoints({});

export * from '../generated/security';
