import type { AttachmentProblem, PreparedAttachment } from '../../files/prepareAttachment';

/** One stored file of an entity, as the attachments panel lists it. */
export interface AttachmentItem {
  id: number;
  name: string;
  size?: number;
  /** When it was stored (UTC, as the services send it). */
  date?: string;
  uploadedBy?: string | null;
  description?: string | null;
  isImage?: boolean;
}

/**
 * An entity's own words for its upload where the attachment rules' do not fit (a component's evidence: its formats,
 * the spec's "photo quality below standard" and "evidence upload failed").
 */
export interface UploadWording {
  /** Under the chooser: the types and size taken. */
  hint?: string;
  /** Why a file was refused before upload. */
  problem?: (problem: AttachmentProblem) => string;
  /** A refused upload, from the service's reason. */
  uploadFailed?: (reason: string) => string;
}

/** The read of an entity's files. */
export interface AttachmentList {
  items: AttachmentItem[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * What an entity's adapter (src/domain/files) gives the panel. upload and remove reject with the
 * request's error, which the panel shows; the list refreshes by the endpoints' cache tags.
 */
export interface AttachmentsAdapter {
  files: AttachmentList;
  upload: (attachment: PreparedAttachment) => Promise<unknown>;
  download: (file: AttachmentItem) => Promise<void>;
  remove?: (file: AttachmentItem) => Promise<unknown>;
}
