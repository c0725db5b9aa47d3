/**
 * Calls `show` with the latest value at most once per `intervalMs`: the first at once, later ones when
 * the interval has passed, so the last value always arrives. `cancel` drops one still waiting.
 */
export function latestEvery<T>(intervalMs: number, show: (value: T) => void): { push: (value: T) => void; cancel: () => void } {
  let shownAt = -Infinity;
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const showNow = (value: T) => {
    shownAt = performance.now();
    waiting = null;
    show(value);
  };
  return {
    push(value) {
      const wait = shownAt + intervalMs - performance.now();
      if (wait <= 0 && !timer) return showNow(value);
      waiting = { value };
      timer ??= setTimeout(
        () => {
          timer = undefined;
          if (waiting) showNow(waiting.value);
        },
        Math.max(0, wait),
      );
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
    },
  };
}
