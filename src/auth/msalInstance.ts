import { PublicClientApplication, ProtocolMode, BrowserCacheLocation } from '@azure/msal-browser';
import type { AuthConfig } from '../core/config/runtimeConfig';

/**
 * MSAL from runtime configuration: Azure AD B2C in production (protocolMode AAD), any OpenID Connect
 * provider elsewhere (OIDC). The cache is in local storage so tabs share the sign-in (spec 001 section 9).
 */
export function createMsalInstance(auth: AuthConfig, origin = window.location.origin): PublicClientApplication {
  const absolute = (uri: string) => new URL(uri, origin).toString();
  return new PublicClientApplication({
    auth: {
      clientId: auth.clientId,
      authority: auth.authority,
      knownAuthorities: auth.knownAuthorities,
      redirectUri: absolute(auth.redirectUri),
      postLogoutRedirectUri: absolute(auth.postLogoutRedirectUri),
    },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: { protocolMode: auth.protocolMode === 'OIDC' ? ProtocolMode.OIDC : ProtocolMode.AAD },
  });
}
