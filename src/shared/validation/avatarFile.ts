import { detectFileKind, extensionOf, KIND_OF_EXTENSION } from '../files/fileSignature';
import { isPixelFlood, readImageSize } from '../files/imageHeader';
import { readBytes } from '../files/readBytes';
import { LIMITS } from './limits';

export type AvatarFileProblem = 'upload.noFile' | 'upload.invalidImageFormat' | 'upload.avatarTooLarge' | 'upload.invalidImage';

/**
 * Checks an avatar before upload: jpg/jpeg/png, at most 2,000,000 bytes (spec 001 section 5), bytes
 * that are the image the name says with a readable header, and at most LIMITS.imageMaxPixels pixels,
 * so no browser is made to decode a pixel flood (SECURITY.md, ASVS 5.2.2 and 5.2.6).
 */
export async function avatarFileProblem(file: File | null | undefined): Promise<AvatarFileProblem | null> {
  if (!file) return 'upload.noFile';
  const extension = extensionOf(file.name);
  if (!(LIMITS.avatarExtensions as readonly string[]).includes(extension)) return 'upload.invalidImageFormat';
  if (file.size > LIMITS.avatarMaxBytes) return 'upload.avatarTooLarge';
  const bytes = await readBytes(file);
  const size = detectFileKind(bytes) === KIND_OF_EXTENSION[extension] ? readImageSize(bytes) : null;
  if (!size || isPixelFlood(size)) return 'upload.invalidImage';
  return null;
}
