import { stripEmoji } from '../../../shared/export/format';

// Characters Windows, macOS or a browser's download refuse, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
/** Room for the name on every common file system (255), with the extension. */
const MAX_BASE_LENGTH = 150;

/**
 * The diagram's PDF: `<PDF title>_<workflow name>_<key>.pdf` (spec 000 section 9), with emoji and
 * characters file systems refuse removed, spaces as underscores, and the name cut at 150 characters.
 */
export function ganttPdfFileName(pdfTitle: string, workflowName: string, key: string | null): string {
  const base = [pdfTitle, workflowName, key ?? '']
    .map((part) => stripEmoji(part).replace(UNSAFE, ' ').trim().replace(/\s+/gu, '_'))
    .filter(Boolean)
    .join('_');
  const cut = Array.from(base).slice(0, MAX_BASE_LENGTH).join('').replace(/[._-]+$/u, '');
  return `${cut || 'Gantt'}.pdf`;
}
