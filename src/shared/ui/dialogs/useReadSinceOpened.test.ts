import { renderHook } from '@testing-library/react';
import { useReadSinceOpened } from './useReadSinceOpened';

type Read = { data?: string; isFetching: boolean; fulfilledTimeStamp?: number };

function openAt(first: Read) {
  return renderHook((read: Read) => useReadSinceOpened(read), { initialProps: first });
}

describe('useReadSinceOpened', () => {
  it('gives nothing from a copy read before the dialog opened, then the read made since', () => {
    const before = Date.now() - 1;
    const { result, rerender } = openAt({ data: 'cached', isFetching: false, fulfilledTimeStamp: before });
    expect(result.current).toBeUndefined();
    rerender({ data: 'cached', isFetching: true, fulfilledTimeStamp: before });
    expect(result.current).toBeUndefined();
    rerender({ data: 'fresh', isFetching: false, fulfilledTimeStamp: Date.now() });
    expect(result.current).toBe('fresh');
  });

  it('gives nothing while a read made since is fetched again', () => {
    const { result, rerender } = openAt({ isFetching: true });
    rerender({ data: 'fresh', isFetching: true, fulfilledTimeStamp: Date.now() });
    expect(result.current).toBeUndefined();
  });
});
