import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Endpoint } from 'comlink';
import { exposeTask, type WorkerTask } from './exposeTask';
import { defineWorkerTask, TaskCancelledError, transfer } from './runInWorker';

/** Every channel opened, closed after each test: an open Node port keeps jest from exiting. */
const opened: MessageChannel[] = [];
class TrackedChannel extends MessageChannel {
  constructor() {
    super();
    opened.push(this);
  }
}

/**
 * A worker stand-in (jsdom has none): the task exposed with exposeTask on one end of a Node
 * MessageChannel, the page's side a jsdom EventTarget on the other, so error events can be sent.
 */
class FakeWorker extends EventTarget {
  readonly terminate = jest.fn(() => {
    this.page.close();
    this.inside.close();
  });

  constructor(
    private readonly page: MessagePort,
    private readonly inside: MessagePort,
  ) {
    super();
    page.on('message', (data: unknown) => this.dispatchEvent(new MessageEvent('message', { data })));
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.page.postMessage(message, transfer as never);
  }
}

function fakeWorker<In, Out, P = never, C = never>(task: WorkerTask<In, Out, P, C>): FakeWorker {
  const { port1, port2 } = new TrackedChannel();
  exposeTask(task, port2 as unknown as Endpoint);
  return new FakeWorker(port1, port2);
}

/** A definition whose worker is `worker` and whose in-page task is `inPage`. */
function definition<In, Out, P = never, C = never>(worker: () => FakeWorker, inPage: WorkerTask<In, Out, P, C>) {
  return {
    spawn: jest.fn(async () => worker() as unknown as Worker),
    load: jest.fn(async () => inPage),
  };
}

const never = () => new Promise<never>(() => undefined);
const unexpected = (): never => {
  throw new Error('ran in the page');
};

