/**
 * The browser suite uses Debian's Chromium (test tools cannot download browsers here). Installs it with
 * apt-get when it is missing; CHROMIUM_PATH points elsewhere if a machine keeps it in another place.
 * It also reads downloaded PDFs with pdftotext (ensure-pdftotext.ts).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { ensurePdfToText } from './ensure-pdftotext';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  ensurePdfToText();
  if (fs.existsSync(CHROMIUM)) return;
  if (process.platform !== 'linux' || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Chromium and set CHROMIUM_PATH to its executable.`);
  }
  const sudo = os.userInfo().uid === 0 ? '' : 'sudo ';
  console.log('Installing Debian Chromium for the browser suite (apt-get)…');
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
}

if (require.main === module) ensureChromium();
