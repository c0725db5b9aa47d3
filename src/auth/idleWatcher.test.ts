import { IDLE_LOCK_NAME, LAST_ACTIVITY_KEY, setIdleFollower, watchIdle } from './idleWatcher';

/** Lets the decision's promises (the lock, then the sign-out) settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('watchIdle', () => {
  let clock = 0;
  const now = () => clock;

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 1_000_000;
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('signs out after the timeout without activity, once', async () => {
    const onIdle = jest.fn();
    const stop = watchIdle({ timeoutMs: 900_000, onIdle, now, checkEveryMs: 1000 });
    clock += 899_000;
    jest.advanceTimersByTime(1000);
    expect(onIdle).not.toHaveBeenCalled();
    clock += 2000;
    jest.advanceTimersByTime(3000);
    await settle();
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays signed in while another tab reports activity', () => {
    const onIdle = jest.fn();
    const stop = watchIdle({ timeoutMs: 900_000, onIdle, now, checkEveryMs: 1000 });
    for (let minute = 0; minute < 30; minute++) {
      clock += 60_000;
      window.localStorage.setItem(LAST_ACTIVITY_KEY, String(clock)); // the other tab's activity
      jest.advanceTimersByTime(1000);
    }
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });

  it('lets only one tab lead the sign-out', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopA = watchIdle({ timeoutMs: 900_000, onIdle: first, now, checkEveryMs: 1000 });
    const stopB = watchIdle({ timeoutMs: 900_000, onIdle: second, now, checkEveryMs: 1000 });
    clock += 901_000;
    jest.advanceTimersByTime(1000);
    await settle();
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
    stopA();
    stopB();
  });

  it('keeps the tab alive on its own activity', () => {
    const onIdle = jest.fn();
    const stop = watchIdle({ timeoutMs: 900_000, onIdle, now, checkEveryMs: 1000 });
    clock += 800_000;
    window.dispatchEvent(new KeyboardEvent('keydown'));
    clock += 800_000;
    jest.advanceTimersByTime(1000);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });
});

/**
 * Issue 28, finding 9: tabs are separate processes; one tab's write to localStorage reaches the others
 * later, so a leader chosen by reading then writing a key lets every tab lead. These tabs each see their
 * own copy of the storage (synced only when a test says so) and share one lock manager, as Chromium's
 * tabs of one origin share navigator.locks.
 */
