import { tileUrlProblem, type MapTilesConfig } from './mapTiles';

/**
 * Runtime configuration, read from /config.json at start so that one build serves every
 * environment (sandbox, staging, production). Nothing here is compiled into the bundle.
 */
export const SERVICE_NAMES = ['security', 'ticket', 'catalog', 'message', 'filestorage', 'inventory', 'product', 'insight', 'geography', 'process'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceConfig {
  /** Origin (and optional prefix) the service's paths are appended to; '' means the app's own origin. */
  baseUrl: string;
  /** OAuth scope of the service's access token. */
  scope: string;
}

export interface AuthConfig {
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  /** 'AAD' for Azure AD B2C, 'OIDC' for any other OpenID Connect provider. */
  protocolMode: 'AAD' | 'OIDC';
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface RuntimeConfig {
  environment: string;
  services: Record<ServiceName, ServiceConfig>;
  auth: AuthConfig;
  notificationsHubUrl: string;
  /** Tiles drawn over the maps' shipped outline; absent, the maps load no tile. */
  map?: MapTilesConfig;
}

export class RuntimeConfigError extends Error {}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Validates the shape so that a broken config.json fails at start with a sentence naming the field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('config.json is not a JSON object');
  const services = raw.services;
  if (!isRecord(services)) throw new RuntimeConfigError('config.json: services is missing');
  for (const name of SERVICE_NAMES) {
    const s = services[name];
    if (!isRecord(s) || typeof s.baseUrl !== 'string' || typeof s.scope !== 'string') {
      throw new RuntimeConfigError(`config.json: services.${name} needs baseUrl and scope`);
    }
  }
  const auth = raw.auth;
  if (!isRecord(auth)) throw new RuntimeConfigError('config.json: auth is missing');
  for (const key of ['clientId', 'authority', 'redirectUri', 'postLogoutRedirectUri'] as const) {
    if (typeof auth[key] !== 'string' || !auth[key]) throw new RuntimeConfigError(`config.json: auth.${key} is missing`);
  }
  if (auth.protocolMode !== 'AAD' && auth.protocolMode !== 'OIDC') {
    throw new RuntimeConfigError('config.json: auth.protocolMode must be AAD or OIDC');
  }
  if (!Array.isArray(auth.knownAuthorities)) throw new RuntimeConfigError('config.json: auth.knownAuthorities must be a list');
  if (typeof raw.notificationsHubUrl !== 'string') throw new RuntimeConfigError('config.json: notificationsHubUrl is missing');
  if (raw.map !== undefined) {
    const map = raw.map;
    if (!isRecord(map) || typeof map.tileUrl !== 'string' || typeof map.attribution !== 'string') {
      throw new RuntimeConfigError('config.json: map needs tileUrl and attribution');
    }
    const problem = tileUrlProblem(map.tileUrl);
    if (problem) throw new RuntimeConfigError(`config.json: map.tileUrl ${problem}`);
  }
  return raw as unknown as RuntimeConfig;
}

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`config.json could not be read (HTTP ${response.status})`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('runtime configuration was not loaded');
  return current;
}
