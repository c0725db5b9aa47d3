/**
 * The PDF tests read PDFs with pdftotext and pdfinfo (Debian's poppler-utils). Installs them with apt-get
 * when they are missing, as ensure-chromium does Chromium; a machine without apt-get gets an error that
 * says what to install. npm test runs this before jest, so a PDF test never runs without its reader.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export const POPPLER_TOOLS = ['pdftotext', 'pdfinfo'] as const;

const onPath = (command: string) => (process.env.PATH ?? '').split(':').some((dir) => dir && fs.existsSync(`${dir}/${command}`));

const missingTools = () => POPPLER_TOOLS.filter((tool) => !onPath(tool));

export function ensurePdfToText(): void {
  if (missingTools().length === 0) return;
  if (process.platform !== 'linux' || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(`${missingTools().join(' and ')} not found on PATH. Install poppler-utils (it provides ${POPPLER_TOOLS.join(' and ')}).`);
  }
  const sudo = os.userInfo().uid === 0 ? '' : 'sudo ';
  console.log('Installing Debian poppler-utils (pdftotext, pdfinfo) for the PDF tests (apt-get)…');
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils`, { stdio: 'inherit' });
  if (missingTools().length > 0) throw new Error(`apt-get finished but ${missingTools().join(' and ')} is still missing`);
}

if (require.main === module) ensurePdfToText();
