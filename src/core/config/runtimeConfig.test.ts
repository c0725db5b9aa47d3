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

describe('the maps’ tile setting', () => {
  it('is optional, and refuses a tile URL the content security policy could not name', () => {
    expect(parseRuntimeConfig(shipped).map).toBeUndefined();
    const withTiles = { ...shipped, map: { tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' } };
    expect(parseRuntimeConfig(withTiles).map?.tileUrl).toBe('https://{s}.tiles.example.com/{z}/{x}/{y}.png');
    expect(() => parseRuntimeConfig({ ...shipped, map: { tileUrl: 'http://tiles.example.com/{z}/{x}/{y}.png', attribution: '' } })).toThrow(
      'config.json: map.tileUrl must start with https:// or /',
    );
    expect(() => parseRuntimeConfig({ ...shipped, map: { tileUrl: 'https://tiles.{z}.example.com/{x}/{y}.png', attribution: '' } })).toThrow(
      'may hold {s} only as the first label of its host',
    );
    expect(() => parseRuntimeConfig({ ...shipped, map: { tileUrl: '/tiles/{z}/{x}/{y}.png' } })).toThrow('config.json: map needs tileUrl and attribution');
  });
});
