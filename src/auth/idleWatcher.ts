/**
 * Idle sign-out shared by every tab: activity in any tab is written to localStorage, so one active tab
 * keeps the others alive. When the shared clock says idle, one tab leads the sign-out (a lock in
 * localStorage) and the others follow MSAL's LOGOUT_SUCCESS event: signing out in every tab at once
 * ends in interaction_in_progress (msal-browser issue 7402).
 */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';
export const IDLE_LEADER_KEY = 'idleLogoutLeader';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleWatcherOptions {
  timeoutMs: number;
  onIdle: () => void;
  storage?: Storage;
  target?: Window;
  now?: () => number;
  /** How often the shared clock is checked. */
  checkEveryMs?: number;
}

export function watchIdle(options: IdleWatcherOptions): () => void {
  const { timeoutMs, onIdle, storage = window.localStorage, target = window, now = Date.now, checkEveryMs = 15_000 } = options;
  const tabId = Math.random().toString(36).slice(2);
  let lastWrite = 0;
  let fired = false;

  const markActive = () => {
    const t = now();
    if (t - lastWrite < 1000) return;
    lastWrite = t;
    storage.setItem(LAST_ACTIVITY_KEY, String(t));
  };
  markActive();

  const check = () => {
    if (fired) return;
    const last = Number(storage.getItem(LAST_ACTIVITY_KEY) ?? 0);
    if (now() - last < timeoutMs) return;
    const leader = storage.getItem(IDLE_LEADER_KEY);
    const [leaderTab, since] = (leader ?? '').split(':');
    if (leaderTab && leaderTab !== tabId && now() - Number(since) < 60_000) return;
    storage.setItem(IDLE_LEADER_KEY, `${tabId}:${now()}`);
    fired = true;
    onIdle();
  };

  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, markActive, { passive: true });
  const timer = target.setInterval(check, checkEveryMs);
  return () => {
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, markActive);
    target.clearInterval(timer);
  };
}
