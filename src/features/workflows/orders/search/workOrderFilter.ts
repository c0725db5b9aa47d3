import type { WorkFlowOrderSearchFilter, WorkFlowOrderStateId } from '../../../../api/tags/ticket';
import { toUtcWire } from '../../../../shared/format/dateTime';
import { storedDateRange } from '../../../../shared/storage/lastFilter';
import { EMPTY_RANGE, endOfDay, startOfDay, type DateRange } from '../../../../shared/ui/DateRangePicker';
import { LIMITS } from '../../../../shared/validation/limits';

/** What the operator filters by; applied on "search", not while typing. */
export interface WorkOrderFilterValues {
  text: string;
  clientId: number | null;
  workFlowTypeId: number | null;
  stateId: WorkFlowOrderStateId | null;
  created: DateRange;
}

export const EMPTY_FILTER: WorkOrderFilterValues = { text: '', clientId: null, workFlowTypeId: null, stateId: null, created: EMPTY_RANGE };

/** The search request's filter part (whole local days, sent as UTC); the page is added by the grid. */
export function toSearchFilter(values: WorkOrderFilterValues): Omit<WorkFlowOrderSearchFilter, 'pageNumber' | 'pageSize'> {
  const { start, end } = values.created;
  return {
    text: values.text.trim() || null,
    clientId: values.clientId,
    workFlowTypeId: values.workFlowTypeId,
    stateId: values.stateId,
    createdFromUTC: start ? toUtcWire(startOfDay(start)) : null,
    createdToUTC: end ? toUtcWire(endOfDay(end)) : null,
  };
}

const idOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const STATE_IDS: readonly WorkFlowOrderStateId[] = [1, 2, 3];

/** The remembered filter read back (dates were stored as ISO instants); anything malformed is the empty value. */
export function parseWorkOrderFilter(stored: Readonly<Record<string, unknown>>): WorkOrderFilterValues {
  const clientId = idOrNull(stored.clientId);
  return {
    text: typeof stored.text === 'string' ? stored.text.slice(0, LIMITS.workOrders.searchTextMax) : '',
    clientId,
    // A workflow type belongs to its client.
    workFlowTypeId: clientId === null ? null : idOrNull(stored.workFlowTypeId),
    stateId: STATE_IDS.find((id) => id === stored.stateId) ?? null,
    created: storedDateRange(stored.created),
  };
}
