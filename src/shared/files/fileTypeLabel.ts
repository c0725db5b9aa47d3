import { extensionOf } from './fileSignature';

export type FileTypeKey = 'pdf' | 'word' | 'excel' | 'jpeg' | 'png' | 'other';

const BY_EXTENSION: Record<string, FileTypeKey> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

const ICONS: Record<FileTypeKey, string> = {
  pdf: 'pi-file-pdf',
  word: 'pi-file-word',
  excel: 'pi-file-excel',
  jpeg: 'pi-image',
  png: 'pi-image',
  other: 'pi-file',
};

/** The type an operator recognises (attachments.types.*) and its icon, from the file's name. */
export function fileType(fileName: string): { key: FileTypeKey; icon: string } {
  const key = BY_EXTENSION[extensionOf(fileName)] ?? 'other';
  return { key, icon: ICONS[key] };
}
