/**
 * npm run check:vulnerable: fails when package-lock.json holds, anywhere in the tree (nested
 * node_modules included), a version below the fixed one of an entry of scripts/security/knownVulnerable.json.
 * Stands in for `npm audit`, whose registry endpoint this project's network does not reach.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface KnownVulnerable {
  package: string;
  fixedIn: string;
  advisory: string;
  reason: string;
  added: string;
}

/** The part of a lockfile (v2/v3) read here: every installed package by its node_modules path. */
export interface Lockfile {
  packages?: Record<string, { name?: string; version?: string }>;
}

export interface Finding {
  location: string;
  version: string;
  entry: KnownVulnerable;
}

const ROOT = path.resolve(__dirname, '..');
export const LIST_FILE = path.join(ROOT, 'scripts/security/knownVulnerable.json');

/** [major, minor, patch] and whether it is a pre-release; missing parts count as 0 ("5.2" is 5.2.0). */
function parseVersion(version: string): { core: number[]; pre: boolean } {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.exec(version.trim());
  if (!match) throw new Error(`Not a version: "${version}"`);
  return { core: [match[1], match[2], match[3]].map((n) => Number(n ?? 0)), pre: !!match[4] };
}

/** Whether version comes before fixedIn (a pre-release comes before its release). */
export function isBelow(version: string, fixedIn: string): boolean {
  const a = parseVersion(version);
  const b = parseVersion(fixedIn);
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return a.core[i]! < b.core[i]!;
  return a.pre && !b.pre;
}

/** The package an entry of "packages" installs: its name field (an alias) or the path after the last node_modules/. */
const packageNameOf = (location: string, name?: string) => name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

export function findVulnerable(lock: Lockfile, list: readonly KnownVulnerable[]): Finding[] {
  if (!lock.packages) throw new Error('package-lock.json has no "packages" map: lockfileVersion 2 or later is needed');
  const findings: Finding[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location.includes('node_modules/') || !entry.version) continue;
    const name = packageNameOf(location, entry.name);
    for (const known of list) {
      if (known.package === name && isBelow(entry.version, known.fixedIn)) findings.push({ location, version: entry.version, entry: known });
    }
  }
  return findings;
}

function main(): void {
  const list = (JSON.parse(fs.readFileSync(LIST_FILE, 'utf8')) as { entries: KnownVulnerable[] }).entries;
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
  const findings = findVulnerable(lock, list);
  for (const { location, version, entry } of findings) {
    console.error(`${location} ${version}: below ${entry.fixedIn} (${entry.advisory}: ${entry.reason})`);
  }
  if (findings.length) {
    console.error(`${findings.length} known-vulnerable package version(s) in package-lock.json.`);
    process.exit(1);
  }
  console.log(`package-lock.json holds none of the ${list.length} known-vulnerable packages below their fixed version.`);
}

if (require.main === module) main();
