/**
 * The headers a host must send with the app (index.html, every client route, the static assets).
 * The sandbox's server sends them; the README's "Security" section quotes them for a production host,
 * and `npx tsx test/sandbox/server/securityHeaders.ts <config.json>` prints them for a configuration.
 */
import fs from 'node:fs';
import { tileImageSource } from '../../../src/core/config/mapTiles';

/** The part of the runtime configuration (config.json) the policy depends on. */
export interface PolicyConfig {
  services: Record<string, { baseUrl: string }>;
  auth: { authority: string };
  notificationsHubUrl: string;
  /** The maps' optional tiles (src/core/config/mapTiles.ts): their origin joins img-src. */
  map?: { tileUrl: string };
}

/** 'development' is the webpack build of `npm start`, whose eval source maps need eval (see scriptSources). */
export type BuildMode = 'production' | 'development';

/** Origin of an absolute URL; '' (the app's own origin) and relative URLs give nothing beyond 'self'. */
function originOf(url: string): string | null {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

function scriptSources(mode: BuildMode): string[] {
  // Development only: webpack's eval-cheap-module-source-map wraps each module in eval().
  return mode === 'development' ? ["'self'", "'unsafe-eval'"] : ["'self'"];
}

export function contentSecurityPolicy(config: PolicyConfig, mode: BuildMode = 'production'): string {
  const services = unique(Object.values(config.services).map((s) => originOf(s.baseUrl)));
  const hub = originOf(config.notificationsHubUrl);
  const authority = originOf(config.auth.authority);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSources(mode),
    // PrimeReact 10 writes its component styles into <style> elements at run time (see
    // src/app/primeStyleGuard.ts) and React renders style attributes: neither can carry a nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: the pictures and thumbnails the app downloads with the bearer token and shows from memory;
    // the maps' tiles only when config.json names a tile server (else the maps draw their shipped outline).
    'img-src': unique(["'self'", 'blob:', config.map ? tileImageSource(config.map.tileUrl) : null]),
    'font-src': ["'self'"],
    // The services and the SignalR hub (negotiate over https, then wss), and MSAL's calls to the
    // authority (metadata, token endpoint): nothing else may be reached from the page.
    'connect-src': unique(["'self'", ...services, hub, hub && hub.replace(/^http/, 'ws'), authority]),
    // The export, spreadsheet, image, PDF and Gantt workers are bundled files of the app's origin.
    'worker-src': ["'self'"],
    // MSAL's hidden iframe for silent sign-in goes to the authority and back to redirect.html.
    'frame-src': unique(["'self'", authority]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: PolicyConfig, mode: BuildMode = 'production'): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, mode),
    'X-Content-Type-Options': 'nosniff',
    // Links to other sites get the origin only, never a ticket's path or query.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** Files a host must not serve: the source maps the production build writes next to the bundles. */
export const UNSERVED_FILES = /\.map$/i;

if (require.main === module) {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npx tsx test/sandbox/server/securityHeaders.ts <config.json>');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as PolicyConfig;
  for (const [name, value] of Object.entries(securityHeaders(config))) console.log(`${name}: ${value}`);
}
