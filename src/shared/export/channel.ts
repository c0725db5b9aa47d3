import { ExportError, type ExportErrorCode } from './types';

/**
 * The page's side of a worker job, shared by the grid exports (startExport) and the ticket PDFs
 * (src/domain/tickets/pdf): a channel to the worker, or to the same host running in-process where
 * there is no Worker (jest, node, the bench), and the bookkeeping of one job on it.
 */

/** What every worker host answers, besides its own progress payload. */
export type WorkerReply<P> =
  | { type: 'ack'; seq: number; received?: number }
  | { type: 'progress'; progress: P }
  | { type: 'done'; blob: Blob; fileName: string }
  | { type: 'error'; code: ExportErrorCode; message: string };

/** A connection to a worker host. */
export interface Channel<In, Out> {
  post(message: In, transfer?: Transferable[]): void;
  onMessage: ((message: Out) => void) | null;
  close(): void;
}

/** A host: takes the page's messages, answers through `post`. */
export type HostFactory<In, Out> = (post: (message: Out) => void) => (message: In) => void;

/** The host in-process; `cancel` is the message that stops it when the channel closes. */
export function inProcessChannel<In, Out>(createHost: HostFactory<In, Out>, cancel: In): Channel<In, Out> {
  const channel: Channel<In, Out> = { post: () => undefined, onMessage: null, close: () => undefined };
  // Answers are delivered asynchronously, as a worker's would be.
  const host = createHost((message) => queueMicrotask(() => channel.onMessage?.(message)));
  channel.post = (message) => host(message);
  channel.close = () => host(cancel);
  return channel;
}

/**
 * A real worker, or null where there is none (or it cannot start). `spawn` lives in the caller's
 * module so webpack bundles each worker from its own `new Worker(new URL(...))`.
 */
export async function workerChannel<In, P>(spawn: () => Promise<Worker>): Promise<Channel<In, WorkerReply<P>> | null> {
  if (typeof Worker !== 'function') return null;
  try {
    const worker = await spawn();
    const channel: Channel<In, WorkerReply<P>> = {
      post: (message, transfer) => worker.postMessage(message, transfer ?? []),
      onMessage: null,
      close: () => worker.terminate(),
    };
    worker.onmessage = (event: MessageEvent<WorkerReply<P>>) => channel.onMessage?.(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      channel.onMessage?.({ type: 'error', code: 'failed', message: event.message || 'The worker failed' });
    };
    worker.onmessageerror = () => channel.onMessage?.({ type: 'error', code: 'failed', message: 'The worker sent an unreadable message' });
    return channel;
  } catch {
    return null;
  }
}

/** One job's bookkeeping on the page: acknowledgements, the result, the first failure. */
export class WorkerSession<P> {
  readonly result: Promise<{ blob: Blob; fileName: string }>;
  readonly failed: Promise<never>;
  private resolveResult!: (value: { blob: Blob; fileName: string }) => void;
  private rejectResult!: (error: ExportError) => void;
  private rejectFailed!: (error: ExportError) => void;
  private readonly acks = new Map<number, () => void>();
  private done = false;

  constructor(channel: Channel<unknown, WorkerReply<P>>, onProgress: ((progress: P) => void) | undefined) {
    this.result = new Promise((resolve, reject) => {
      this.resolveResult = resolve;
      this.rejectResult = reject;
    });
    this.failed = new Promise<never>((_, reject) => {
      this.rejectFailed = reject;
    });
    // Whoever is not awaiting one of them at the time must not raise an unhandled rejection.
    this.result.catch(() => undefined);
    this.failed.catch(() => undefined);
    channel.onMessage = (message) => {
      switch (message.type) {
        case 'ack':
          this.acks.get(message.seq)?.();
          this.acks.delete(message.seq);
          break;
        case 'progress':
          if (!this.done) onProgress?.(message.progress);
          break;
        case 'done':
          this.done = true;
          this.resolveResult({ blob: message.blob, fileName: message.fileName });
          break;
        case 'error':
          this.fail(new ExportError(message.code, message.message));
          break;
      }
    };
  }

  fail(error: ExportError): void {
    if (this.done) return;
    this.done = true;
    this.rejectResult(error);
    this.rejectFailed(error);
  }

  /** `promise`, unless the job fails or is cancelled first. */
  race<T>(promise: Promise<T>): Promise<T> {
    return Promise.race([promise, this.failed]);
  }

  ack(seq: number): Promise<void> {
    return this.race(new Promise<void>((resolve) => this.acks.set(seq, resolve)));
  }
}

export function toExportError(error: unknown): ExportError {
  if (error instanceof ExportError) return error;
  return new ExportError('failed', error instanceof Error ? error.message : String(error));
}
