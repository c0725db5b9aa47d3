import type { HttpHandler } from 'msw';
import { operationHandlers } from './services';
import { linkEmitter, NotificationEmitter, type NotificationEvents } from './message/events';
import { BULK_GUARDS } from './guards/bulkOperations';
import { createSandboxHandlers } from './runtime';
import { resetSessionRevocations } from './auth/sessionRevocation';
import { createStore, type SeedOptions } from './store/createStore';
import type { SandboxStore } from './store/types';

export interface Sandbox {
  handlers: HttpHandler[];
  readonly store: SandboxStore;
  /** Back to the seeded state (between tests). */
  reset(): void;
  /** Contract violations seen since the last reset (request or response off the documents). */
  violations: string[];
  /** Notifications made at run time; subscriptions survive a reset. */
  readonly notifications: NotificationEvents;
}

/** The stand-in backends: MSW handlers over one in-memory store, used by jest and the HTTP server alike. */
export function createSandbox(options: SeedOptions & { logViolations?: boolean } = {}): Sandbox {
  const notifications = new NotificationEmitter();
  const seeded = () => linkEmitter(createStore(options), notifications);
  let store = seeded();
  const violations: string[] = [];
  const handlers = createSandboxHandlers({
    getStore: () => store,
    handlers: operationHandlers,
    guards: BULK_GUARDS,
    onViolation: (message) => {
      violations.push(message);
      if (options.logViolations) console.error(`[sandbox] contract violation: ${message}`);
    },
  });
  return {
    handlers,
    get store() {
      return store;
    },
    reset() {
      store = seeded();
      resetSessionRevocations();
      violations.length = 0;
    },
    violations,
    notifications,
  };
}