describe('one sign-out per idle timeout across tabs', () => {
  let clock = 0;
  const now = () => clock;

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 1_000_000;
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  /** navigator.locks reduced to what the watcher uses: exclusive named locks, `ifAvailable` answers null when held. */
  function fakeLocks() {
    const held = new Set<string>();
    const requests: string[] = [];
    return {
      requests,
      held,
      async request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: { name: string } | null) => Promise<T> | T): Promise<T> {
        requests.push(name);
        if (held.has(name)) {
          if (!options.ifAvailable) throw new Error('the watcher never waits for the lock');
          return callback(null);
        }
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
  }

  /** A tab's view of localStorage: its own copy of the shared one, as another process holds it. */
  function tabStorage(shared: Map<string, string>) {
    const own = new Map(shared);
    const storage = {
      getItem: (key: string) => own.get(key) ?? null,
      setItem: (key: string, value: string) => void own.set(key, value),
      removeItem: (key: string) => void own.delete(key),
      clear: () => own.clear(),
      key: (i: number) => [...own.keys()][i] ?? null,
      get length() {
        return own.size;
      },
    } as Storage;
    return {
      storage,
      /** This tab's writes reach the others' copies (and theirs reach this one). */
      publish: () => own.forEach((value, key) => shared.set(key, value)),
      refresh: () => shared.forEach((value, key) => own.set(key, value)),
    };
  }

  it('three tabs idle at once: one leads the sign-out, the other two sign out on their own page only', async () => {
    const shared = new Map<string, string>();
    const locks = fakeLocks();
    const tabs = [0, 1, 2].map(() => {
      const view = tabStorage(shared);
      const tab = { view, onIdle: jest.fn(), onFollow: jest.fn(), stop: () => undefined as void };
      tab.stop = watchIdle({ timeoutMs: 900_000, onIdle: tab.onIdle, onFollow: tab.onFollow, storage: view.storage, now, checkEveryMs: 1000, locks });
      return tab;
    });
    // Every tab wrote the same last activity before going quiet.
    tabs.forEach((tab) => tab.view.publish());
    tabs.forEach((tab) => tab.view.refresh());
    clock += 901_000;
    jest.advanceTimersByTime(1000);
    await settle();
    expect(tabs.map((tab) => tab.onIdle.mock.calls.length)).toEqual([1, 0, 0]);
    expect(tabs.map((tab) => tab.onFollow.mock.calls.length)).toEqual([0, 1, 1]);
    // Later checks change nothing: each tab decided once.
    jest.advanceTimersByTime(120_000);
    await settle();
    expect(tabs.reduce((sum, tab) => sum + tab.onIdle.mock.calls.length, 0)).toBe(1);
    tabs.forEach((tab) => tab.stop());
  });

  it('a tab that checks after the leader let the lock go follows: the idle period is already signed out', async () => {
    const shared = new Map<string, string>();
    const locks = fakeLocks();
    const leader = tabStorage(shared);
    const late = tabStorage(shared);
    const lead = jest.fn();
    const lateLead = jest.fn();
    const lateFollow = jest.fn();
    const stopLeader = watchIdle({ timeoutMs: 900_000, onIdle: lead, onFollow: jest.fn(), storage: leader.storage, now, checkEveryMs: 1000, locks });
    // The other tab checks seldom: its first check comes after the leader has let the lock go.
    const stopLate = watchIdle({ timeoutMs: 900_000, onIdle: lateLead, onFollow: lateFollow, storage: late.storage, now, checkEveryMs: 90_000, locks });
    leader.publish();
    late.refresh();
    clock += 901_000;
    jest.advanceTimersByTime(1000);
    await settle();
    expect(lead).toHaveBeenCalledTimes(1);
    // The leader holds the lock while its page leaves for the identity provider, then lets it go.
    expect(locks.held.size).toBe(1);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(locks.held.size).toBe(0);
    leader.publish();
    late.refresh();
    jest.advanceTimersByTime(29_000);
    await settle();
    expect(lateLead).not.toHaveBeenCalled();
    expect(lateFollow).toHaveBeenCalledTimes(1);
    stopLeader();
    stopLate();
  });

  it('a later idle period (the user came back and went quiet again) gets its own one sign-out', async () => {
    const locks = fakeLocks();
    const first = jest.fn();
    const stopFirst = watchIdle({ timeoutMs: 900_000, onIdle: first, onFollow: jest.fn(), now, checkEveryMs: 1000, locks });
    clock += 901_000;
    jest.advanceTimersByTime(61_000);
    await settle();
    expect(first).toHaveBeenCalledTimes(1);
    stopFirst();
    // Signed in again: the shell starts a new watcher, which marks the activity of now.
    const second = jest.fn();
    const stopSecond = watchIdle({ timeoutMs: 900_000, onIdle: second, onFollow: jest.fn(), now, checkEveryMs: 1000, locks });
    clock += 901_000;
    jest.advanceTimersByTime(1000);
    await settle();
    expect(second).toHaveBeenCalledTimes(1);
    stopSecond();
  });

  it('without the Web Locks API (or when it refuses) a tab still leads, through localStorage', async () => {
    const onIdle = jest.fn();
    const refusing = { request: jest.fn(async () => Promise.reject(new DOMException('denied', 'SecurityError'))) };
    const stop = watchIdle({ timeoutMs: 900_000, onIdle, onFollow: jest.fn(), now, checkEveryMs: 1000, locks: refusing });
    clock += 901_000;
    jest.advanceTimersByTime(1000);
    await settle();
    expect(refusing.request).toHaveBeenCalled();
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a tab that follows signs out through the auth session's local sign-out when the shell gives none", async () => {
    const locks = fakeLocks();
    locks.held.add(IDLE_LOCK_NAME); // another tab leads
    const signOutHere = jest.fn();
    setIdleFollower(signOutHere);
    const onIdle = jest.fn();
    const stop = watchIdle({ timeoutMs: 900_000, onIdle, now, checkEveryMs: 1000, locks });
    clock += 901_000;
    jest.advanceTimersByTime(1000);
    await settle();
    expect(onIdle).not.toHaveBeenCalled();
    expect(signOutHere).toHaveBeenCalledTimes(1);
    setIdleFollower(null);
    stop();
  });
});
