import fs from 'node:fs';
import { findVulnerable, isBelow, LIST_FILE, type KnownVulnerable, type Lockfile } from '../../scripts/checkVulnerableDeps';

const LIST = (JSON.parse(fs.readFileSync(LIST_FILE, 'utf8')) as { entries: KnownVulnerable[] }).entries;
const known = (pkg: string, fixedIn: string): KnownVulnerable => ({ package: pkg, fixedIn, advisory: 'CVE-0000-0000', reason: 'test', added: '2026-11-24' });
const lockWith = (packages: Lockfile['packages']): Lockfile => ({ packages: { '': { name: 'service-desk-web', version: '1.0.0' }, ...packages } });
const locations = (lock: Lockfile, list: KnownVulnerable[]) => findVulnerable(lock, list).map((f) => f.location);

describe('the known-vulnerable dependencies check', () => {
  it('passes every listed package at its fixed version', () => {
    const lock = lockWith(Object.fromEntries(LIST.map((e) => [`node_modules/${e.package}`, { version: e.fixedIn }])));
    expect(findVulnerable(lock, LIST)).toEqual([]);
  });

  it('refuses one patch below the fixed version, and passes the fixed one', () => {
    const list = [known('tmp', '0.2.4')];
    expect(locations(lockWith({ 'node_modules/tmp': { version: '0.2.3' } }), list)).toEqual(['node_modules/tmp']);
    expect(locations(lockWith({ 'node_modules/tmp': { version: '0.2.4' } }), list)).toEqual([]);
  });

  it('sees a nested copy below the fixed version next to a fixed top-level one', () => {
    const lock = lockWith({ 'node_modules/tmp': { version: '0.2.7' }, 'node_modules/exceljs/node_modules/tmp': { version: '0.2.3' } });
    expect(locations(lock, [known('tmp', '0.2.4')])).toEqual(['node_modules/exceljs/node_modules/tmp']);
  });

  it('sees a package installed under an alias, and a scoped package', () => {
    const lock = lockWith({ 'node_modules/sheets': { name: 'xlsx', version: '0.18.5' }, 'node_modules/@acme/zip': { version: '1.0.0' } });
    expect(locations(lock, [known('xlsx', '0.20.2'), known('@acme/zip', '1.0.1')])).toEqual(['node_modules/sheets', 'node_modules/@acme/zip']);
  });

  it('compares versions part by part, as numbers, with short fixed versions and pre-releases', () => {
    expect(isBelow('5.10.0', '5.2')).toBe(false);
    expect(isBelow('5.1.99', '5.2')).toBe(true);
    expect(isBelow('5.2.0', '5.2')).toBe(false);
    expect(isBelow('0.2.4-rc.1', '0.2.4')).toBe(true);
    expect(() => isBelow('github:owner/repo', '1.0.0')).toThrow('Not a version');
  });

  it('refuses a lockfile without the packages map instead of passing it', () => {
    expect(() => findVulnerable({}, LIST)).toThrow('lockfileVersion 2');
  });
});
