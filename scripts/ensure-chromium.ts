/**
 * The browser suite uses Debian's Chromium (test tools cannot download browsers here). Installs it with
 * apt-get when it is missing; CHROMIUM_PATH points elsewhere if a machine keeps it in another place.
 * It also reads downloaded PDFs with pdftotext (Debian's poppler-utils), installed the same way.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const onPath = (command: string) => (process.env.PATH ?? '').split(':').some((dir) => dir && fs.existsSync(`${dir}/${command}`));

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

/** pdftotext, the PDF reader of the browser tests (poppler-utils). */
function ensurePdfToText(): void {
  if (onPath('pdftotext') || process.platform !== 'linux' || !fs.existsSync('/usr/bin/apt-get')) return;
  const sudo = os.userInfo().uid === 0 ? '' : 'sudo ';
  console.log('Installing Debian poppler-utils (pdftotext) for the browser suite (apt-get)…');
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils`, { stdio: 'inherit' });
}

if (require.main === module) ensureChromium();
