/**
 * What a file really is, from its first bytes (magic numbers), so a renamed file cannot pass for an
 * allowed type by its extension alone (SECURITY.md, ASVS 5.2.2).
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'ole2' | 'zip';

/** Bytes to read for detectFileKind: a PDF may start its header anywhere in the first 1024 bytes. */
export const SIGNATURE_WINDOW = 1024;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const SIGNATURES: readonly [FileKind, readonly number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  // Compound File Binary: .doc and .xls.
  ['ole2', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  // Office Open XML is a zip: .docx and .xlsx.
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
];

/** The kind each allowed attachment extension must hold. */
export const KIND_OF_EXTENSION: Readonly<Record<string, FileKind>> = {
  doc: 'ole2',
  xls: 'ole2',
  docx: 'zip',
  xlsx: 'zip',
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  const found = SIGNATURES.find(([, signature]) => startsWith(bytes, signature));
  if (found) return found[0];
  const window = Math.min(bytes.length, SIGNATURE_WINDOW) - PDF.length;
  for (let at = 0; at <= window; at++) if (startsWith(bytes, PDF, at)) return 'pdf';
  return null;
}

/** The lower-case extension of a file name with a base name ('' for 'pdf', '.pdf' or 'informe'). */
export function extensionOf(fileName: string): string {
  return /^.+\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}
