import type { NotificationRecord, SandboxStore } from '../store/types';

export type NotificationListener = (record: NotificationRecord) => void;

/** What the hub subscribes to: every notification the sandbox creates at run time. */
export interface NotificationEvents {
  /** Returns the unsubscribe function. */
  subscribe(listener: NotificationListener): () => void;
}

export class NotificationEmitter implements NotificationEvents {
  private readonly listeners = new Set<NotificationListener>();

  subscribe(listener: NotificationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(record: NotificationRecord): void {
    for (const listener of [...this.listeners]) {
      // A failing listener (a broken socket) must not fail the operation that made the notification.
      try {
        listener(record);
      } catch (error) {
        console.error('[sandbox] notification listener failed', error);
      }
    }
  }
}

/**
 * Stores are replaced on every reset while the sandbox (and so its emitter and listeners) lives on:
 * each new store is linked to the sandbox's emitter. A store made without a sandbox has none.
 */
const emitters = new WeakMap<SandboxStore, NotificationEmitter>();

export function linkEmitter(store: SandboxStore, emitter: NotificationEmitter): SandboxStore {
  emitters.set(store, emitter);
  return store;
}

export function emitNotification(store: SandboxStore, record: NotificationRecord): void {
  emitters.get(store)?.emit(record);
}
