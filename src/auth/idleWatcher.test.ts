import { LAST_ACTIVITY_KEY, watchIdle } from './idleWatcher';

describe('watchIdle', () => {
  let clock = 0;
  const now = () => clock;

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 1_000_000;
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('signs out after the timeout without activity, once', () => {
    const onIdle = jest.fn();
    const stop = watchIdle({ timeoutMs: 900_000, onIdle, now, checkEveryMs: 1000 });
    clock += 899_000;
    jest.advanceTimersByTime(1000);
    expect(onIdle).not.toHaveBeenCalled();
    clock += 2000;
    jest.advanceTimersByTime(3000);
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

  it('lets only one tab lead the sign-out', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopA = watchIdle({ timeoutMs: 900_000, onIdle: first, now, checkEveryMs: 1000 });
    const stopB = watchIdle({ timeoutMs: 900_000, onIdle: second, now, checkEveryMs: 1000 });
    clock += 901_000;
    jest.advanceTimersByTime(1000);
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
