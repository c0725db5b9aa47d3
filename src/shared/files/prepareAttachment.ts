import { LIMITS } from '../validation/limits';
import { detectFileKind, extensionOf, KIND_OF_EXTENSION, SIGNATURE_WINDOW } from './fileSignature';
import type { ImageProblem } from './prepareImage';
import { processImage } from './processImage';
import { readBytes } from './readBytes';

/** Why a file cannot be attached; each has a message under fileCheck.* in the translations. */
export type AttachmentProblem = 'invalidFormat' | 'nameTooLong' | 'empty' | 'tooLarge' | 'contentMismatch' | ImageProblem;

/** A file ready to upload: the original, or for a portrait photo its landscape JPEG. */
export interface PreparedAttachment {
  blob: Blob;
  fileName: string;
  size: number;
  isImage: boolean;
  rotated: boolean;
}

export type AttachmentOutcome = { ok: true; attachment: PreparedAttachment } | { ok: false; problem: AttachmentProblem };

const fail = (problem: AttachmentProblem): AttachmentOutcome => ({ ok: false, problem });

export function isImageFileName(fileName: string): boolean {
  return (LIMITS.imageExtensions as readonly string[]).includes(extensionOf(fileName));
}

/** What an entity takes: its file types by extension and its largest file. */
export interface AttachmentRules {
  extensions: readonly string[];
  maxBytes: number;
}

/** Ticket, change and work order attachments: Word, Excel, JPG, PNG or PDF up to 10 MB (spec 001 section 5). */
export const ATTACHMENT_RULES: AttachmentRules = { extensions: LIMITS.attachmentExtensions, maxBytes: LIMITS.attachmentMaxBytes };

/**
 * The checks a file goes through before upload (spec 001 section 5, SECURITY.md): one of the rules' types by name,
 * not empty, within their size, bytes that really are that type, and for images the pixel cap, the sharpness check
 * and the portrait-to-landscape turn (prepareImage).
 */
export function prepareAttachmentWith(rules: AttachmentRules): (file: File) => Promise<AttachmentOutcome> {
  return async (file) => {
    const extension = extensionOf(file.name);
    if (!rules.extensions.includes(extension)) return fail('invalidFormat');
    if (file.name.length > LIMITS.attachmentNameMax) return fail('nameTooLong');
    if (file.size === 0) return fail('empty');
    if (file.size > rules.maxBytes) return fail('tooLarge');
    if (detectFileKind(await readBytes(file.slice(0, SIGNATURE_WINDOW))) !== KIND_OF_EXTENSION[extension]) return fail('contentMismatch');
    if (!isImageFileName(file.name)) {
      return { ok: true, attachment: { blob: file, fileName: file.name, size: file.size, isImage: false, rotated: false } };
    }
    const image = await processImage(file, file.name);
    if (!image.ok) return image;
    if (image.blob.size > rules.maxBytes) return fail('tooLarge');
    return { ok: true, attachment: { blob: image.blob, fileName: image.fileName, size: image.blob.size, isImage: true, rotated: image.rotated } };
  };
}

/** A ticket attachment's checks (ATTACHMENT_RULES). */
export const prepareAttachment = prepareAttachmentWith(ATTACHMENT_RULES);
