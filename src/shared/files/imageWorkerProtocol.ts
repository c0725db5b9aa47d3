import type { ImageOutcome } from './prepareImage';

/** One image to check and orient (image.worker.ts). */
export interface ImageRequest {
  image: Blob;
  fileName: string;
}

/** The worker's answer: the outcome, or why it could not run at all (the page then runs it itself). */
export type ImageReply = { type: 'done'; outcome: ImageOutcome } | { type: 'failed'; message: string };
