import { serviceState } from '../store/serviceState';
import type { NotificationRecord, SandboxStore } from '../store/types';

export type NotificationListener = (record: NotificationRecord) => void;

/** A ticket changed status; the hub tells the other signed-in users so their open screens refresh. */
export interface TicketChange {
  ticketId: number;
  actorUserId: number;
}

export type TicketChangeListener = (change: TicketChange) => void;

/** What the hub subscribes to: every notification the sandbox creates at run time. */
export interface NotificationEvents {
  /** Returns the unsubscribe function. */
  subscribe(listener: NotificationListener): () => void;
  subscribeTicketChanges(listener: TicketChangeListener): () => void;
}

export class NotificationEmitter implements NotificationEvents {
  private readonly listeners = new Set<NotificationListener>();
  private readonly ticketListeners = new Set<TicketChangeListener>();

  subscribe(listener: NotificationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  subscribeTicketChanges(listener: TicketChangeListener): () => void {
    this.ticketListeners.add(listener);
    return () => this.ticketListeners.delete(listener);
  }

  emit(record: NotificationRecord): void {
    NotificationEmitter.call(this.listeners, record);
  }

  emitTicketChange(change: TicketChange): void {
    NotificationEmitter.call(this.ticketListeners, change);
  }

  private static call<T>(listeners: Set<(value: T) => void>, value: T): void {
    for (const listener of [...listeners]) {
      // A failing listener (a broken socket) must not fail the operation that made the event.
      try {
        listener(value);
      } catch (error) {
        console.error('[sandbox] hub listener failed', error);
      }
    }
  }
}

/**
 * Stores are replaced on every reset while the sandbox (and so its emitter and listeners) lives on:
 * each new store is linked to the sandbox's emitter. A store made without a sandbox has none.
 */
export const linkedEmitter = serviceState('message', 'emitter', (): { emitter: NotificationEmitter | null } => ({ emitter: null }));

export function linkEmitter(store: SandboxStore, emitter: NotificationEmitter): SandboxStore {
  linkedEmitter(store).emitter = emitter;
  return store;
}

export function emitNotification(store: SandboxStore, record: NotificationRecord): void {
  linkedEmitter(store).emitter?.emit(record);
}

export function emitTicketChange(store: SandboxStore, change: TicketChange): void {
  linkedEmitter(store).emitter?.emitTicketChange(change);
}
