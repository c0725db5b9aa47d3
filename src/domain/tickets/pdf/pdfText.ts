import { stripEmoji } from '../../../shared/export/format';

// Characters jsPDF's standard fonts can print: Latin-1 and the WinAnsi additions (€ ‚ ƒ „ … † ‡ ˆ ‰
// Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ). Anything else would print as garbage.
const NOT_WIN_ANSI = /[^\n\u0020-\u007e\u00a0-\u00ff\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178]/gu;

/**
 * Free text as the PDF prints it: emoji stripped (spec 000 section 5; the export's stripper), accents
 * composed, tabs and odd spaces made plain, line breaks kept, other characters the standard fonts
 * lack replaced by '?'.
 */
export function toPdfText(value: string | null | undefined): string {
  if (!value) return '';
  return stripEmoji(value.normalize('NFC'))
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b\u200c\u2060\ufeff]/g, '')
    .replace(NOT_WIN_ANSI, '?')
    .replace(/[ ]{2,}/g, ' ')
    .trim();
}

/** Fills `{name}` placeholders of a label. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
