import fs from 'node:fs';
import path from 'node:path';
import { parseRuntimeConfig } from './runtimeConfig';

const shipped = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../public/config.json'), 'utf8'));

describe('runtime configuration', () => {
  it('accepts the configuration shipped in public/config.json', () => {
    expect(parseRuntimeConfig(shipped).services.ticket.baseUrl).toBe('https://api.example.com');
  });

  it('names the missing field of a broken configuration', () => {
    const broken = { ...shipped, services: { ...shipped.services, catalog: { baseUrl: 'x' } } };
    expect(() => parseRuntimeConfig(broken)).toThrow('config.json: services.catalog needs baseUrl and scope');
    expect(() => parseRuntimeConfig({ ...shipped, auth: { ...shipped.auth, protocolMode: 'SAML' } })).toThrow(
      'auth.protocolMode must be AAD or OIDC',
    );
  });
});
