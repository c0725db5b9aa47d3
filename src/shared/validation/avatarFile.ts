import { LIMITS } from './limits';

export type AvatarFileProblem = 'upload.noFile' | 'upload.invalidImageFormat' | 'upload.avatarTooLarge';

/** Checks an avatar before upload: jpg/jpeg/png, at most 2,000,000 bytes (spec 001 section 5). */
export function avatarFileProblem(file: File | null | undefined): AvatarFileProblem | null {
  if (!file) return 'upload.noFile';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LIMITS.avatarExtensions as readonly string[]).includes(extension)) return 'upload.invalidImageFormat';
  if (file.size > LIMITS.avatarMaxBytes) return 'upload.avatarTooLarge';
  return null;
}
