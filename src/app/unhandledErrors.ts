import { redactSecrets } from './routes/redactSecrets';

/**
 * The last resort for failures nothing else caught: a promise rejected with no handler, or an error thrown
 * outside React's rendering (an event handler, a timer, a library callback). Screens report their own
 * failures (RTK Query errors, the route boundaries); these would otherwise leave the user looking at a
 * screen that silently did nothing. The session and the screen stay: the handler only tells and logs.
 */
export interface UnhandledErrorOptions {
  /** Tells the user (a toast); called at most once per `quietMs` however many errors come. */
  notify: () => void;
  target?: Window;
  log?: (text: string) => void;
  now?: () => number;
  quietMs?: number;
}

/** Longer than an error toast's life (toastRules): a burst of errors, e.g. from a loop, shows one message. */
export const UNHANDLED_NOTICE_QUIET_MS = 10_000;

const RESIZE_OBSERVER_LOOP = /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;
const BENIGN_NAMES = new Set(['AbortError', 'ConditionError']);

/**
 * Noise, not failures, ignored (no message, no log, the browser's default left alone):
 * - "ResizeObserver loop completed with undelivered notifications" (and Chromium's older "ResizeObserver
 *   loop limit exceeded"): the browser put off a resize notification to the next frame; nothing was lost.
 *   PrimeReact's overlays and the Gantt diagram's React Flow observe sizes and can trigger it.
 * - AbortError: a request cancelled on purpose. RTK Query aborts a query whose component unmounted or
 *   whose arguments changed, and `fetch` with an aborted AbortController rejects with a DOMException of
 *   that name; an unwrapped aborted RTK thunk rejects with a plain `{ name: 'AbortError' }`.
 * - ConditionError: an RTK thunk skipped by its condition (the same query already on its way), which
 *   rejects only when someone unwraps it.
 */
export function isBenignError(reason: unknown, message = ''): boolean {
  if (RESIZE_OBSERVER_LOOP.test(message)) return true;
  if (typeof reason === 'object' && reason !== null) {
    const { name, message: reasonMessage } = reason as { name?: unknown; message?: unknown };
    if (typeof name === 'string' && BENIGN_NAMES.has(name)) return true;
    if (typeof reasonMessage === 'string' && RESIZE_OBSERVER_LOOP.test(reasonMessage)) return true;
  }
  return false;
}

/** Name, message and stack of an Error; a serialized error (or any object) as its JSON; anything else as text. */
export function describeFailure(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}\n${reason.stack ?? ''}`;
  if (typeof reason === 'string') return reason;
  if (typeof reason === 'object' && reason !== null) {
    try {
      return JSON.stringify(reason);
    } catch {
      return String(reason);
    }
  }
  return String(reason);
}

/** Listens on the window for both kinds; answers the uninstall. */
export function installUnhandledErrorHandler(options: UnhandledErrorOptions): () => void {
  const { notify, target = window, log = (text: string) => console.error(text), now = Date.now, quietMs = UNHANDLED_NOTICE_QUIET_MS } = options;
  let lastNotice = Number.NEGATIVE_INFINITY;

  const report = (event: Event, kind: string, text: string) => {
    // The browser's own report would print the raw text, tokens and all: the redacted log replaces it.
    event.preventDefault();
    log(`${kind}: ${redactSecrets(text)}`);
    if (now() - lastNotice < quietMs) return;
    lastNotice = now();
    try {
      notify();
    } catch {
      // Telling the user failed too: the log above stays the record.
    }
  };

  const onRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    if (isBenignError(reason)) return;
    report(event, 'Unhandled promise rejection', describeFailure(reason));
  };
  const onError = (event: Event) => {
    const { error, message, filename, lineno, colno } = event as ErrorEvent;
    if (isBenignError(error, message)) return;
    // A cross-origin script's error reaches us without its error object: its message and place are all there is.
    const text = error !== undefined && error !== null ? describeFailure(error) : `${message} (${filename}:${lineno}:${colno})`;
    report(event, 'Uncaught error', text);
  };

  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
