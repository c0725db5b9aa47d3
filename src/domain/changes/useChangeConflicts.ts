import { useMemo } from 'react';
import { useSearchChangesQuery, type ChangeRead as Change, type ChangeState } from '../../api/tags/process';
import { fromUtcWire } from '../../shared/format/dateTime';
import { fallsOnWeekend, findConflicts, type PlannedWindow } from './conflicts';

/** The states of a change still to be carried out or under way: a closed or canceled one holds no window. */
export const PLANNED_STATES: readonly ChangeState[] = ['Draft', 'ToBeSent', 'PendingApproval', 'Approved', 'Rejected', 'Scheduled', 'InProgress'];
/** The other changes read around one: its client's in its window (a location and its components belong to one client). */
const NEIGHBOURS_MAX = 500;

export const plannedWindowOf = (c: Pick<Change, 'changeId' | 'startDate' | 'endDate' | 'locationId' | 'productIds'>): PlannedWindow => ({
  id: c.changeId, start: fromUtcWire(c.startDate).getTime(), end: fromUtcWire(c.endDate).getTime(), locationId: c.locationId, productIds: c.productIds,
});

export interface ChangeConflictView {
  other: Change;
  /** The components both touch; none when they share the location only. */
  productIds: number[];
}

/** A change's conflicts with the other planned changes of its client, and whether its window falls on a weekend. */
export function useChangeConflicts(change: Change) {
  const neighbours = useSearchChangesQuery({
    changeSearchRequest: {
      text: null, states: [...PLANNED_STATES], clientIds: [change.clientId], changeTypeIds: [], riskLevels: [], dateFrom: change.startDate,
      dateTo: change.endDate, pageNumber: 1, pageSize: NEIGHBOURS_MAX, isExport: false, sortField: null, sortOrder: null,
    },
  });
  const others = neighbours.data?.data.items;
  const conflicts = useMemo((): ChangeConflictView[] => {
    if (!others) return [];
    const byId = new Map(others.map((c) => [c.changeId, c]));
    byId.set(change.changeId, change);
    const found = findConflicts([...byId.values()].map(plannedWindowOf)).get(change.changeId) ?? [];
    return found.map((c) => ({ other: byId.get(c.otherId)!, productIds: c.productIds }));
  }, [others, change]);
  const window = plannedWindowOf(change);
  return { conflicts, weekend: fallsOnWeekend(window.start, window.end), error: neighbours.error, retry: () => void neighbours.refetch() };
}
