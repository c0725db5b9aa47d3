/**
 * Idle sign-out shared by every tab: activity in any tab is written to localStorage, so one active tab
 * keeps the others alive. When the shared clock says idle, exactly one tab leads the sign-out (the one
 * call to the identity provider) and every other tab signs out on its own page only: signing out in every
 * tab at once ends in interaction_in_progress (msal-browser issue 7402) and sends one sign-out per tab.
 *
 * The leader is chosen atomically with a Web Lock (navigator.locks, `ifAvailable`): tabs are separate
 * processes, and a leader chosen by reading then writing a localStorage key let every tab lead, since one
 * tab's write reaches the others later (issue 28, finding 9). Inside the lock the leader also records the
 * idle period it signed out (the last activity it saw), so a tab whose check comes after the lock was let
 * go follows too. Where the browser has no Web Locks, the record alone decides (best effort).
 */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';
/** The idle period already signed out: the last-activity stamp the leading tab saw. */
export const IDLE_SIGNED_OUT_KEY = 'idleSignedOutFor';
export const IDLE_LOCK_NAME = 'service-desk-idle-sign-out';
/**
 * How long the leader keeps the lock: its page normally leaves for the identity provider (which lets the lock
 * go) well before; meanwhile any tab's check meets a held lock, and after it the leader's record has reached every tab.
 */
export const IDLE_LEAD_HOLD_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** What the watcher needs of navigator.locks (the Web Locks API); tests give a fake. */
export interface IdleLocks {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
}

export type IdleRole = 'lead' | 'follow';

export interface IdleWatcherOptions {
  timeoutMs: number;
  /** The leading tab's sign-out: the one that reaches the identity provider. */
  onIdle: () => void;
  /** Every other tab: sign out on this page only. By default the auth session's local sign-out (setIdleFollower). */
  onFollow?: () => void;
  storage?: Storage;
  target?: Window;
  now?: () => number;
  /** How often the shared clock is checked. */
  checkEveryMs?: number;
  /** The Web Locks API; `null` to go without (localStorage only). By default the browser's, where it has one. */
  locks?: IdleLocks | null;
}

let signOutHere: (() => void) | null = null;

/**
 * The auth session registers its sign-out of this tab only (no call to the identity provider, src/auth/authSession.ts):
 * what a tab that follows another's idle sign-out does.
 */
export function setIdleFollower(follow: (() => void) | null): void {
  signOutHere = follow;
}

function browserLocks(): IdleLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: IdleLocks }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

interface ClaimContext {
  storage: Storage;
  locks: IdleLocks | null;
  /** Keeps the lock for the leader; the lock goes when it resolves (or when the page unloads). */
  hold: () => Promise<void>;
}

/** Lead when this idle period has no sign-out yet, recording that it has one now. */
function claimRecord(storage: Storage, period: string): IdleRole {
  if (storage.getItem(IDLE_SIGNED_OUT_KEY) === period) return 'follow';
  storage.setItem(IDLE_SIGNED_OUT_KEY, period);
  return 'lead';
}

/**
 * Decides this tab's part in the sign-out of one idle period (identified by the shared last-activity stamp).
 * With Web Locks: the tab that gets the lock and finds no record for the period leads; a held lock means
 * another tab is leading, so this one follows.
 */
export async function claimIdleSignOut(period: string, { storage, locks, hold }: ClaimContext): Promise<IdleRole> {
  if (!locks) return claimRecord(storage, period);
  let decide: (role: IdleRole) => void = () => undefined;
  const decided = new Promise<IdleRole>((resolve) => (decide = resolve));
  locks
    .request(IDLE_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) {
        decide('follow');
        return;
      }
      const role = claimRecord(storage, period);
      decide(role);
      if (role === 'lead') await hold();
    })
    // A browser that refuses the lock (e.g. a SecurityError): the record decides, as without Web Locks.
    .catch(() => decide(claimRecord(storage, period)));
  return decided;
}

export function watchIdle(options: IdleWatcherOptions): () => void {
  const { timeoutMs, onIdle, storage = window.localStorage, target = window, now = Date.now, checkEveryMs = 15_000 } = options;
  const onFollow = options.onFollow ?? (() => signOutHere?.());
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  let lastWrite = 0;
  let deciding = false;
  let stopped = false;

  const markActive = () => {
    const t = now();
    if (t - lastWrite < 1000) return;
    lastWrite = t;
    storage.setItem(LAST_ACTIVITY_KEY, String(t));
  };
  markActive();

  const hold = () => new Promise<void>((resolve) => target.setTimeout(resolve, IDLE_LEAD_HOLD_MS));

  const check = () => {
    if (deciding || stopped) return;
    const period = storage.getItem(LAST_ACTIVITY_KEY) ?? '0';
    if (now() - Number(period) < timeoutMs) return;
    // Decided once per watcher: the tab is signed out either way, and a new sign-in starts a new watcher.
    deciding = true;
    void claimIdleSignOut(period, { storage, locks, hold }).then((role) => {
      if (stopped) return;
      if (role === 'lead') onIdle();
      else onFollow();
    });
  };

  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, markActive, { passive: true });
  const timer = target.setInterval(check, checkEveryMs);
  return () => {
    stopped = true;
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, markActive);
    target.clearInterval(timer);
  };
}
