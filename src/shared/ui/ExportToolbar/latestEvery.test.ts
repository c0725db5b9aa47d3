import { latestEvery } from './latestEvery';

describe('latestEvery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the first value at once, then only the latest one per interval, and always the last', () => {
    const shown: number[] = [];
    const progress = latestEvery<number>(250, (value) => shown.push(value));
    progress.push(1);
    progress.push(2);
    progress.push(3);
    expect(shown).toEqual([1]);
    jest.advanceTimersByTime(249);
    expect(shown).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual([1, 3]);
    jest.advanceTimersByTime(250);
    progress.push(4);
    expect(shown).toEqual([1, 3, 4]);
  });

  it('drops a waiting value once cancelled', () => {
    const shown: number[] = [];
    const progress = latestEvery<number>(250, (value) => shown.push(value));
    progress.push(1);
    progress.push(2);
    progress.cancel();
    jest.advanceTimersByTime(1000);
    expect(shown).toEqual([1]);
  });
});
