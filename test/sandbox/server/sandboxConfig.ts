/** The runtime configuration the sandbox hands to the app: every service and sign-in on the sandbox's own origin. */
export function sandboxRuntimeConfig(origin: string) {
  const service = (name: string) => ({ baseUrl: origin, scope: `api://service-desk/${name}/access` });
  return {
    environment: 'sandbox',
    services: {
      security: service('security'),
      ticket: service('ticket'),
      catalog: service('catalog'),
      message: service('message'),
      filestorage: service('filestorage'),
    },
    auth: {
      clientId: 'service-desk-web',
      authority: `${origin}/oidc`,
      knownAuthorities: [new URL(origin).host],
      protocolMode: 'OIDC',
      redirectUri: `${origin}/redirect.html`,
      postLogoutRedirectUri: `${origin}/`,
    },
    notificationsHubUrl: `${origin}/message/hubs/notifications`,
  };
}
