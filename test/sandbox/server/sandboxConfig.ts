import { SERVICE_NAMES, type ServiceName } from '../../../src/core/config/runtimeConfig';
import { SANDBOX_CLIENT_ID } from '../auth/tokens';

/** The scope a service of the sandbox requires in its access tokens (the app's config names the same). */
export function sandboxServiceScope(service: ServiceName): string {
  return `api://service-desk/${service}/access`;
}

/** The runtime configuration the sandbox hands to the app: every service and sign-in on the sandbox's own origin. */
export function sandboxRuntimeConfig(origin: string) {
  const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, { baseUrl: origin, scope: sandboxServiceScope(name) }]));
  return {
    environment: 'sandbox',
    services: services as Record<ServiceName, { baseUrl: string; scope: string }>,
    auth: {
      clientId: SANDBOX_CLIENT_ID,
      authority: `${origin}/oidc`,
      knownAuthorities: [new URL(origin).host],
      protocolMode: 'OIDC',
      redirectUri: `${origin}/redirect.html`,
      postLogoutRedirectUri: `${origin}/`,
    },
    notificationsHubUrl: `${origin}/message/hubs/notifications`,
  };
}
