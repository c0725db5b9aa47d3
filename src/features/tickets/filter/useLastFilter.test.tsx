import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { emptyFilterValues, type TicketFilterValues } from '../../../domain/tickets/search/filterValues';
import { lastFilterKey, writeLastFilter } from '../../../shared/storage/lastFilter';
import { parseStoredFilter, readLastFilter, useLastFilter } from './useLastFilter';

const at = (path: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

const sample = (): TicketFilterValues => ({
  ...emptyFilterValues(),
  clientName: 'ACME',
  ticketsStatusIds: [2, 4],
  projectId: 7,
  remote: true,
  External: true,
  externalOrigin: 'SIEM',
  externalEventId: '555',
  creationDate: { start: new Date(2026, 2, 1), end: new Date(2026, 2, 5, 23, 59, 59) },
});

describe('useLastFilter', () => {
  it('keys the filter by the path without slashes', () => {
    expect(lastFilterKey('/requirement/find')).toBe('requirementfind');
    const { result } = renderHook(() => useLastFilter(), { wrapper: at('/requirement/find') });
    expect(result.current.key).toBe('requirementfind');
    expect(result.current.lastValues).toBeNull();
  });

  it('restores the saved values on the next visit, with checkboxes, external fields and dates as dates', () => {
    const first = renderHook(() => useLastFilter(), { wrapper: at('/requirement/find') });
    act(() => first.result.current.save(sample()));
    expect(window.localStorage.getItem('requirementfind')).toContain('"externalOrigin":"SIEM"');
    first.unmount();

    const second = renderHook(() => useLastFilter(), { wrapper: at('/requirement/find') });
    const restored = second.result.current.lastValues!;
    expect(restored).toEqual(sample());
    expect(restored.creationDate.start).toBeInstanceOf(Date);
    expect(restored.creationDate.end!.getTime()).toBe(new Date(2026, 2, 5, 23, 59, 59).getTime());

    // Another screen has its own memory.
    const other = renderHook(() => useLastFilter(), { wrapper: at('/requirement/odt/search') });
    expect(other.result.current.key).toBe('requirementodtsearch');
    expect(other.result.current.lastValues).toBeNull();
  });

  it('forgets on request', () => {
    writeLastFilter('requirementfind', sample());
    const { result } = renderHook(() => useLastFilter('requirementfind'), { wrapper: at('/') });
    act(() => result.current.forget());
    expect(readLastFilter('requirementfind')).toBeNull();
  });

  it('ignores broken or foreign stored data field by field', () => {
    expect(parseStoredFilter('not json')).toBeNull();
    expect(parseStoredFilter('[1,2]')).toBeNull();
    const parsed = parseStoredFilter(
      JSON.stringify({ clientName: 5, ticketsStatusIds: [1, 'x', -2, 3], remote: 'yes', projectId: 2.5, closedDate: { start: 'nope', end: '2026-03-01T06:00:00.000Z' } }),
    )!;
    expect(parsed.clientName).toBe('');
    expect(parsed.ticketsStatusIds).toEqual([1, 3]);
    expect(parsed.remote).toBe(false);
    expect(parsed.projectId).toBeNull();
    expect(parsed.closedDate.start).toBeNull();
    expect(parsed.closedDate.end).toEqual(new Date('2026-03-01T06:00:00.000Z'));
  });
});
