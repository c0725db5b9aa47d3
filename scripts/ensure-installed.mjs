// Installs the exact locked dependencies when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing installed by hand.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const stampFile = 'node_modules/.install-stamp';
const lockHash = createHash('sha256').update(fs.readFileSync('package-lock.json')).digest('hex');
const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : null;

if (current !== lockHash) {
  console.log('Installing the locked dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
  fs.writeFileSync(stampFile, lockHash);
}
