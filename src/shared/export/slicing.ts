/**
 * Cooperative time slicing: long loops call `slicer.pause()` often; it yields to the event loop only
 * once the current slice (12 ms by default) is spent, so a loop never holds its thread for long and
 * costs nothing extra when it is short. In the worker this lets 'cancel' messages in; in-process
 * (tests, the bench, browsers without workers) it keeps each main-thread task short.
 */
export interface Slicer {
  pause(): Promise<void>;
}

type Scheduler = (resume: () => void) => void;

function pickScheduler(): Scheduler {
  const g = globalThis as { setImmediate?: (fn: () => void) => unknown; MessageChannel?: typeof MessageChannel };
  if (typeof g.setImmediate === 'function') {
    const setImmediate = g.setImmediate;
    return (resume) => void setImmediate(resume);
  }
  if (typeof g.MessageChannel === 'function') {
    // A MessageChannel message runs before timers' 4 ms clamp kicks in.
    const channel = new g.MessageChannel();
    const queue: Array<() => void> = [];
    channel.port1.onmessage = () => queue.shift()?.();
    return (resume) => {
      queue.push(resume);
      channel.port2.postMessage(null);
    };
  }
  return (resume) => void setTimeout(resume, 0);
}

let scheduler: Scheduler | undefined;

export function yieldToEventLoop(): Promise<void> {
  scheduler ??= pickScheduler();
  const schedule = scheduler;
  return new Promise((resolve) => schedule(resolve));
}

export function createSlicer(budgetMs = 12): Slicer {
  let sliceStart = performance.now();
  return {
    async pause() {
      if (performance.now() - sliceStart < budgetMs) return;
      await yieldToEventLoop();
      sliceStart = performance.now();
    },
  };
}