describe('defineWorkerTask in a worker', () => {
  const globals = globalThis as { Worker?: unknown; MessageChannel?: unknown };
  beforeEach(() => {
    globals.Worker = FakeWorker;
    // comlink hands callbacks over on channels of their own.
    globals.MessageChannel = TrackedChannel;
  });
  afterEach(() => {
    delete globals.Worker;
    delete globals.MessageChannel;
    for (const channel of opened.splice(0)) channel.port1.close();
  });

  it('runs the task with its input, reports progress and terminates the worker', async () => {
    const worker = fakeWorker<number, number, string>(async (input, { onProgress }) => {
      onProgress('half');
      onProgress('all');
      return input * 2;
    });
    const task = definition(() => worker, unexpected);
    const progress: string[] = [];
    await expect(defineWorkerTask(task).run(21, { onProgress: (p) => progress.push(p) })).resolves.toBe(42);
    expect(progress).toEqual(['half', 'all']);
    expect(worker.terminate).toHaveBeenCalled();
    expect(task.load).not.toHaveBeenCalled();
  });

  it('streams chunks when the task asks, transferring their buffers', async () => {
    const worker = fakeWorker<null, number[], never, ArrayBuffer>(async (_, { next }) => {
      const sizes: number[] = [];
      for (let chunk = await next(); chunk; chunk = await next()) sizes.push(chunk.byteLength);
      return sizes;
    });
    const sent: ArrayBuffer[] = [];
    async function* chunks() {
      for (const size of [3, 5]) {
        const buffer = new ArrayBuffer(size);
        sent.push(buffer);
        yield transfer(buffer, [buffer]);
      }
    }
    const runner = defineWorkerTask<null, number[], never, ArrayBuffer>(definition(() => worker, unexpected));
    await expect(runner.run(null, { chunks: chunks() })).resolves.toEqual([3, 5]);
    expect(sent.map((buffer) => buffer.byteLength)).toEqual([0, 0]);
  });

  it("rejects with the page's own error when its chunks fail, and terminates", async () => {
    const worker = fakeWorker<null, number, never, number>(async (_, { next }) => (await next()) ?? 0);
    const failure = new RangeError('too many rows');
    // eslint-disable-next-line require-yield -- fails before its first chunk
    async function* chunks(): AsyncGenerator<number> {
      throw failure;
    }
    const runner = defineWorkerTask<null, number, never, number>(definition(() => worker, unexpected));
    await expect(runner.run(null, { chunks: chunks() })).rejects.toBe(failure);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('cancels: rejects with TaskCancelledError and terminates the worker', async () => {
    const worker = fakeWorker<null, never, string>(async (_, { onProgress }) => {
      onProgress('started');
      return never();
    });
    const controller = new AbortController();
    const run = defineWorkerTask<null, never, string>(definition(() => worker, unexpected)).run(null, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(TaskCancelledError);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("passes on the task's failure and terminates the worker", async () => {
    const worker = fakeWorker(async () => {
      throw new Error('No page to draw');
    });
    await expect(defineWorkerTask(definition(() => worker, unexpected)).run(null)).rejects.toThrow('No page to draw');
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('fails, not hangs, when the worker itself fails (a script that did not load while warm)', async () => {
    const worker = fakeWorker(never);
    const runner = defineWorkerTask(definition(() => worker, unexpected));
    runner.warm();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const error = new ErrorEvent('error', { message: 'Script error', cancelable: true });
    worker.dispatchEvent(error);
    expect(error.defaultPrevented).toBe(true);
    await expect(runner.run(null)).rejects.toThrow('Script error');
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('runs in the page after a worker failure when asked to', async () => {
    const worker = fakeWorker(async () => {
      throw new Error('Out of memory');
    });
    const task = definition(() => worker, () => 'in the page');
    await expect(defineWorkerTask({ ...task, inPageOnFailure: true }).run(null)).resolves.toBe('in the page');
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('uses the worker started by warm for the next run, then a new one', async () => {
    const task = definition(() => fakeWorker(() => 'done'), unexpected);
    const runner = defineWorkerTask(task);
    runner.warm();
    runner.warm();
    expect(task.spawn).toHaveBeenCalledTimes(1);
    await expect(runner.run(null)).resolves.toBe('done');
    expect(task.spawn).toHaveBeenCalledTimes(1);
    await expect(runner.run(null)).resolves.toBe('done');
    expect(task.spawn).toHaveBeenCalledTimes(2);
  });

  it('runs in the page when the worker cannot start', async () => {
    const task = { spawn: jest.fn(async (): Promise<Worker> => Promise.reject(new Error('blocked'))), load: async () => () => 'in the page' };
    await expect(defineWorkerTask(task).run(null)).resolves.toBe('in the page');
  });
});

describe('defineWorkerTask in the page (no Worker, as in jest)', () => {
  it('loads the task and runs it with progress and chunks, never spawning', async () => {
    const task = definition<string, string, number, string>(
      () => {
        throw new Error('spawned');
      },
      async (input, { next, onProgress }) => {
        const parts = [input];
        for (let chunk = await next(); chunk; chunk = await next()) {
          parts.push(chunk);
          onProgress(parts.length);
        }
        return parts.join(' ');
      },
    );
    async function* chunks() {
      yield 'b';
      yield 'c';
    }
    const progress: number[] = [];
    await expect(defineWorkerTask(task).run('a', { chunks: chunks(), onProgress: (p) => progress.push(p) })).resolves.toBe('a b c');
    expect(progress).toEqual([2, 3]);
    expect(task.spawn).not.toHaveBeenCalled();
  });

  it("cancels: rejects at once and aborts the task's signal, whose later progress is dropped", async () => {
    let signal: AbortSignal | undefined;
    let report: ((progress: string) => void) | undefined;
    const task = definition<null, never, string>(
      () => {
        throw new Error('spawned');
      },
      (_, context) => {
        signal = context.signal;
        report = context.onProgress;
        return never();
      },
    );
    const controller = new AbortController();
    const onProgress = jest.fn();
    const run = defineWorkerTask(task).run(null, { signal: controller.signal, onProgress });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(TaskCancelledError);
    expect(signal?.aborted).toBe(true);
    report?.('late');
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('refuses a run whose signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const task = definition(() => fakeWorker(unexpected), unexpected);
    await expect(defineWorkerTask(task).run(null, { signal: controller.signal })).rejects.toBeInstanceOf(TaskCancelledError);
    expect(task.load).not.toHaveBeenCalled();
  });
});
